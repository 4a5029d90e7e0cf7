/// The folds of the standard library's one-value `AsyncSequence` methods (see
/// `AsyncAwaitedValue`), as the library writes them.
extension AsyncAwaitedValue.Fold {
    /// `min(by:)` keeps the first element, then replaces it with each one `order(new, kept)`
    /// puts first; `max(by:)` when `order(kept, new)`. Ties keep the earlier element. `nil`
    /// for an empty base. `order` nil is `min()`/`max()`, Swift's `<` (a kind Swift cannot
    /// compare fails, as Combine's `min()` does).
    public static func extreme(max: Bool, order: ValueOrder?) -> Self {
        var kept: Value?
        let name = max ? "max" : "min"
        func less(_ first: Value, _ second: Value) throws(StreamError) -> Bool {
            if let order { return try order(first, second) }
            guard let less = Value.comparableLess(first, second) else {
                throw StreamError("\(name) compares values of one comparable type; Swift would not compile \(name)() over "
                                  + "\(first.swiftTypeName) and \(second.swiftTypeName)")
            }
            return less
        }
        return Self(step: { value throws(StreamError) in
            guard let current = kept else {
                if order == nil, !value.isComparable {
                    throw StreamError("\(name) compares values of one comparable type; Swift would not compile \(name)() over "
                                      + "\(value.swiftTypeName), which is not Comparable")
                }
                kept = value
                return nil
            }
            if max ? try less(current, value) : try less(value, current) { kept = value }
            return nil
        }, result: { kept ?? .null })
    }

    /// `reduce(_:_:)`: the running result, returned when the base ends.
    /// `initial` is read once, when the first element or the end comes.
    public static func reduce(_ initial: @escaping () throws(StreamError) -> Value,
                              _ step: @escaping (_ acc: Value, _ value: Value) throws(StreamError) -> Value) -> Self {
        var accumulator: Value?
        func current() throws(StreamError) -> Value {
            if let accumulator { return accumulator }
            return try initial()
        }
        return Self(step: { value throws(StreamError) in
            accumulator = try step(current(), value)
            return nil
        }, result: { () throws(StreamError) in try current() })
    }

    /// `contains(where:)`: `true` as soon as an element matches (the call returns then),
    /// `false` when the base ends.
    public static func contains(_ predicate: @escaping ValuePredicate) -> Self {
        Self(step: { value throws(StreamError) in try predicate(value) ? .bool(true) : nil }, result: { .bool(false) })
    }

    /// `allSatisfy(_:)` is `!contains { !predicate($0) }`: `false` at the first element that
    /// fails it, `true` when the base ends.
    public static func allSatisfy(_ predicate: @escaping ValuePredicate) -> Self {
        Self(step: { value throws(StreamError) in try predicate(value) ? nil : .bool(false) }, result: { .bool(true) })
    }

    /// `first(where:)`: the first matching element, or `nil` when the base ends without one.
    public static func first(where predicate: @escaping ValuePredicate) -> Self {
        Self(step: { value throws(StreamError) in try predicate(value) ? value : nil }, result: { .null })
    }
}
