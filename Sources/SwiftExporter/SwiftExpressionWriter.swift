import StreamDSL
import StreamLanguage
import SwiftSourceText
/// Translates the language's expressions into Swift expressions, inferring their types.
///
/// Only what means the same in Swift is translated: arithmetic that could trap in Swift
/// (a division by a value that may be 0) where StreamLab fails the stream, or a decimal
/// turned into text (the two format numbers differently), is a skip, never a guess.
package struct SwiftExpressionWriter {
    /// The types of `x`, `acc` and `prev` where they exist.
    var variables: [String: SwiftType] = [:]
    /// The Swift spelling of a name, where it is not the name itself (a body's locals, which
    /// are checked identifiers; `isCancelled` is `Task.isCancelled`).
    var spellings: [String: String] = [:]

    /// A translated expression; `throws` is true when it calls `fail(…)`.
    package typealias Written = SwiftWrittenExpression

    package func write(_ expr: Expr) throws(SwiftExportSkip) -> Written {
        switch expr.kind {
        case .integer(let value): return Written(code: String(value), type: .int)
        case .decimal(let value): return Written(code: "\(value)", type: .double)
        case .string(let text): return Written(code: SwiftSourceText.stringLiteral(text), type: .string)
        case .bool(let flag): return Written(code: flag ? "true" : "false", type: .bool)
        case .nil: return Written(code: "nil", type: .optional(.unknown))
        case .identifier(let name):
            guard let type = variables[name] else { throw .notTranslated("the name \(name) in an expression") }
            return Written(code: spellings[name] ?? name, type: type)
        case .tuple(let items):
            let written = try items.map { item throws(SwiftExportSkip) in try write(item) }
            let types = written.map { $0.type ?? .unknown }
            return Written(code: "(" + written.map(\.code).joined(separator: ", ") + ")", type: .tuple(types),
                           throwsError: written.contains(where: \.throwsError))
        case .array(let items):
            let written = try items.map { item throws(SwiftExportSkip) in try write(item) }
            var element = SwiftType.unknown
            for item in written {
                guard let joined = element.joined(with: item.type ?? .unknown) else {
                    throw .noSingleSwiftType("an array of mixed values")
                }
                element = joined
            }
            return Written(code: "[" + written.map(\.code).joined(separator: ", ") + "]", type: .array(element),
                           throwsError: written.contains(where: \.throwsError))
        case .unary(let operation, let operand):
            let inner = try write(operand)
            switch (operation, inner.type) {
            case (.negate, .int?), (.negate, .double?): return Written(code: "-" + inner.code, type: inner.type)
            case (.not, .bool?): return Written(code: "!" + inner.code, type: .bool)
            default: throw .noSingleSwiftType("'\(operation.rawValue)' on \(inner.type?.name ?? "fail")")
            }
        case .binary(let operation, let left, let right):
            return try binary(operation, try write(left), try write(right))
        case .tupleElement(let base, let index):
            let inner = try write(base)
            guard case .tuple(let items)? = inner.type, index < items.count else {
                throw .noSingleSwiftType(".\(index) of \(inner.type?.name ?? "fail")")
            }
            return Written(code: "\(inner.code).\(index)", type: items[index], throwsError: inner.throwsError)
        case .subscripted(let base, let index):
            // An index out of range is refused like a division by zero (see `ExportRun`).
            let container = try write(base), position = try write(index)
            guard case .array(let element)? = container.type, position.type == .int else {
                throw .noSingleSwiftType("[…] on \(container.type?.name ?? "fail") (Swift indexes arrays by Int only)")
            }
            return Written(code: "\(container.code)[\(position.code)]", type: element,
                           throwsError: container.throwsError || position.throwsError)
        case .call(let name, let arguments):
            return try call(name.name, try arguments.map { argument throws(SwiftExportSkip) in try write(argument) })
        case .conditional(let condition, let then, let otherwise):
            let test = try write(condition), yes = try write(then), no = try write(otherwise)
            guard test.type == .bool else { throw .noSingleSwiftType("a condition that is not a Bool") }
            var type: SwiftType?
            switch (yes.type, no.type) {
            case (nil, let other), (let other, nil): type = other
            case (let left?, let right?):
                guard let joined = left.joined(with: right) else {
                    throw .noSingleSwiftType("branches of \(left.name) and \(right.name)")
                }
                type = joined
            }
            return Written(code: "(\(test.code) ? \(yes.code) : \(no.code))", type: type,
                           throwsError: test.throwsError || yes.throwsError || no.throwsError)
        }
    }

    private func binary(_ operation: BinaryOperator, _ left: Written,
                        _ right: Written) throws(SwiftExportSkip) -> Written {
        let throwsError = left.throwsError || right.throwsError
        func result(_ code: String, _ type: SwiftType) -> Written {
            Written(code: "(\(code))", type: type, throwsError: throwsError)
        }
        let symbol = operation.rawValue
        switch operation {
        case .and, .or:
            guard left.type == .bool, right.type == .bool else { throw .noSingleSwiftType("'\(symbol)' on non-Bool values") }
            return result("\(left.code) \(symbol) \(right.code)", .bool)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            let (l, r, type) = try numeric(left, right, symbol)
            if operation != .equal && operation != .notEqual, !type.isComparable {
                throw .noSingleSwiftType("'\(symbol)' on \(type.name)")
            }
            guard type.isEquatable else { throw .noSingleSwiftType("'\(symbol)' on \(type.name)") }
            return result("\(l) \(symbol) \(r)", .bool)
        case .add where left.type == .string || right.type == .string:
            for side in [left, right] where side.type != .string {
                guard side.type == .int || side.type == .bool else {
                    throw .noCombineCounterpart("text + \(side.type?.name ?? "fail"): Swift and StreamLab write it differently")
                }
            }
            let l = left.type == .string ? left.code : "String(\(left.code))"
            let r = right.type == .string ? right.code : "String(\(right.code))"
            return result("\(l) + \(r)", .string)
        case .divide, .remainder:
            // A division by zero (or an overflow) fails the stream in StreamLab and stops a Swift
            // program: the exporter refuses a session where one happened (`ExportRun`).
            let (l, r, type) = try numeric(left, right, symbol)
            if operation == .remainder, type != .int { throw .noSingleSwiftType("'%' on \(type.name)") }
            guard type == .int || type == .double else { throw .noSingleSwiftType("'\(symbol)' on \(type.name)") }
            return result("\(l) \(symbol) \(r)", type)
        case .add, .subtract, .multiply:
            let (l, r, type) = try numeric(left, right, symbol)
            guard type == .int || type == .double else { throw .noSingleSwiftType("'\(symbol)' on \(type.name)") }
            return result("\(l) \(symbol) \(r)", type)
        }
    }

    /// Both sides as one numeric type (an Int beside a Double becomes a Double), or equal types.
    private func numeric(_ left: Written, _ right: Written,
                         _ symbol: String) throws(SwiftExportSkip) -> (String, String, SwiftType) {
        switch (left.type, right.type) {
        case (.int?, .double?): return ("Double(\(left.code))", right.code, .double)
        case (.double?, .int?): return (left.code, "Double(\(right.code))", .double)
        case (let l?, let r?):
            guard let joined = l.joined(with: r) else { throw .noSingleSwiftType("'\(symbol)' on \(l.name) and \(r.name)") }
            return (left.code, right.code, joined)
        default: throw .noSingleSwiftType("'\(symbol)' beside fail(…)")
        }
    }

    private func call(_ name: String, _ arguments: [Written]) throws(SwiftExportSkip) -> Written {
        let throwsError = arguments.contains(where: \.throwsError)
        let first = arguments.first
        switch (name, first?.type, arguments.count) {
        case ("fail", .string?, 1):
            return Written(code: "fail(\(first?.code ?? ""))", type: nil, throwsError: true)
        case ("len", .string?, 1), ("len", .array?, 1):
            return Written(code: "\(first?.code ?? "").count", type: .int, throwsError: throwsError)
        case ("upper", .string?, 1):
            return Written(code: "\(first?.code ?? "").uppercased()", type: .string, throwsError: throwsError)
        case ("lower", .string?, 1):
            return Written(code: "\(first?.code ?? "").lowercased()", type: .string, throwsError: throwsError)
        case ("abs", .double?, 1), ("abs", .int?, 1):
            return Written(code: "abs(\(first?.code ?? ""))", type: first?.type, throwsError: throwsError)
        case ("str", .int?, 1), ("str", .bool?, 1):
            return Written(code: "String(\(first?.code ?? ""))", type: .string, throwsError: throwsError)
        case ("str", .string?, 1):
            return first ?? Written(code: "", type: .string)
        case ("int", .double?, 1):
            return Written(code: "Int(\(first?.code ?? ""))", type: .int, throwsError: throwsError)
        case ("int", .int?, 1):
            return first ?? Written(code: "", type: .int)
        case ("min", .int?, 2...), ("max", .int?, 2...), ("min", .double?, 2...), ("max", .double?, 2...):
            guard arguments.allSatisfy({ $0.type == first?.type }) else {
                throw .noSingleSwiftType("\(name) of mixed values")
            }
            return Written(code: "Swift.\(name)(" + arguments.map(\.code).joined(separator: ", ") + ")",
                           type: first?.type, throwsError: throwsError)
        default:
            throw .noCombineCounterpart("\(name)(" + arguments.map { $0.type?.name ?? "fail" }.joined(separator: ", ") + ")")
        }
    }
}
