/// What a diagram's legend says: keys standing in lanes for values or same-instant
/// groups too wide for a cell, and failure messages (a lane shows only `#`).
///
/// `expand(_:lane:)` applies it to events read back from a lane, giving back the events
/// the lane was drawn from.
public struct DiagramLegend: Hashable, Sendable {
    /// What a key stands for.
    public enum Meaning: Hashable, Sendable {
        /// One value, with this text.
        case value(String)
        /// Several events at one instant, in order.
        case group([MarbleEventKind])
    }

    /// A key as it reads back from a lane (the value text `"A"` or `"k1"`) and its meaning.
    public struct Entry: Hashable, Sendable {
        /// The key as a lane reads back: `A`, or `k1` (written `[k1]`).
        public var key: String
        /// What the key stands for.
        public var meaning: Meaning
    }

    /// The message of a failure drawn as `#` in lane `lane` (an index into the rendered
    /// lanes) at `time`.
    public struct FailureNote: Hashable, Sendable {
        /// Index of the lane in the rendered lanes.
        public var lane: Int
        /// Time of the failure, in ms.
        public var time: Int
        /// The failure's message (never empty: unnamed failures have no note).
        public var message: String
    }

    /// Keys shown under the diagram, in order of first appearance.
    public var entries: [Entry]
    /// Failures with a non-empty message, by lane then time.
    public var failures: [FailureNote]

    /// A legend with these entries and notes.
    public init(entries: [Entry] = [], failures: [FailureNote] = []) {
        self.entries = entries
        self.failures = failures
    }

    /// Whether there is nothing to explain (no legend lines).
    public var isEmpty: Bool { entries.isEmpty && failures.isEmpty }

    /// The events drawn in lane `lane`, from the events read back from it: failure
    /// messages are restored and keys are replaced by what they stand for.
    public func expand(_ events: [MarbleEvent], lane: Int) -> [MarbleEvent] {
        guard !isEmpty else { return events }
        var meanings: [String: Meaning] = [:]
        for entry in entries { meanings[entry.key] = entry.meaning }
        var messages: [Int: String] = [:]
        for note in failures where note.lane == lane { messages[note.time] = note.message }
        var result: [MarbleEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            switch event.kind {
            case .failure(""):
                result.append(.failure(messages[event.time] ?? "", at: event.time))
            case .value(let text):
                switch meanings[text] {
                case .value(let original)?:
                    result.append(.value(original, at: event.time))
                case .group(let kinds)?:
                    result += kinds.map { MarbleEvent(time: event.time, kind: $0) }
                case nil:
                    result.append(event)
                }
            default:
                result.append(event)
            }
        }
        return result
    }
}
