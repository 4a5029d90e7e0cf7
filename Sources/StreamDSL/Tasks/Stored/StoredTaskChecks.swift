import StreamLanguage
import StreamCore

/// Checking a task as a value (issue 18 §3) on a `BodyChecker`'s state: `NAME = task { … }`,
/// and `await NAME.value` and `cancel NAME` when `NAME` is a local of the body (an actor's
/// field, in a method) rather than a session task. A caseless enum, so the checker itself does
/// not grow (issue 16: no type over 30 members).
enum StoredTaskChecks {
    /// The task stored by `NAME = task { … }`, checked as a task started from this body is
    /// (it sees the body's names, captured); its lane takes the name it is stored in.
    static func compileTask(_ declaration: TaskDeclaration, _ context: BodyContext, _ checker: inout BodyChecker) -> TaskPlan? {
        var child = context.child(detached: declaration.detached)
        return checker.compileTask(declaration, &child)
    }

    /// `await NAME.value` of a local: the local is read when the step runs.
    static func compileValue(_ name: Identifier, _ context: BodyContext, _ checker: inout BodyChecker) -> AwaitPlan? {
        guard context.lookup(name.name) != nil else { return nil }
        return checker.expression(Expr(kind: .identifier(name.name), range: name.range), context).map { .storedTaskValue($0) }
    }

    /// `cancel NAME` of a local: cancels the task it holds (`nil`: nothing).
    static func compileCancel(_ name: Identifier, _ context: BodyContext, _ checker: inout BodyChecker) -> StepPlan? {
        guard context.lookup(name.name) != nil else { return nil }
        return checker.expression(Expr(kind: .identifier(name.name), range: name.range), context).map { .cancelStored($0) }
    }

    /// Whether `name` is a local the body can see (so `.value` and `cancel` mean its task).
    static func isLocal(_ name: Identifier, _ context: BodyContext) -> Bool { context.lookup(name.name) != nil }
}
