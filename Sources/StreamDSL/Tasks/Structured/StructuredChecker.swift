import StreamLanguage
import StreamCore

/// Checking milestone 2's steps: `await f(args)`, `await t.value`, `await a`, `async let`,
/// `group`, `add` and `cancelAll`.
extension BodyChecker {
    mutating func compileStructuredAwait(_ awaited: AwaitExpr, _ context: BodyContext) -> AwaitPlan? {
        switch awaited.kind {
        case .call(let name, let arguments):
            return compileCall(name, arguments, context).map { AwaitPlan.call($0.0, $0.1) }
        case .taskValue(let name):
            if StoredTaskChecks.isLocal(name, context) { return StoredTaskChecks.compileValue(name, context, &self) }  // Issue 18 §3
            // The task's own name is a task's too: `await t.value` inside `t` waits for ever.
            if name.name == context.ownTaskName { return .taskValue(name.name) }
            if case .async(.actor)? = statements.pipelines.binding(name.name) {  // Milestone 3: an actor's field `value`
                return ActorChecks.compileMemberAwait(name, member: "value", arguments: nil, awaited.range, context, &self)
            }
            guard let binding = statements.existing(name) else { return nil }
            guard case .async(.task) = binding else {
                statements.report(Diagnostic(DiagnosticMessages.notATask(name.name, is: binding.kindDescription), at: name.range))
                return nil
            }
            return .taskValue(name.name)
        case .child(let name):
            guard context.asyncLets.contains(name.name) else {
                statements.report(Diagnostic(DiagnosticMessages.notAnAsyncLet(name.name), at: name.range,
                                             label: DiagnosticMessages.labelAsyncLetExample))
                return nil
            }
            return .child(name.name)
        case .fetch, .fetchFailure, .continuation:
            return nil
        // Milestone 3:
        case .actorCall(let actor, let method, let arguments):
            return ActorChecks.compileMemberAwait(actor, member: method.name, arguments: arguments, method.range, context, &self)
        case .actorField(let actor, let field):
            return ActorChecks.compileMemberAwait(actor, member: field.name, arguments: nil, field.range, context, &self)
        }
    }

    mutating func compileStructuredStep(_ step: Step, _ context: inout BodyContext) -> StepPlan? {
        switch step.kind {
        case .asyncLet(let name, let function, let arguments):
            guard allowsSuspension("async let", at: step.range, context) else { return nil }
            let call = compileCall(function, arguments, context)
            if context.lookup(name.name) != nil || context.asyncLets.contains(name.name) || name.name == "x" {
                statements.report(Diagnostic(DiagnosticMessages.localRedeclared(name.name), at: name.range, label: "choose another name"))
                return nil
            }
            guard let call else { return nil }
            context.asyncLets.insert(name.name)
            return .asyncLet(name.name, call.0, call.1)
        case .group(let name, let body):
            guard allowsSuspension("group", at: step.range, context) else { return nil }
            var inner = context
            inner.groups.append(name.name)
            guard let steps = compileBody(body, &inner) else { return nil }
            return .group(name.name, body: steps)
        case .addChild(let name, let body):
            guard context.groups.contains(name.name) else {
                statements.report(Diagnostic(DiagnosticMessages.groupNotInScope("add", name.name), at: name.range,
                                             label: DiagnosticMessages.labelGroupScope))
                return nil
            }
            var child = context.child(detached: true)
            child.childTitle = "an add body"
            guard let steps = compileBody(body, &child) else { return nil }
            return .addChild(name.name, body: steps)
        case .cancelAll(let name):
            guard context.groups.contains(name.name) else {
                statements.report(Diagnostic(DiagnosticMessages.groupNotInScope("cancelAll", name.name), at: name.range,
                                             label: DiagnosticMessages.labelGroupScope))
                return nil
            }
            return .cancelAll(name.name)
        default:
            return nil
        }
    }
}
