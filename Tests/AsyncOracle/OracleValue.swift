/// A value as the oracle prints it: StreamLab's JSON for values (an integer, or an array for
/// a chunk, a `zip` pair or a `combineLatest` pair, as StreamLab prints tuples; a task's
/// strings and booleans as JSON strings and booleans).
enum OracleValue: Sendable, Equatable {
    case int(Int)
    case list([OracleValue])
    case string(String)
    case bool(Bool)
    /// Issue 20: an optional's `nil` (`min()` of an empty sequence, `first(where:)` finding none).
    case null

    var json: String {
        switch self {
        case .int(let number): String(number)
        case .list(let items): "[" + items.map(\.json).joined(separator: ",") + "]"
        case .string(let text): "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .bool(let flag): String(flag)
        case .null: "null"
        }
    }
}

/// How a lane's element becomes an `OracleValue`.
protocol OracleValueConvertible {
    var oracleValue: OracleValue { get }
}

extension Int: OracleValueConvertible {
    var oracleValue: OracleValue { .int(self) }
}

/// Issue 20: loops over strings (lesson 26's quote states).
extension String: OracleValueConvertible {
    var oracleValue: OracleValue { .string(self) }
}

extension Array: OracleValueConvertible where Element == Int {
    var oracleValue: OracleValue { .list(map(OracleValue.int)) }
}

/// `zip` and `combineLatest` pairs.
struct Pair: OracleValueConvertible {
    let first: Int
    let second: Int
    init(_ pair: (Int, Int)) { (first, second) = pair }
    var oracleValue: OracleValue { .list([.int(first), .int(second)]) }
}
