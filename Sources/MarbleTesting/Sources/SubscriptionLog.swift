/// When each subscriber of a marble source subscribed, and when its subscription ended
/// (cancelled, finished or failed), in ms of virtual time: what
/// `m.expectSubscriptions(source.subscriptions)` checks.
public final class SubscriptionLog {
    /// One subscription: subscribed at `start` ms; `end` is `nil` while it lasts.
    struct Entry: Equatable {
        var start: Int
        var end: Int?
    }

    private(set) var entries: [Entry] = []
    private let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// How many subscriptions there have been.
    public var count: Int { entries.count }

    /// Opens an entry now; returns its index for `end(_:)`.
    func begin() -> Int {
        entries.append(Entry(start: clock.now))
        return entries.count - 1
    }

    /// Closes entry `index` now, unless it has already ended.
    func end(_ index: Int) {
        guard entries.indices.contains(index), entries[index].end == nil else { return }
        entries[index].end = clock.now
    }
}
