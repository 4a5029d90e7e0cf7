import StreamLanguage
import StreamCore

/// Checking `actor NAME { … }` and the awaits that reach an actor (`await cache.get(k)`,
/// `await cache.hits`), on a `BodyChecker`'s state. A caseless enum, so the checker itself
/// does not grow (issue 16: no type over 30 members).
enum ActorChecks {
    static func compileActor(_ declaration: ActorDeclaration, _ checker: inout BodyChecker) -> StatementPlan? {
        let name = declaration.name
        var failed = false
        func refuse(_ message: DiagnosticMessage, at range: SourceRange, label: String? = "choose another name") {
            checker.statements.report(Diagnostic(message, at: range, label: label))
            failed = true
        }
        if Builtin.named(name.name) != nil {
            refuse(DiagnosticMessages.actorNameTaken(name.name, is: "a built-in function of expressions"), at: name.range)
        } else if let binding = checker.statements.pipelines.binding(name.name), !isActor(binding) {
            // Redefining an actor is a notebook's redefinition; taking another kind's name is refused.
            refuse(DiagnosticMessages.actorNameTaken(name.name, is: binding.kindDescription), at: name.range)
        }
        guard checker.statements.isFree(name) else { return nil }
        var fields: [ActorSlot.Field] = []
        var scope: [String: LocalBinding] = [:]
        for field in declaration.fields {
            let initial = checker.statements.pipelines.expressions.check(field.initial, scope: ExpressionScope())
            if scope[field.name.name] != nil || reservedLocals.contains(field.name.name) {
                refuse(DiagnosticMessages.localRedeclared(field.name.name), at: field.name.range)
            }
            scope[field.name.name] = field.isVar ? .var : .let
            guard let initial else { failed = true; continue }
            fields.append(ActorSlot.Field(name: field.name.name, isVar: field.isVar, initial: initial))
        }
        let slot = ActorSlot(name: name.name, fields: fields)
        for method in declaration.methods {
            if scope[method.name.name] != nil || slot.method(method.name.name) != nil {
                refuse(DiagnosticMessages.localRedeclared(method.name.name), at: method.name.range)
            }
            slot.methods.append(FunctionSlot(name: name.name + "." + method.name.name, parameters: method.parameters.map(\.name),
                                             onMain: false))
        }
        for field in fields {
            let getter = FunctionSlot(name: name.name + "." + field.name, parameters: [], onMain: false)
            var read = ExpressionScope()
            read.locals = [field.name]
            getter.steps = checker.statements.pipelines.expressions.check(Expr(kind: .identifier(field.name), range: declaration.name.range),
                                                                          scope: read).map { [.returnValue($0)] } ?? []
            getter.names = checker.statements.pipelines.resolved
            slot.getters.append(getter)
        }
        // Named before the methods are checked, so a method may call its own actor.
        checker.statements.pipelines.pending[name.name] = .some(.async(.actor(slot)))
        for (method, function) in zip(declaration.methods, slot.methods) {
            var parameters: [String: LocalBinding] = [:]
            for parameter in method.parameters {
                if parameters[parameter.name] != nil || scope[parameter.name] != nil || reservedLocals.contains(parameter.name) {
                    refuse(DiagnosticMessages.localRedeclared(parameter.name), at: parameter.range)
                }
                parameters[parameter.name] = .let
            }
            var context = BodyContext(kind: .task(detached: false), hasX: false)
            context.scopes = [scope, parameters]
            context.actorFields = Set(fields.filter(\.isVar).map(\.name))
            guard let steps = checker.compileBody(method.body, &context) else { failed = true; continue }
            function.steps = steps
            function.names = checker.statements.pipelines.resolved
        }
        return failed ? nil : .declareActor(slot)
    }

    private static func isActor(_ binding: Binding) -> Bool { if case .async(.actor) = binding { true } else { false } }

    /// Names a field or parameter cannot take: they mean the value and the task's flag.
    private static let reservedLocals: Set<String> = ["x", "isCancelled", "error"]

    /// `await NAME.MEMBER(ARGS)` (arguments) or `await NAME.MEMBER` (a field; nil arguments).
    static func compileMemberAwait(_ actor: Identifier, member: String, arguments: [Expr]?, _ range: SourceRange,
                                   _ context: BodyContext, _ checker: inout BodyChecker) -> AwaitPlan? {
        let checked = (arguments ?? []).compactMap { checker.expression($0, context) }
        guard let binding = checker.statements.existing(actor) else { return nil }
        guard case .async(.actor(let slot)) = binding else {
            checker.statements.report(Diagnostic(DiagnosticMessages.notAnActor(actor.name, is: binding.kindDescription), at: actor.range))
            return nil
        }
        let found = arguments == nil ? slot.getter(member) : slot.method(member)
        guard let found else {
            let known = (arguments == nil ? slot.getters : slot.methods).map { String($0.name.dropFirst(slot.name.count + 1)) }
            let other = arguments == nil ? slot.method(member).map { _ in "a method: await \(actor.name).\(member)(…)" }
                : slot.getter(member).map { _ in "a field: await \(actor.name).\(member)" }
            checker.statements.report(Diagnostic(DiagnosticMessages.unknownActorMember(actor.name, member, method: arguments != nil), at: range,
                                                 label: other ?? Suggestions.didYouMean(member, among: known)))
            return nil
        }
        guard checked.count == (arguments ?? []).count else { return nil }
        guard checked.count == found.parameters.count else {
            checker.statements.report(Diagnostic(DiagnosticMessages.wrongArgumentCountForFunction(
                found.name, expected: found.parameters.count, got: checked.count), at: range))
            return nil
        }
        return .actorCall(slot, found, checked)
    }

    /// `hits = await …` inside a method: the await's result goes to a hidden local and the
    /// field is set from it after the await, so a write another caller made meanwhile is
    /// overwritten by this one (as Swift's assignment after the `await` does), not the reverse.
    static func awaitIntoField(_ plan: StepPlan, _ context: BodyContext, _ checker: inout BodyChecker) -> [StepPlan] {
        guard case .await(let awaited, let field?) = plan, context.actorFields.contains(field),
              context.lookup(field)?.level == 0 else { return [plan] }
        let hidden = "await " + field  // a space: no step can name it
        var scope = context.expressionScope
        scope.locals.append(hidden)
        let range = SourceRange(at: SourceLocation(offset: 0, line: 1, column: 1))
        guard let read = checker.statements.pipelines.expressions.check(Expr(kind: .identifier(hidden), range: range), scope: scope)
        else { return [plan] }
        return [.await(awaited, into: hidden), .bind(field, read)]
    }
}
