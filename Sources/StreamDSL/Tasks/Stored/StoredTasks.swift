import StreamCore

/// A task as a value (issue 18 §3): `loading = task { … }` starts the task and stores it in
/// a local (in an actor's method, a field), as Swift's `loading = Task { … }` does; then
/// `await loading.value` waits for its result and `cancel loading` cancels it.
///
/// The task's lane is named after the name it is stored in, numbered as redefined lanes are
/// when the name is used again (`loading (1)`, … the newest `loading`). Storing it defines no
/// session name: only what holds the value reaches the task.
enum StoredTasks {
    /// The kind a stored task's `ValueReference` says (`<task loading>`).
    static let kind = "task"

    /// `NAME = task { … }`: the task is made and enqueued as a `task` step's is; the local
    /// holds it from now on (nothing is stored past the per-instant start limit).
    static func store(_ plan: TaskPlan, into local: String, in run: BodyRun) {
        guard let session = run.host.session, run.host.mayStart(plan.name) else { return }
        let lane = StatementRunner.makeLane(name: plan.name, role: .subscription, in: session)
        let task = run.host.makeTask(plan, capturing: run.env, lane: lane)
        ContinuationSteps.capture(run.continuationState.inScope, steps: plan.steps, into: task)
        run.env.locals[local] = .reference(ValueReference(kind: kind, name: plan.name, target: task))
    }

    /// The task `local` holds, for `.value`; anything else is an error the awaiting task throws.
    static func task(in local: CheckedExpression, of run: BodyRun, for use: String) throws(StreamError) -> BodyRun {
        let value = try run.value(local)
        guard case .reference(let reference) = value, let task = reference.target as? BodyRun else {
            throw notATask(value, in: local.description, use: use)
        }
        return task
    }

    /// `cancel NAME` of a local: `loading?.cancel()`, so `nil` does nothing.
    static func cancel(_ local: CheckedExpression, in run: BodyRun) throws(StreamError) {
        if try run.value(local) == .null { return }
        try task(in: local, of: run, for: "cancel").cancel()
    }

    /// `'n' holds an integer (3), not a task: await n.value waits for a task (n = task { … })`.
    static func notATask(_ value: Value, in name: String, use: String) -> StreamError {
        let held = value == .null ? "nil" : "\(value.kindName) (\(value.literal))"
        let what = use == "cancel" ? "cancel \(name) cancels" : "await \(name).value waits for"
        return StreamError("'\(name)' holds \(held), not a task: \(what) a task (\(name) = task { … })")
    }
}
