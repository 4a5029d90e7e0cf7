import StreamCore

/// Arithmetic, comparison and logic on dynamic values.
///
/// A wrong kind of value is not a crash but a `StreamError` that fails the stream, with a
/// message naming the operation and the kinds involved: `cannot multiply a string ("abc") by an integer (2)`.
enum ValueOperations {
    enum Binary: String, CaseIterable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case and = "&&", or = "||"

        var verb: String {
            switch self {
            case .add: return "add"
            case .subtract: return "subtract"
            case .multiply: return "multiply"
            case .divide: return "divide"
            case .remainder: return "take the remainder of"
            case .less, .lessOrEqual, .greater, .greaterOrEqual: return "compare"
            case .equal, .notEqual: return "compare"
            case .and, .or: return "combine"
            }
        }
    }

    static func apply(_ operation: Binary, _ lhs: Value, _ rhs: Value) throws(StreamError) -> Value {
        switch operation {
        case .equal: return .bool(lhs.numericEquals(rhs))
        case .notEqual: return .bool(!lhs.numericEquals(rhs))
        case .and, .or:
            guard case .bool(let left) = lhs, case .bool(let right) = rhs else {
                throw mismatch(operation, lhs, rhs, expected: "booleans")
            }
            return .bool(operation == .and ? left && right : left || right)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return .bool(try compare(operation, lhs, rhs))
        case .add, .subtract, .multiply, .divide, .remainder:
            return try arithmetic(operation, lhs, rhs)
        }
    }

    package static func negate(_ value: Value) throws(StreamError) -> Value {
        switch value {
        case .int(let number):
            let (result, overflow) = Int(0).subtractingReportingOverflow(number)
            if overflow { throw RuntimeMessages.overflow("-(\(number))") }
            return .int(result)
        case .double(let number): return .double(-number)
        default: throw RuntimeMessages.typeError("cannot negate \(value.kindName) (\(value.literal))")
        }
    }

    package static func not(_ value: Value) throws(StreamError) -> Value {
        guard case .bool(let flag) = value else {
            throw RuntimeMessages.typeError("'!' needs a boolean, got \(value.kindName) (\(value.literal))")
        }
        return .bool(!flag)
    }

    private static func arithmetic(_ operation: Binary, _ lhs: Value, _ rhs: Value) throws(StreamError) -> Value {
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)):
            return try integer(operation, left, right)
        case (.int, .double), (.double, .int), (.double, .double):
            let left = lhs.asDouble!, right = rhs.asDouble!
            switch operation {
            case .add: return .double(left + right)
            case .subtract: return .double(left - right)
            case .multiply: return .double(left * right)
            case .divide:
                if right == 0 { throw RuntimeMessages.floatingDivisionByZero }
                return .double(left / right)
            default:
                throw mismatch(operation, lhs, rhs, expected: "integers")
            }
        case (.string(let left), _) where operation == .add:
            return try ValueLimits.concatenated(left, rhs.description)
        case (_, .string(let right)) where operation == .add:
            return try ValueLimits.concatenated(lhs.description, right)
        case (.array(let left), .array(let right)) where operation == .add:
            // Sizes are known, so the check comes before the copy.
            guard left.size + right.size <= ValueLimits.maximumSize else { throw ValueLimits.tooLarge }
            return .array(left + right)
        default:
            throw mismatch(operation, lhs, rhs, expected: "numbers")
        }
    }

    private static func integer(_ operation: Binary, _ left: Int, _ right: Int) throws(StreamError) -> Value {
        let result: (partialValue: Int, overflow: Bool)
        switch operation {
        case .add: result = left.addingReportingOverflow(right)
        case .subtract: result = left.subtractingReportingOverflow(right)
        case .multiply: result = left.multipliedReportingOverflow(by: right)
        case .divide, .remainder:
            if right == 0 { throw RuntimeMessages.divisionByZero }
            result = operation == .divide
                ? left.dividedReportingOverflow(by: right) : left.remainderReportingOverflow(dividingBy: right)
        default: throw mismatch(operation, .int(left), .int(right), expected: "numbers")
        }
        if result.overflow { throw RuntimeMessages.overflow("\(left) \(operation.rawValue) \(right)") }
        return .int(result.partialValue)
    }

    private static func compare(_ operation: Binary, _ lhs: Value, _ rhs: Value) throws(StreamError) -> Bool {
        let order: Int
        if let left = lhs.asDouble, let right = rhs.asDouble {
            order = left < right ? -1 : (left > right ? 1 : 0)
        } else if case .string(let left) = lhs, case .string(let right) = rhs {
            order = left < right ? -1 : (left > right ? 1 : 0)
        } else {
            throw mismatch(operation, lhs, rhs, expected: "two numbers or two strings")
        }
        switch operation {
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        default: return order >= 0
        }
    }

    private static func mismatch(_ operation: Binary, _ lhs: Value, _ rhs: Value, expected: String) -> StreamError {
        RuntimeMessages.typeError("cannot \(operation.verb) \(lhs.kindName) (\(lhs.literal)) and \(rhs.kindName) (\(rhs.literal)) with '\(operation.rawValue)': expected \(expected)")
    }
}

extension Value {
    var asDouble: Double? {
        switch self {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    /// `1 == 1.0` is true in the language, as a learner expects.
    func numericEquals(_ other: Value) -> Bool {
        if let left = asDouble, let right = other.asDouble { return left == right }
        return self == other
    }
}
