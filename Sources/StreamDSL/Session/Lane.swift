import StreamCore

/// One recorded stream of a session, drawn as one line of a diagram.
///
/// A lane is a sink (named by `as NAME` or after its pipeline text), a subject's own sends, or,
/// with `:set stages on`, one stage boundary of a pipeline.
public final class Lane {
    public enum Role: Equatable {
        case subscription
        case source
        case stage
    }

    /// Unique among the session's lanes; settled when the lane is first shown.
    public internal(set) var name: String
    public let role: Role
    public let recorder: EventRecorder

    init(name: String, role: Role, recorder: EventRecorder) {
        self.name = name
        self.role = role
        self.recorder = recorder
    }

    public var records: [EventRecord] { recorder.records }

    /// For a `sink ui` lane: how many values reached it off the main queue (each is also a
    /// note; an exercise check fails on them even when the lane's events match).
    public internal(set) var valuesOffMain = 0
}

/// The machine-readable form of lanes: DESIGN.md's JSON schema, with keys in a fixed order.
public enum LaneJSON {
    /// `"notes"` is written only when there are notes, so a session without any keeps
    /// DESIGN.md's original shape.
    public static func encode(_ lanes: [Lane], notes: [LaneNote] = []) -> String {
        var text = ""
        write(lanes, notes: notes) { text += $0 }
        return text
    }

    static func json(_ value: Value) -> String {
        switch value {
        case .int(let number): return String(number)
        // JSON has no infinity or NaN: an object no other value is written as keeps them
        // apart from nil (`null`) and from the strings "inf" and "nan".
        case .double(let number) where number.isFinite: return value.literal
        case .double(let number): return "{\"decimal\":\"" + (number.isNaN ? "nan" : number > 0 ? "inf" : "-inf") + "\"}"
        case .string(let text): return string(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .tuple(let items), .array(let items): return "[" + items.map(json).joined(separator: ",") + "]"
        case .publisher: return string("<publisher>")
        case .reference: return string(value.literal)  // Issue 18: `<task loading>`
        }
    }

    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
