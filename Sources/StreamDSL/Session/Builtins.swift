import StreamCore

/// The functions an expression may call: `str(x)`, `len(x)`, `upper(x)`, …
///
/// Each entry documents itself, so `:help` and "did you mean" read from this one table.
package struct Builtin: Sendable {
    package let name: String
    package let signature: String
    package let summary: String
    package let arity: ClosedRange<Int>
    let apply: @Sendable ([Value]) throws(StreamError) -> Value

    package static let all: [Builtin] = [
        Builtin(name: "str", signature: "str(v)", summary: "the value as text", arity: 1...1) { args throws(StreamError) in
            try ValueLimits.check(.string(args[0].description))
        },
        Builtin(name: "len", signature: "len(v)", summary: "length of a string, array or tuple", arity: 1...1) { args throws(StreamError) in
            switch args[0] {
            case .string(let text): return .int(text.count)
            case .array(let items), .tuple(let items): return .int(items.count)
            default: throw RuntimeMessages.typeError("len needs a string, array or tuple, got \(args[0].kindName) (\(args[0].literal))")
            }
        },
        Builtin(name: "upper", signature: "upper(s)", summary: "a string in capitals", arity: 1...1) { args throws(StreamError) in
            .string(try text(args[0], "upper").uppercased())
        },
        Builtin(name: "lower", signature: "lower(s)", summary: "a string in small letters", arity: 1...1) { args throws(StreamError) in
            .string(try text(args[0], "lower").lowercased())
        },
        Builtin(name: "abs", signature: "abs(n)", summary: "absolute value", arity: 1...1) { args throws(StreamError) in
            switch args[0] {
            case .int(let number):
                guard number != .min else { throw RuntimeMessages.overflow("abs(\(number))") }
                return .int(Swift.abs(number))
            case .double(let number): return .double(Swift.abs(number))
            default: throw RuntimeMessages.typeError("abs needs a number, got \(args[0].kindName) (\(args[0].literal))")
            }
        },
        Builtin(name: "min", signature: "min(a, b, …)", summary: "the smallest argument", arity: 1...16) { args throws(StreamError) in
            try extreme(args, "min", keepLeft: { (a, b) throws(StreamError) in try ValueOperations.apply(.lessOrEqual, a, b) })
        },
        Builtin(name: "max", signature: "max(a, b, …)", summary: "the largest argument", arity: 1...16) { args throws(StreamError) in
            try extreme(args, "max", keepLeft: { (a, b) throws(StreamError) in try ValueOperations.apply(.greaterOrEqual, a, b) })
        },
        Builtin(name: "int", signature: "int(v)", summary: "a decimal truncated, or a string parsed, as an integer (nil for text that is not a number, as Int(_:))", arity: 1...1) { args throws(StreamError) in
            switch args[0] {
            case .int: return args[0]
            case .double(let number): return .int(try integer(truncating: number))
            // Swift's `Int(_: String)` is failable, so `compactMap int(x)` skips what is not a number.
            case .string(let text): return Int(text).map(Value.int) ?? .null
            case .bool(let flag): return .int(flag ? 1 : 0)
            default: throw RuntimeMessages.typeError("int cannot convert \(args[0].kindName) (\(args[0].literal))")
            }
        },
    ]

    package static func named(_ name: String) -> Builtin? { all.first { $0.name == name } }

    /// Swift's `Int(_: Double)`: it compiles for every decimal, and traps on one that has no
    /// integer (with the standard library's own words).
    package static func integer(truncating number: Double) throws(StreamError) -> Int {
        guard number.isFinite else {
            throw RuntimeMessages.trap("Double value cannot be converted to Int because it is either infinite or NaN")
        }
        // -2⁶³ is Int.min; 2⁶³ is past Int.max (2⁶³ - 1, which no Double holds); every
        // Double in between truncates to an Int.
        guard number < 0x1p63 else {
            throw RuntimeMessages.trap("Double value cannot be converted to Int because the result would be greater than Int.max")
        }
        guard number >= -0x1p63 else {
            throw RuntimeMessages.trap("Double value cannot be converted to Int because the result would be less than Int.min")
        }
        return Int(number)
    }

    private static func text(_ value: Value, _ function: String) throws(StreamError) -> String {
        guard case .string(let text) = value else {
            throw RuntimeMessages.typeError("\(function) needs a string, got \(value.kindName) (\(value.literal))")
        }
        return text
    }

    private static func extreme(_ args: [Value], _ function: String,
                                keepLeft: (Value, Value) throws(StreamError) -> Value) throws(StreamError) -> Value {
        var best = args[0]
        for candidate in args.dropFirst() where try keepLeft(candidate, best) == .bool(true) && candidate != best {
            best = candidate
        }
        return best
    }
}
