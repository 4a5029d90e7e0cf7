import Foundation

/// When each subscriber of a marble source subscribed, and when its subscription ended
/// (cancelled, finished or failed), in ms of virtual time: what
/// `m.expectSubscriptions(source.subscriptions)` checks.
///
/// `Sendable`: its entries are kept under a lock, so it may be read from anywhere.
public final class SubscriptionLog: @unchecked Sendable {
    /// One subscription: subscribed at `start` ms; `end` is `nil` while it lasts.
    struct Entry: Equatable {
        var start: Int
        var end: Int?
    }

    private let lock = NSLock()
    private var storedEntries: [Entry] = []
    private let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Every subscription so far, in the order they were made.
    var entries: [Entry] { lock.withLock { storedEntries } }

    /// How many subscriptions there have been.
    public var count: Int { lock.withLock { storedEntries.count } }

    /// Opens an entry now; returns its index for `end(_:)`.
    func begin() -> Int {
        let now = clock.now
        return lock.withLock {
            storedEntries.append(Entry(start: now))
            return storedEntries.count - 1
        }
    }

    /// Closes entry `index` now, unless it has already ended.
    func end(_ index: Int) {
        let now = clock.now
        lock.withLock {
            guard storedEntries.indices.contains(index), storedEntries[index].end == nil else { return }
            storedEntries[index].end = now
        }
    }
}
