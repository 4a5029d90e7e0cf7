/// A dynamically typed value flowing through a stream.
///
/// The pipeline language is dynamically typed, so the engine is too: every publisher emits
/// `Value`s and fails with `StreamError`. An operator applied to the wrong kind of value fails
/// its stream with a clear error instead of trapping.
public enum Value: Hashable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    case tuple(ValueElements)
    case array(ValueElements)
    /// A publisher carried as a value (the output of `map { … }`, consumed by `switchToLatest`).
    case publisher(PublisherBox)
    // Issue 18: `loading = task { … }`.
    /// A reference to something the language can hold but not compute with (a task stored by
    /// `NAME = task { … }`): compared by identity, drawn as `<task loading>`.
    case reference(ValueReference)

    /// Display text: strings unquoted at the top level, quoted inside tuples and arrays.
    public var description: String {
        switch self {
        case .string(let text): return text
        default: return literal
        }
    }

    /// The value written as the language would spell it (strings quoted).
    public var literal: String {
        switch self {
        case .int(let number): return String(number)
        case .double(let number): return Value.format(number)
        case .string(let text): return Value.quote(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "nil"
        case .tuple(let items): return "(" + items.map(\.literal).joined(separator: ", ") + ")"
        case .array(let items): return "[" + items.map(\.literal).joined(separator: ", ") + "]"
        case .publisher: return "<publisher>"
        case .reference(let reference): return "<\(reference.kind) \(reference.name)>"
        }
    }

    /// The kind's name, used in error messages ("expected a number, got a string").
    public var kindName: String {
        switch self {
        case .int: return "an integer"
        case .double: return "a decimal"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .null: return "nil"
        case .tuple: return "a tuple"
        case .array: return "an array"
        case .publisher: return "a publisher"
        case .reference(let reference): return "a " + reference.kind
        }
    }

    static func format(_ number: Double) -> String {
        if number.isFinite, abs(number) < 1e15, Double(Int(number)) == number {
            return String(Int(number)) + ".0"
        }
        return "\(number)"
    }

    private static func quote(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}

/// Identity wrapper that lets a publisher travel as a `Value`.
public final class PublisherBox: Hashable {
    public let publisher: any Publisher
    public init(_ publisher: any Publisher) { self.publisher = publisher }
    public static func == (lhs: PublisherBox, rhs: PublisherBox) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Identity wrapper that lets a task (issue 18's `loading = task { … }`) travel as a `Value`:
/// `kind` and `name` say what it is (`task`, `loading`); `target` is the thing itself, which
/// only the layer that made it knows how to use.
public final class ValueReference: Hashable {
    public let kind: String
    public let name: String
    public let target: AnyObject
    public init(kind: String, name: String, target: AnyObject) {
        self.kind = kind
        self.name = name
        self.target = target
    }
    public static func == (lhs: ValueReference, rhs: ValueReference) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
