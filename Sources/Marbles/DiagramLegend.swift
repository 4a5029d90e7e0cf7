/// What a diagram's legend says: keys standing in lanes for values wider than one
/// column or for several events in one column, failure messages (a lane shows only `#`),
/// and which lanes imply their subscription by where they start.
///
/// `expand(_:lane:)` applies it to events read back from a lane, giving back the events
/// the lane was drawn from (at the start times of their columns).
public struct DiagramLegend: Hashable, Sendable {
    /// What a key stands for.
    public enum Meaning: Hashable, Sendable {
        /// One value, with this text.
        case value(String)
        /// Several events at one instant, in order.
        case group([MarbleEventKind])
        /// A run of a regular series (a counter, a timer's ticks) in one lane: the key's first
        /// appearance stands for `first`, each next one for `step` more.
        case series(first: Int, step: Int)
    }

    /// A key as it reads back from a lane (the value text `"A"` or `"k1"`) and its meaning.
    public struct Entry: Hashable, Sendable {
        /// The key as a lane reads back: `A`, or `k1` (written `[k1]`).
        public var key: String
        /// What the key stands for.
        public var meaning: Meaning {
            get {
                switch storage {
                case .meaning(let meaning): meaning
                case .group(let events): .group(events.map(\.kind))
                }
            }
            set { storage = .meaning(newValue) }
        }

        /// A group's events stay a slice of the lane they were drawn from: a group of ten
        /// million events costs nothing to key, only to expand.
        private enum Storage: Sendable {
            case meaning(Meaning)
            case group(ArraySlice<MarbleEvent>)
        }

        private var storage: Storage

        /// The key `key` standing for `meaning`.
        public init(key: String, meaning: Meaning) {
            self.key = key
            storage = .meaning(meaning)
        }

        /// The key `key` standing for the events `events` (at one instant).
        init(key: String, group events: ArraySlice<MarbleEvent>) {
            self.key = key
            storage = .group(events)
        }

        /// Whether this key stands for a group of the same events as `events`.
        func isGroup(of events: ArraySlice<MarbleEvent>) -> Bool {
            switch storage {
            case .group(let group): group.count == events.count && group.lazy.map(\.kind).elementsEqual(events.lazy.map(\.kind))
            case .meaning(.group(let kinds)): kinds.count == events.count && kinds.elementsEqual(events.lazy.map(\.kind))
            case .meaning(.value), .meaning(.series): false
            }
        }

        public static func == (left: Entry, right: Entry) -> Bool {
            guard left.key == right.key else { return false }
            switch (left.storage, right.storage) {
            case (.meaning(.value(let a)), .meaning(.value(let b))): return a == b
            case (.meaning(.series(let a, let b)), .meaning(.series(let c, let d))): return a == c && b == d
            case (.meaning(.value), _), (_, .meaning(.value)), (.meaning(.series), _), (_, .meaning(.series)): return false
            case (_, .group(let events)): return left.isGroup(of: events)
            case (.group(let events), _): return right.isGroup(of: events)
            case (.meaning(.group(let a)), .meaning(.group(let b))): return a == b
            }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            switch storage {
            case .meaning(.value(let text)):
                hasher.combine(0)
                hasher.combine(text)
            case .meaning(.series(let first, let step)):
                hasher.combine(2)
                hasher.combine(first)
                hasher.combine(step)
            case .meaning(.group(let kinds)):
                hasher.combine(1)
                hasher.combine(kinds.count)
                for kind in kinds { hasher.combine(kind) }
            case .group(let events):
                hasher.combine(1)
                hasher.combine(events.count)
                for event in events { hasher.combine(event.kind) }
            }
        }
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
    /// Failures with a non-empty message, by lane then time (the start of their column).
    public var failures: [FailureNote]
    /// The lanes whose subscription shares their first column with other events: the
    /// column shows those events, and the `^` is implied by where the lane starts.
    public var impliedSubscriptions: Set<Int>

    /// A legend with these entries and notes.
    public init(entries: [Entry] = [], failures: [FailureNote] = [], impliedSubscriptions: Set<Int> = []) {
        self.entries = entries
        self.failures = failures
        self.impliedSubscriptions = impliedSubscriptions
    }

    /// The key of each keyed value, by the value's text (for `DiagramRenderer.preferredKeys`).
    public var valueKeys: [String: String] {
        var keys: [String: String] = [:]
        for entry in entries { if case .value(let text) = entry.meaning { keys[text] = entry.key } }
        return keys
    }

    /// Whether there are no legend lines under the diagram.
    public var isEmpty: Bool { entries.isEmpty && failures.isEmpty }

    /// The events drawn in lane `lane`, from the events read back from it: an implied
    /// subscription is restored, and failure messages, and keys are replaced by what they
    /// stand for.
    public func expand(_ events: [MarbleEvent], lane: Int) -> [MarbleEvent] {
        var events = events
        if impliedSubscriptions.contains(lane), let first = events.first { events.insert(.subscribe(at: first.time), at: 0) }
        guard !isEmpty else { return events }
        var meanings: [String: Meaning] = [:]
        for entry in entries { meanings[entry.key] = entry.meaning }
        var messages: [Int: String] = [:]
        for note in failures where note.lane == lane { messages[note.time] = note.message }
        // How many times each series key has appeared in this lane so far.
        var seriesSeen: [String: Int] = [:]
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
                case .series(let first, let step)?:
                    let index = seriesSeen[text, default: 0]
                    seriesSeen[text] = index + 1
                    let (offset, overflow) = step.multipliedReportingOverflow(by: index)
                    let (value, overflowAgain) = first.addingReportingOverflow(offset)
                    // Never drawn so (a run ends before it overflows); kept as read.
                    result.append(overflow || overflowAgain ? event : .value(String(value), at: event.time))
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
