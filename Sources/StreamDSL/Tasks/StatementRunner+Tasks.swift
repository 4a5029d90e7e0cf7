import StreamCore

/// Running `task t { … }`, `didSet vm.p { … }` and a sink's body.
extension StatementRunner {
    /// The task is made, its name bound at acceptance, and enqueued on its executor when
    /// the statement acts: it starts once the statement (and what is already due) is done.
    mutating func startTask(_ plan: TaskPlan) -> () -> Void {
        let session = self.session
        let host = TaskHost(session: session)
        let lane = StatementRunner.makeLane(name: plan.name, role: .subscription, in: session)
        let slot = TaskSlot()
        accept(plan.name, .async(.task(slot, lane: lane)))
        return { slot.run = host.makeTask(plan, capturing: Environment(), lane: lane) }
    }

    func addDidSet(_ target: BoundName, property: String, _ handler: HandlerPlan) -> () -> Void {
        guard case .object(let object) = target.binding, let subject = object.property(property) else { return {} }
        let host = TaskHost(session: session)
        return {
            subject.didSet.append { value, oldValue in
                Self.runHandler(handler, x: value, locals: [DidSetBody.oldValue: oldValue], host: host)
            }
        }
    }

    /// A handler's steps, run to the end now with `x` the value (and a didSet's `oldValue`).
    static func runHandler(_ handler: HandlerPlan, x: Value, locals: [String: Value] = [:], host: TaskHost) {
        guard let session = host.session else { return }
        // A handler that feeds what runs it (a sink body sending to its own subject) would
        // nest until the stack overflows: the session's runner stops it at the nesting limit.
        session.recording.hooks.guarded(handler.title, limit: session.settings.maxNestedSets) {
            startHandler(handler, x: x, locals: locals, host: host)
        }
    }

    /// Runs a handler's body at once, to its end (the session's `HookRunner` calls it).
    static func startHandler(_ handler: HandlerPlan, x: Value, locals: [String: Value] = [:], host: TaskHost) {
        var env = Environment()
        env.x = x
        env.locals = locals
        BodyRun(role: .handler(title: handler.title), steps: handler.steps, names: handler.names, env: env, host: host).start()
    }
}

/// The task a top-level `task t` names: bound when the statement is accepted, filled in when
/// it acts (`at 300ms: task t { … }` binds `t` at once, and the task exists from 300ms).
package final class TaskSlot: Cancellable {
    var run: BodyRun?
    init(_ run: BodyRun? = nil) { self.run = run }  // Milestone 6: a future's task
    package func cancel() { run?.cancel() }
    package var isFinished: Bool { run?.isFinished ?? false }
}
