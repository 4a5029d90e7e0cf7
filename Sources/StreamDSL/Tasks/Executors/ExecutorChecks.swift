import StreamLanguage

/// Checking `work D` and `on main { … }` (issue 18 milestone 3).
enum ExecutorChecks {
    /// `work` runs in tasks and in `on main`; a handler (`didSet`, sink) runs to its end inside
    /// the statement that triggered it, so its work would stop that statement: refused.
    static func compileWork(_ duration: DurationLiteral, at range: SourceRange, _ context: BodyContext,
                            in checker: inout BodyChecker) -> [StepPlan]? {
        if let handler = context.handlerTitle {
            checker.statements.report(Diagnostic(DiagnosticMessages.workInHandler(handler), at: range,
                                      label: DiagnosticMessages.labelStartATask))
            return nil
        }
        return [.work(duration.milliseconds)]
    }

    /// `on main { … }` is a closure (`MainActor.run`'s): it reads the body's names, declares its
    /// own, cannot change the body's `var`s (a `@Sendable` closure), and cannot suspend.
    static func compileOnMain(_ body: Body, at range: SourceRange, _ context: BodyContext,
                              in checker: inout BodyChecker) -> [StepPlan]? {
        guard checker.allowsSuspension("on main", at: range, context) else { return nil }
        var closure = context
        closure.captured = context.scopes.count
        closure.onMain = true
        return checker.compileBody(body, &closure).map { [.onMain($0)] }
    }
}
