import Testing

/// One event of a subscriber's lane, normalised so both engines can be compared.
enum LaneEvent: Hashable, CustomStringConvertible {
    case subscribe
    case value(Int)
    /// An array or tuple of integers (`collect`, `zip`).
    case array([Int])
    case finished
    case failure(String)
    case cancel
    /// A value that is neither an integer nor a list of them: always a test failure.
    case other(String)

    var description: String {
        switch self {
        case .subscribe: return "^"
        case .value(let value): return String(value)
        case .array(let values): return "[" + values.map(String.init).joined(separator: ",") + "]"
        case .finished: return "|"
        case .failure(let message): return "#" + message
        case .cancel: return "!"
        case .other(let text): return "?" + text
        }
    }
}

/// An event at a virtual time (milliseconds).
struct TimedEvent: Hashable, CustomStringConvertible {
    var time: Int
    var event: LaneEvent
    var description: String { "\(time):\(event)" }
}

/// A compact, readable notation for timelines: space-separated `time:event` tokens, where the
/// event is `^` (subscribed), an integer, `[1,2]` (an array), `|` (finished), `#message`
/// (failure), `!` (cancelled). Same-instant events keep their written order.
///
///     "0:^ 500:3 1000:5 1500:|"
enum Timeline {
    static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [TimedEvent] {
        text.split(whereSeparator: \.isWhitespace).compactMap { token in
            guard let event = parseToken(String(token)) else {
                Issue.record("bad timeline token '\(token)' in \"\(text)\"", sourceLocation: sourceLocation)
                return nil
            }
            return event
        }
    }

    static func render(_ events: [TimedEvent]) -> String {
        events.map(\.description).joined(separator: " ")
    }

    private static func parseToken(_ token: String) -> TimedEvent? {
        guard let colon = token.firstIndex(of: ":"), let time = Int(token[..<colon]) else { return nil }
        let body = String(token[token.index(after: colon)...])
        switch body {
        case "^": return TimedEvent(time: time, event: .subscribe)
        case "|": return TimedEvent(time: time, event: .finished)
        case "!": return TimedEvent(time: time, event: .cancel)
        default: break
        }
        if body.hasPrefix("#"), body.count > 1 {
            return TimedEvent(time: time, event: .failure(String(body.dropFirst())))
        }
        if body.hasPrefix("["), body.hasSuffix("]") {
            let inner = body.dropFirst().dropLast()
            if inner.isEmpty { return TimedEvent(time: time, event: .array([])) }
            let items = inner.split(separator: ",").map { Int($0) }
            guard items.allSatisfy({ $0 != nil }) else { return nil }
            return TimedEvent(time: time, event: .array(items.map { $0! }))
        }
        guard let value = Int(body) else { return nil }
        return TimedEvent(time: time, event: .value(value))
    }
}
