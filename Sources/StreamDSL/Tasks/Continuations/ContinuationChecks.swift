import StreamLanguage

/// Checking milestone 4's steps. A continuation's body, its `onCancel` and a callback are
/// closures that run at once: like a handler they cannot suspend, and a `throw` must be
/// caught inside them; they read the enclosing body's names but cannot change its `var`s
/// (the callback and `onCancel` escape; the body's changes would not reach the task).
/// `resume k` must stand inside the braces of `continuation k`, as Swift's `k` is the
/// closure's parameter. (A type of its own, so `BodyChecker` stays within the runtime's
/// size limit: each milestone's checks are their own.)
enum ContinuationChecks {
    static func compileContinuation(_ continuation: ContinuationExpr, _ context: BodyContext,
                                    in checker: inout BodyChecker) -> AwaitPlan? {
        checker.continuations.append(continuation.name.name)
        defer { checker.continuations.removeLast() }
        var bodyContext = closure(in: context, title: "a continuation body")
        let body = checker.compileBody(continuation.body, &bodyContext)
        var onCancel: [StepPlan]?
        var onCancelFailed = false
        if let handler = continuation.onCancel {
            var cancelContext = closure(in: context, title: "an onCancel body")
            onCancel = checker.compileBody(handler, &cancelContext)
            onCancelFailed = onCancel == nil
        }
        guard let body, !onCancelFailed else { return nil }
        return .continuation(ContinuationPlan(name: continuation.name.name, body: body, onCancel: onCancel))
    }

    static func compileCallback(after delay: DurationLiteral, _ body: Body, _ context: BodyContext,
                                in checker: inout BodyChecker) -> [StepPlan]? {
        var inner = closure(in: context, title: "a callback body")
        return checker.compileBody(body, &inner).map { [.callback(after: delay.milliseconds, $0)] }
    }

    static func compileResume(_ name: Identifier, _ value: ResumeValue, _ context: BodyContext,
                              in checker: inout BodyChecker) -> [StepPlan]? {
        let (written, throwing): (Expr, Bool) = switch value {
        case .returning(let expr): (expr, false)
        case .throwing(let expr): (expr, true)
        }
        let checked = checker.expression(written, context)
        guard checker.continuations.contains(name.name) else {
            reportNotAContinuation(name, in: &checker)
            return nil
        }
        return checked.map { [.resume(name.name, $0, throwing: throwing)] }
    }

    private static func reportNotAContinuation(_ name: Identifier, in checker: inout BodyChecker) {
        switch checker.statements.pipelines.binding(name.name) {
        case .async(.stream)?:
            checker.statements.report(Diagnostic(DiagnosticMessages.resumeOfStream(name.name), at: name.range,
                                      label: DiagnosticMessages.labelStreamContinuation))
        case let binding?:
            checker.statements.report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a continuation"),
                                      at: name.range, label: DiagnosticMessages.labelContinuationsInScope(checker.continuations)))
        case nil:
            let suggestions = Suggestions.closest(to: name.name, among: checker.continuations)
            checker.statements.report(Diagnostic(DiagnosticMessages.unknownContinuation(name.name), at: name.range,
                                      label: DiagnosticMessages.didYouMean(suggestions)
                                          ?? DiagnosticMessages.labelContinuationsInScope(checker.continuations)))
        }
    }

    /// The context of a closure that runs at once inside `context`'s body.
    private static func closure(in context: BodyContext, title: String) -> BodyContext {
        BodyContext(kind: .handler(title), hasX: context.hasX, scopes: context.scopes, captured: context.scopes.count)
    }
}
