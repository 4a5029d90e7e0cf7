/// Bounds on values that expressions and operators build, so a stream that grows a value on
/// every tick (`timer 1ms | scan "x", acc + acc`, `scan [], [acc]`, `collect` of a long
/// stream) fails with a clear error instead of exhausting memory or overflowing the stack
/// when the value is drawn or compared.
///
/// Every check is O(1): strings know their length and lists count their size when built.
public enum ValueLimits {
    /// The most characters of a string, or elements of a tuple or array, counted throughout.
    public static let maximumSize = 100_000
    /// The most tuples and arrays nested inside each other.
    public static let maximumDepth = 100

    public static let tooLarge = StreamError("a value may hold at most \(maximumSize) characters or elements")
    public static let tooDeep = StreamError("values may nest at most \(maximumDepth) tuples or arrays deep")

    /// `value`, or a stream error when it is too large or too deep.
    public static func check(_ value: Value) throws(StreamError) -> Value {
        guard value.size <= maximumSize else { throw tooLarge }
        guard value.depth <= maximumDepth else { throw tooDeep }
        return value
    }

    /// A string that `+` would build from `left` and `right`, checked before it is built.
    public static func concatenated(_ left: String, _ right: String) throws(StreamError) -> Value {
        guard left.utf8.count + right.utf8.count <= maximumSize else { throw tooLarge }
        return .string(left + right)
    }

    /// A list of `elements`, or the error when it is too large or too deep.
    public static func list(_ elements: [Value], tuple: Bool) throws(StreamError) -> Value {
        try check(tuple ? .tuple(ValueElements(elements)) : .array(ValueElements(elements)))
    }
}

/// The running size of a list being gathered (`collect`), so it can stop as soon as the
/// list would pass the limit instead of holding the whole stream first.
struct ListSizeCounter {
    private(set) var size = 0

    /// Counts `value` as one more element; false when the list is now too large.
    mutating func add(_ value: Value) -> Bool {
        size = size.addingSaturated(1).addingSaturated(value.size)
        return size <= ValueLimits.maximumSize && value.depth < ValueLimits.maximumDepth
    }

    mutating func reset() { size = 0 }
}
