/// Expected marbles compared with what happened: the one matcher behind `:predict`, an
/// exercise's `:check` and MarbleTesting's `toBe`.
///
/// The rule, event by event in time order (same-instant events in the order they happened):
/// - the same time, and the same kind of event;
/// - a value token matches a value the consumer says it stands for (by default the same text);
/// - `|` matches finished; `#[m]` a failure whose message is `m`, and a bare `#` any failure;
/// - `^` and `!` are each compared only when the expected marbles show one: a diagram draws a
///   subscription cancelled in the instant it was made as `!` alone, and marbles that say
///   nothing about the subscription do not ask about it.
public struct ExpectedMarbles: Hashable, Sendable {
    /// The expected events, in time order.
    public let events: [MarbleEvent]
    private let showsSubscribe: Bool
    private let showsCancel: Bool

    /// The expectation `events` write down (sorted by time, same-instant order kept).
    public init(_ events: [MarbleEvent]) {
        self.events = events.sortedByTime()
        showsSubscribe = events.contains { $0.kind == .subscribe }
        showsCancel = events.contains { $0.kind == .cancel }
    }

    /// The part of `actual` these marbles speak about: `^` and `!` left out unless shown.
    public func compared<Event>(_ actual: [Event], kind: (Event) -> MarbleEventKind?) -> [Event] {
        actual.filter { event in
            switch kind(event) {
            case .subscribe?: showsSubscribe
            case .cancel?: showsCancel
            default: true
            }
        }
    }

    /// The part of `actual` these marbles speak about (see ``compared(_:kind:)``).
    public func compared(_ actual: [MarbleEvent]) -> [MarbleEvent] {
        compared(actual.sortedByTime()) { $0.kind }
    }

    /// Whether an event that happened at `time` matches `wanted`. `happened` is the event's
    /// kind with any value text (unused for values); `sameValue` says whether the value that
    /// happened is the one `wanted`'s token stands for.
    public static func matches(_ wanted: MarbleEvent, time: Int, kind happened: MarbleEventKind,
                               sameValue: (String) -> Bool) -> Bool {
        guard wanted.time == time else { return false }
        switch (wanted.kind, happened) {
        case (.value(let token), .value): return sameValue(token)
        case (.failure(let message), .failure(let got)): return message.isEmpty || message == got
        case (.finished, .finished), (.subscribe, .subscribe), (.cancel, .cancel): return true
        default: return false
        }
    }

    /// Whether `got` matches `wanted`, values compared by their text.
    public static func matches(_ wanted: MarbleEvent, _ got: MarbleEvent) -> Bool {
        matches(wanted, time: got.time, kind: got.kind) { token in
            if case .value(let text) = got.kind { token == text } else { false }
        }
    }

    /// `actual` as these marbles see it, for a diagram beside them: only what they compare
    /// (``compared(_:)``), an event that matches its expected counterpart written like it (a
    /// bare `#` for an unnamed expected failure), and failure messages left out when the
    /// expected marbles name none.
    public func shown(_ actual: [MarbleEvent]) -> [MarbleEvent] {
        let actual = compared(actual)
        return actual.indices.map { index in
            let got = actual[index]
            if index < events.count, Self.matches(events[index], got) { return events[index] }
            if case .failure = got.kind, !namesFailure { return .failure(at: got.time) }
            return got
        }
    }

    private var namesFailure: Bool {
        events.contains { if case .failure(let message) = $0.kind { !message.isEmpty } else { false } }
    }

    /// Whether `actual` is what these marbles expect.
    public func matches(_ actual: [MarbleEvent]) -> Bool {
        divergence(from: actual) == nil
    }

    /// The first difference from `actual`, in words (`nil` when it matches), as
    /// `firstDivergence(expected:actual:)` words it, on the events these marbles compare.
    public func divergence(from actual: [MarbleEvent]) -> String? {
        let shown = shown(actual)
        return firstDivergence(expected: events, actual: shown)
    }
}
