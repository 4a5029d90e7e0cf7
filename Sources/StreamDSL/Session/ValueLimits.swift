import StreamCore

/// Bounds on values that expressions build, so a stream that grows a value on every tick
/// (`timer 1ms | autoconnect | scan "x", acc + acc`, `scan [], [acc]`) fails with a clear
/// error instead of exhausting memory or overflowing the stack when the value is drawn or
/// compared.
enum ValueLimits {
    /// The most characters of a string, or elements of a tuple or array, counted throughout.
    static let maximumSize = 100_000
    /// The most tuples and arrays nested inside each other.
    static let maximumDepth = 100

    /// `value`, or a stream error when it is too large or too deep. Stops counting as soon
    /// as a limit is passed, so a value built of shared parts is never walked in full.
    static func check(_ value: Value) throws(StreamError) -> Value {
        var budget = maximumSize
        switch measure(value, budget: &budget, depth: 0) {
        case .fits: return value
        case .tooLarge: throw tooLarge
        case .tooDeep: throw StreamError("values may nest at most \(maximumDepth) tuples or arrays deep")
        }
    }

    /// A string that `+` would build from `left` and `right`, checked before it is built.
    static func concatenated(_ left: String, _ right: String) throws(StreamError) -> Value {
        guard left.utf8.count + right.utf8.count <= maximumSize else { throw tooLarge }
        return .string(left + right)
    }

    static let tooLarge = StreamError("a value may hold at most \(maximumSize) characters or elements")

    private enum Measure { case fits, tooLarge, tooDeep }

    private static func measure(_ value: Value, budget: inout Int, depth: Int) -> Measure {
        switch value {
        case .string(let text):
            budget -= text.utf8.count
        case .tuple(let items), .array(let items):
            guard depth < maximumDepth else { return .tooDeep }
            budget -= items.count
            if budget < 0 { return .tooLarge }
            for item in items {
                let inner = measure(item, budget: &budget, depth: depth + 1)
                if inner != .fits { return inner }
            }
        default:
            break
        }
        return budget < 0 ? .tooLarge : .fits
    }
}
