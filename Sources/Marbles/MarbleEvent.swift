/// What happened at one instant of a timeline.
///
/// Values are carried as their printable text ("1", "10", "\"hi\"", "(1, 2)"), so this
/// module needs nothing from the engine: whoever records a timeline decides how a value prints.
public enum MarbleEventKind: Hashable, Sendable {
    /// A subscriber subscribed (`^` in a diagram lane or subscription marbles).
    case subscribe
    /// A subscriber cancelled (`!`).
    case cancel
    /// A value, as its printable text.
    case value(String)
    /// The stream finished (`|`).
    case finished
    /// The stream failed (`#`); the error message is "" when the failure is unnamed.
    case failure(String)
    /// A task was asked to cancel (`~`): it goes on until it notices, so this is not `!`.
    case cancelRequest

    /// Whether nothing can follow this event on a well-formed timeline.
    public var isTerminal: Bool {
        switch self {
        case .finished, .failure: true
        case .subscribe, .cancel, .value, .cancelRequest: false
        }
    }
}

extension MarbleEventKind: CustomStringConvertible {
    /// Words for the event, as used in failure messages: `value 3`, `finished`,
    /// `failure "boom"`, `subscription`, `cancellation`.
    public var description: String {
        switch self {
        case .subscribe: "subscription"
        case .cancel: "cancellation"
        case .value(let text): "value \(text)"
        case .finished: "finished"
        case .failure(let message): message.isEmpty ? "failure" : "failure \"\(message)\""
        case .cancelRequest: "cancel request"
        }
    }
}

/// One event at a virtual time, in milliseconds.
public struct MarbleEvent: Hashable, Sendable {
    /// Virtual time in milliseconds (negative before a hot source's zero point).
    public var time: Int
    /// What happened.
    public var kind: MarbleEventKind

    /// An event of `kind` at `time` ms.
    public init(time: Int, kind: MarbleEventKind) {
        self.time = time
        self.kind = kind
    }

    /// A value event: `.value("3", at: 300)`.
    public static func value(_ text: String, at time: Int) -> MarbleEvent {
        MarbleEvent(time: time, kind: .value(text))
    }

    /// A finished event: `.finished(at: 1500)`.
    public static func finished(at time: Int) -> MarbleEvent {
        MarbleEvent(time: time, kind: .finished)
    }

    /// A failure event, unnamed unless a message is given: `.failure("boom", at: 700)`.
    public static func failure(_ message: String = "", at time: Int) -> MarbleEvent {
        MarbleEvent(time: time, kind: .failure(message))
    }

    /// A subscription event: `.subscribe(at: 0)`.
    public static func subscribe(at time: Int) -> MarbleEvent {
        MarbleEvent(time: time, kind: .subscribe)
    }

    /// A cancellation event: `.cancel(at: 400)`.
    public static func cancel(at time: Int) -> MarbleEvent {
        MarbleEvent(time: time, kind: .cancel)
    }
}

extension MarbleEvent: CustomStringConvertible {
    /// `value 3 @300ms`.
    public var description: String { "\(kind) @\(formatVirtualTime(time))" }
}

/// A named timeline: one lane of a diagram.
public struct MarbleLane: Hashable, Sendable {
    /// The lane's label in a diagram (for a pipeline, the pipeline or its `as` name).
    public var name: String
    /// Events sorted by time; events at the same time keep the order they happened in.
    public var events: [MarbleEvent]

    /// Creates a lane, sorting `events` by time (stable: same-instant events keep their order).
    public init(name: String, events: [MarbleEvent]) {
        self.name = name
        self.events = events.sortedByTime()
    }
}

extension Array where Element == MarbleEvent {
    /// The events sorted by time, keeping the order of same-instant events; O(n) when
    /// already sorted, which is the common case.
    func sortedByTime() -> [MarbleEvent] {
        var isSorted = true
        for index in indices.dropFirst() where self[index - 1].time > self[index].time {
            isSorted = false
            break
        }
        if isSorted { return self }
        return enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
