import StreamCore
import StreamLanguage

/// `min by EXPR`, `max by EXPR` and their try… forms: EXPR is Swift's `areInIncreasingOrder`
/// with `x` its first argument and `prev` its second, true when x comes before prev
/// (`min by x < prev` is `min()`, `max by x < prev` is `max()`). Combine calls it with the new
/// value first for min and with the kept value first for max; StreamCore's stage does the same.
/// (On the registry: only `min by` and `max by` use it.)
extension OperatorRegistry {
    /// Checks EXPR with `x` and `prev` in scope; an expression that can never be a Bool
    /// (`x - prev`) is a located error, since the ordering answers a yes-or-no question.
    static func orderingCondition(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                                  _ context: OperatorContext, throwing: Bool = false) -> CheckedArguments? {
        guard let condition = arguments.expression(after: .by) else { return checks.missingArgument(context) }
        if let kind = evidentlyNotBool(condition) {
            checks.report(Diagnostic(.invalidValue("\(context.name) by needs a condition: true when x comes before prev"),
                              at: condition.range, label: "this is \(kind), not a Bool; for example x < prev"))
            return nil
        }
        var scope = throwing ? context.throwingValueScope : context.valueScope
        scope.hasPrev = true
        return checks.compiler.expressions.check(condition, scope: scope).map { CheckedArguments(expression: $0) }
    }

    /// What `expr` is when its shape alone shows it is not a Bool (a literal, arithmetic, a
    /// tuple); nil when it may be one (a comparison, a name, a call, a choice that may be).
    static func evidentlyNotBool(_ expr: Expr) -> String? {
        switch expr.kind {
        case .integer, .decimal: return "a number"
        case .string: return "a string"
        case .nil: return "nil"
        case .tuple: return "a tuple"
        case .array: return "an array"
        case .unary(.negate, _): return "a number"
        case .binary(let op, _, _) where [.add, .subtract, .multiply, .divide, .remainder].contains(op):
            return op == .add ? "a sum" : "a number"
        case .conditional(_, let then, let otherwise):
            guard let first = evidentlyNotBool(then), evidentlyNotBool(otherwise) != nil else { return nil }
            return first
        default: return nil
        }
    }
}

extension PlanInstantiator {
    /// The ordering closure of `min by`/`max by`, given the environment it runs in.
    static func order(_ body: @escaping CompiledExpression, _ name: String) -> (Environment) -> ValueOrder {
        { env in { first, second throws(StreamError) in try truth(body(env.with(x: first, prev: second)), name) } }
    }
}

extension SwiftOperatorWriter {
    /// `.min { x, prev in BODY }`: Swift's `min(by:)` with its two arguments named as in StreamLab.
    func ordering(_ upstream: SwiftPublisher, _ name: String, _ arguments: OperatorArguments,
                  throwing: Bool = false) throws(SwiftExportSkip) -> SwiftPublisher {
        let body = try expression(arguments.expression(after: .by), x: upstream.output, prev: upstream.output)
        guard body.type == .bool || body.type == nil else { throw .noSingleSwiftType("\(name) with a condition that is not a Bool") }
        return upstream.then(closure(name, "x, prev", body), failure: throwing ? .any : upstream.failure)
    }
}
