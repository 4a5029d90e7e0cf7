import StreamLanguage
import StreamCore

/// Checking `func` statements and calls (`await f(args)`, `async let a = f(args)`).
extension BodyChecker {
    mutating func compileFunctionStatement(_ declaration: FunctionDeclaration) -> StatementPlan? {
        let name = declaration.name
        if Builtin.named(name.name) != nil {
            statements.report(Diagnostic(DiagnosticMessages.functionNamedLikeBuiltin(name.name), at: name.range,
                                         label: "choose another name"))
            return nil
        }
        guard statements.isFree(name) else { return nil }
        var parameters: [String] = []
        var failed = false
        for parameter in declaration.parameters {
            if parameters.contains(parameter.name) || parameter.name == "x" || parameter.name == "isCancelled" {
                statements.report(Diagnostic(DiagnosticMessages.localRedeclared(parameter.name), at: parameter.range,
                                             label: "choose another name"))
                failed = true
            }
            parameters.append(parameter.name)
        }
        let slot = FunctionSlot(name: name.name, parameters: parameters, onMain: declaration.onMain)
        // Named before its body is checked, so the body may call it (recursion).
        statements.pipelines.pending[name.name] = .some(.async(.function(slot)))
        var context = BodyContext(kind: .task(detached: false), hasX: false)
        context.scopes = [Dictionary(uniqueKeysWithValues: Set(parameters).map { ($0, LocalBinding.let) })]
        guard let steps = compileBody(declaration.body, &context), !failed else { return nil }
        slot.steps = steps
        slot.names = statements.pipelines.resolved
        return .declareFunction(slot)
    }

    /// The function a call names, with its arguments checked; nil after reporting.
    mutating func compileCall(_ name: Identifier, _ arguments: [Expr], _ context: BodyContext) -> (FunctionSlot, [CheckedExpression])? {
        let checked = arguments.compactMap { expression($0, context) }
        guard let binding = statements.pipelines.binding(name.name) else {
            statements.report(Diagnostic(DiagnosticMessages.notAFunction(name.name), at: name.range,
                                         label: Builtin.named(name.name) != nil ? "a built-in needs no await: let v = \(name.name)(…)" : nil))
            return nil
        }
        guard case .async(.function(let slot)) = binding else {
            statements.report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a function"), at: name.range))
            return nil
        }
        guard checked.count == arguments.count else { return nil }
        guard arguments.count == slot.parameters.count else {
            statements.report(Diagnostic(DiagnosticMessages.wrongArgumentCountForFunction(name.name, expected: slot.parameters.count,
                                                                                          got: arguments.count), at: name.range))
            return nil
        }
        return (slot, checked)
    }
}

extension StatementRunner {
    /// `func f(…) { … }`: the name is bound when the statement is accepted.
    mutating func declareFunction(_ slot: FunctionSlot) -> () -> Void {
        accept(slot.name, .async(.function(slot)))
        return {}
    }
}
