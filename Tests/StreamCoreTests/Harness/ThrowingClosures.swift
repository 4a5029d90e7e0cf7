import StreamCore

/// Closures for the try… operators' tests, on both engines: each throws "threw N" when it
/// meets the value N (either argument, for two-argument closures), and otherwise answers as
/// `body` does.
enum Throwing {
    static func message(_ n: Int) -> String { "threw \(n)" }

    static func predicate(on n: Int, _ body: @escaping (Int) -> Bool) -> ValuePredicate {
        { (value: Value) throws(StreamError) -> Bool in
            let number = try Lift.int(value)
            if number == n { throw StreamError(message(n)) }
            return body(number)
        }
    }

    static func optional(on n: Int, _ body: @escaping (Int) -> Int?) -> ValueTransform {
        { (value: Value) throws(StreamError) -> Value in
            let number = try Lift.int(value)
            if number == n { throw StreamError(message(n)) }
            return body(number).map(Value.int) ?? .null
        }
    }

    static func pair(on n: Int, _ body: @escaping (Int, Int) -> Bool) -> (Value, Value) throws(StreamError) -> Bool {
        { (first: Value, second: Value) throws(StreamError) -> Bool in
            let (a, b) = (try Lift.int(first), try Lift.int(second))
            if a == n || b == n { throw StreamError(message(n)) }
            return body(a, b)
        }
    }

    /// reduce's step: throws on the value (not the running total).
    static func accumulate(on n: Int, _ body: @escaping (Int, Int) -> Int) -> Accumulator {
        { (acc: Value, value: Value) throws(StreamError) -> Value in
            let number = try Lift.int(value)
            if number == n { throw StreamError(message(n)) }
            return .int(body(try Lift.int(acc), number))
        }
    }

    /// OpenCombine's side of `predicate`, `optional`: the same answers, the same message.
    static func theirs<T>(on n: Int, _ body: @escaping (Int) -> T) -> (Int) throws -> T {
        { number in
            if number == n { throw TestError(message(n)) }
            return body(number)
        }
    }

    static func theirPair(on n: Int, _ body: @escaping (Int, Int) -> Bool) -> (Int, Int) throws -> Bool {
        { a, b in
            if a == n || b == n { throw TestError(message(n)) }
            return body(a, b)
        }
    }

    static func theirAccumulate(on n: Int, _ body: @escaping (Int, Int) -> Int) -> (Int, Int) throws -> Int {
        { acc, number in
            if number == n { throw TestError(message(n)) }
            return body(acc, number)
        }
    }
}

extension Lift {
    /// An ordering (`min(by:)`, `max(by:)`) over integers.
    static func order(_ body: @escaping (Int, Int) -> Bool) -> ValueOrder {
        { (first: Value, second: Value) throws(StreamError) -> Bool in body(try int(first), try int(second)) }
    }
}
