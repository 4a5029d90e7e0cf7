import StreamCore
import StreamLanguage

/// Which value names an expression may use where it stands.
package struct ExpressionScope: Equatable {
    var hasX = false
    var hasAcc = false
    /// `prev`, the previous value received (`removeDuplicates by`).
    var hasPrev = false
    /// The operator whose closure the expression is (`map`), named when `fail(…)` is refused.
    var operatorName: String?
    /// Whether `fail(…)` may throw here: only in the closures of `tryMap`, `tryFilter`, `tryScan`.
    var canThrow = false
    /// A body's local names visible here (`let r = …`), and whether `isCancelled` reads a task's flag.
    var locals: [String] = []
    var inTask = false

    static let topLevel = ExpressionScope()

    /// This scope with `x` bound to the current value (inside an operator or braces).
    var withValue: ExpressionScope {
        var scope = self
        scope.hasX = true
        return scope
    }
}

/// Checks syntax-tree expressions (names and calls) and lowers checked ones to closures.
///
/// An expression that uses neither `x` nor `acc` is evaluated at once: a type error such as
/// `1 + true` is then reported against the statement (which changes nothing) instead of
/// failing a stream later.
package struct ExpressionCompiler {
    /// Looks up `vm.text` (see `propertyRead`).
    package typealias MemberLookup = (_ dotted: String, _ range: SourceRange) -> Result<ObjectMemberReference, ObjectProblem>

    package var diagnostics: [Diagnostic] = []
    /// Where `vm.text` is looked up (see `propertyRead`).
    var members: MemberLookup?
    /// The properties read so far (`vm.text`), as they were found: a plan built later reads
    /// the same property even if its object was released since.
    var properties: [String: ObjectMemberReference] = [:]

    /// Checks `expr` in `scope`: nil after reporting its errors.
    package mutating func check(_ expr: Expr, scope: ExpressionScope) -> CheckedExpression? {
        guard let (compiled, usesValues) = compileNode(expr, scope: scope) else { return nil }
        guard !usesValues else { return CheckedExpression(expr: expr, scope: scope, constant: nil) }
        do throws(StreamError) {
            return CheckedExpression(expr: expr, scope: scope, constant: try compiled(.empty))
        } catch {
            diagnostics.append(Diagnostic(.invalidValue(error.message), at: expr.range))
            return nil
        }
    }

    /// The closure of a checked expression, made once when its plan is instantiated. An
    /// expression that no longer checks (an object released since) fails its stream.
    package static func lower(_ checked: CheckedExpression, members: MemberLookup?) -> CompiledExpression {
        if let constant = checked.constant { return { _ in constant } }
        var compiler = ExpressionCompiler(members: members)
        if let (compiled, _) = compiler.compileNode(checked.expr, scope: checked.scope) { return compiled }
        let message = compiler.diagnostics.first?.message ?? "the expression no longer checks"
        return { _ throws(StreamError) in throw StreamError(message) }
    }

    package mutating func compile(_ expr: Expr, scope: ExpressionScope) -> CompiledExpression? {
        guard let (compiled, usesValues) = compileNode(expr, scope: scope) else { return nil }
        guard !usesValues else { return compiled }
        do throws(StreamError) {
            let constant = try compiled(.empty)
            return { _ in constant }
        } catch {
            diagnostics.append(Diagnostic(.invalidValue(error.message), at: expr.range))
            return nil
        }
    }

    /// Evaluates a constant expression now (a value sent with `send`).
    package mutating func constant(_ expr: Expr) -> Value? {
        guard let compiled = compile(expr, scope: .topLevel) else { return nil }
        return try? compiled(.empty)
    }

    private mutating func compileNode(_ expr: Expr, scope: ExpressionScope) -> (CompiledExpression, Bool)? {
        switch expr.kind {
        case .integer(let number): return ({ _ in .int(number) }, false)
        case .decimal(let number): return ({ _ in .double(number) }, false)
        // A literal obeys the value limits too: a 5M-character string is refused, not sent.
        case .string(let text): return ({ _ throws(StreamError) in try ValueLimits.check(.string(text)) }, false)
        case .bool(let flag): return ({ _ in .bool(flag) }, false)
        case .nil: return ({ _ in .null }, false)
        case .identifier(let name):
            return identifier(name, expr.range, scope)
        case .tuple(let items), .array(let items):
            let isTuple = if case .tuple = expr.kind { true } else { false }
            guard let parts = compileAll(items, scope: scope) else { return nil }
            let closures = parts.map(\.0)
            return ({ env throws(StreamError) in
                var values: [Value] = []
                values.reserveCapacity(closures.count)
                for closure in closures { values.append(try closure(env)) }
                return try ValueLimits.list(values, tuple: isTuple)
            }, parts.contains { $0.1 })
        case .unary(let operation, let operand):
            guard let (inner, uses) = compileNode(operand, scope: scope) else { return nil }
            return operation == .negate
                ? ({ env throws(StreamError) in try ValueOperations.negate(inner(env)) }, uses)
                : ({ env throws(StreamError) in try ValueOperations.not(inner(env)) }, uses)
        case .binary(let operation, let left, let right):
            let lhs = compileNode(left, scope: scope)
            let rhs = compileNode(right, scope: scope)
            guard let (l, lu) = lhs, let (r, ru) = rhs else { return nil }
            let op = ValueOperations.Binary(rawValue: operation.rawValue)!
            if op == .and || op == .or {
                // Short-circuit, as a learner expects from && and ||.
                return ({ env throws(StreamError) in
                    let first = try l(env)
                    if case .bool(let flag) = first, flag == (op == .or) { return first }
                    return try ValueOperations.apply(op, first, r(env))
                }, lu || ru)
            }
            return ({ env throws(StreamError) in try ValueOperations.apply(op, l(env), r(env)) }, lu || ru)
        case .tupleElement(let base, let index):
            guard let (inner, uses) = compileNode(base, scope: scope) else { return nil }
            return ({ env throws(StreamError) in try Self.element(of: inner(env), at: .int(index)) }, uses)
        case .subscripted(let base, let indexExpr):
            let baseNode = compileNode(base, scope: scope)
            let indexNode = compileNode(indexExpr, scope: scope)
            guard let (inner, bu) = baseNode, let (index, iu) = indexNode else { return nil }
            return ({ env throws(StreamError) in try Self.element(of: inner(env), at: index(env)) }, bu || iu)
        case .conditional(let condition, let then, let otherwise):
            let parts = (compileNode(condition, scope: scope), compileNode(then, scope: scope),
                         compileNode(otherwise, scope: scope))
            guard let (test, tu) = parts.0, let (yes, yu) = parts.1, let (no, nu) = parts.2 else { return nil }
            return ({ env throws(StreamError) in
                let chosen = try test(env)
                guard case .bool(let flag) = chosen else { throw RuntimeMessages.notACondition("'?'", chosen) }
                return try flag ? yes(env) : no(env)
            }, tu || yu || nu)
        case .call(let name, let arguments) where name.name == "fail":
            return throwing(name, arguments, expr.range, scope)
        case .call(let name, let arguments):
            guard let builtin = Builtin.named(name.name) else {
                let suggestion = Suggestions.didYouMean(name.name, among: Builtin.all.map(\.name))
                diagnostics.append(Diagnostic(.unknownFunction(name.name), at: name.range,
                                              label: suggestion ?? "functions: " + Builtin.all.map(\.name).joined(separator: ", ")))
                return nil
            }
            guard builtin.arity.contains(arguments.count) else {
                let expected = builtin.arity.count == 1 ? "\(builtin.arity.lowerBound)" : "\(builtin.arity.lowerBound) or more"
                diagnostics.append(Diagnostic(.wrongArgumentCount(builtin.name, expected: expected, got: arguments.count),
                                              at: expr.range, label: builtin.signature))
                return nil
            }
            guard let parts = compileAll(arguments, scope: scope) else { return nil }
            let closures = parts.map(\.0)
            return ({ env throws(StreamError) in
                var values: [Value] = []
                for closure in closures { values.append(try closure(env)) }
                return try builtin.apply(values)
            }, parts.contains { $0.1 })
        }
    }

    /// `fail(message)`: throws the message, failing the stream, where a throwing closure is
    /// allowed. It counts as using the value, so it is never evaluated while compiling.
    private mutating func throwing(_ name: Identifier, _ arguments: [Expr], _ range: SourceRange,
                                   _ scope: ExpressionScope) -> (CompiledExpression, Bool)? {
        guard scope.canThrow else {
            diagnostics.append(Diagnostic(.cannotFail(scope.operatorName), at: range,
                                          label: DiagnosticMessages.labelOnlyTryOperatorsThrow))
            return nil
        }
        guard arguments.count == 1 else {
            diagnostics.append(Diagnostic(.wrongArgumentCount("fail", expected: "1", got: arguments.count),
                                          at: range, label: "fail(message)"))
            return nil
        }
        guard let (message, _) = compileNode(arguments[0], scope: scope) else { return nil }
        return ({ env throws(StreamError) in throw StreamError(try message(env).description) }, true)
    }

    private mutating func compileAll(_ items: [Expr], scope: ExpressionScope) -> [(CompiledExpression, Bool)]? {
        var parts: [(CompiledExpression, Bool)] = []
        var failed = false
        for item in items {
            if let part = compileNode(item, scope: scope) { parts.append(part) } else { failed = true }
        }
        return failed ? nil : parts
    }

    private mutating func identifier(_ name: String, _ range: SourceRange, _ scope: ExpressionScope) -> (CompiledExpression, Bool)? {
        switch name {
        case "x" where scope.hasX:
            return ({ env in env.x ?? .null }, true)
        case "acc" where scope.hasAcc:
            return ({ env in env.acc ?? .null }, true)
        case "prev" where scope.hasPrev:
            return ({ env in env.prev ?? .null }, true)
        case "x", "acc", "prev":
            let label = switch name {
            case "x": DiagnosticMessages.labelXInsideOperators
            case "acc": DiagnosticMessages.labelAccInsideScan
            default: DiagnosticMessages.labelPrevInsideRemoveDuplicates
            }
            diagnostics.append(Diagnostic(.valueNameOutsideOperator(name), at: range, label: label))
            return nil
        case _ where scope.locals.contains(name):
            return ({ env in env.locals[name] ?? .null }, true)
        case "isCancelled" where scope.inTask:
            return ({ env in .bool(env.isCancelled) }, true)
        case _ where name.contains("."):
            return propertyRead(name, range)
        default:
            let known = (scope.hasX ? ["x"] : []) + (scope.hasAcc ? ["acc"] : []) + (scope.hasPrev ? ["prev"] : [])
            let suggestion = Suggestions.didYouMean(name, among: known)
            diagnostics.append(Diagnostic(.unknownName(name), at: range,
                                          label: suggestion ?? "expressions can use x (the value)\(scope.hasAcc ? ", acc" : ""), literals and functions such as len(x)"))
            return nil
        }
    }

    package static func element(of container: Value, at index: Value) throws(StreamError) -> Value {
        guard case .int(let position) = index else {
            throw RuntimeMessages.typeError("an index must be an integer, got \(index.kindName) (\(index.literal))")
        }
        switch container {
        case .tuple(let items), .array(let items):
            guard items.indices.contains(position) else {
                throw RuntimeMessages.trap("index \(position) is out of range for \(container.literal) (\(items.count) element(s))")
            }
            return items[position]
        case .string:
            // Swift's String has no integer subscript: text is indexed by String.Index.
            throw RuntimeMessages.typeError("a string (\(container.literal)) cannot be indexed by an integer")
        default:
            throw RuntimeMessages.typeError("cannot index \(container.kindName) (\(container.literal))")
        }
    }
}
