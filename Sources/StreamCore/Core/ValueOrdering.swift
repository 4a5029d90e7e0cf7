/// Swift's `Comparable` for dynamic values: only integers, decimals and strings are
/// comparable, and only with values of their own kind (Swift compares no `Int` with a
/// `Double` or a `String`, and `Bool`, optionals, tuples and arrays are not `Comparable`).
extension Value {
    /// `lhs < rhs` for two values of one comparable kind; `nil` when Swift could not compare them.
    static func comparableLess(_ lhs: Value, _ rhs: Value) -> Bool? {
        switch (lhs, rhs) {
        case let (.int(left), .int(right)): return left < right
        case let (.double(left), .double(right)): return left < right
        case let (.string(left), .string(right)): return left < right
        default: return nil
        }
    }

    var isComparable: Bool {
        switch self {
        case .int, .double, .string: return true
        default: return false
        }
    }

    /// The Swift type a learner would have written for a value of this kind.
    var swiftTypeName: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .null: return "Optional"
        case .tuple: return "a tuple"
        case .array: return "Array"
        case .publisher: return "a publisher"
        case .reference(let reference): return reference.kind == "task" ? "Task" : "a " + reference.kind
        }
    }
}
