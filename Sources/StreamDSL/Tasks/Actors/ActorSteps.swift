import StreamCore

/// Running what reaches an actor (issue 18 milestone 3): a method call (a field read is a
/// call of its getter) runs in the calling task, on the actor's serial executor, and hops
/// back when it returns or throws; a `func … on main` runs on the main actor the same way.
///
/// Jobs are instants, so the actor is held across time only by `work` in a method: a caller
/// whose hop arrives meanwhile waits (not cancellable), and calls run in the order their
/// hops were enqueued. A method's suspension (`fetch`, `sleep`, a call elsewhere) lets the
/// actor go, so another call may run in between: reentrancy.
///
/// A method reads and writes its actor's fields by bare name: they are copied into the
/// run's locals before each of its steps and back after it, so a caller that resumes after
/// a suspension sees what others wrote meanwhile.
enum ActorSteps {
    static func call(_ actor: ActorSlot, _ method: FunctionSlot, arguments: [Value], into local: String?,
                     in run: BodyRun) -> BodyRun.Next {
        guard let state = actor.state else { return .thrown("actor \(actor.name) is not made yet") }
        let depth = run.frames.count
        let next = CallFrame.enter(method, arguments: arguments, into: local, in: run)
        guard run.frames.count > depth, case .call(let frame) = run.frames[run.frames.count - 1].kind else { return next }
        frame.actor = state
        for (field, value) in state.fields { run.env.locals[field] = value }
        isolate(run, on: state.executor)
        return next
    }

    /// The call frame just pushed runs on `executor`: the run hops there (a suspension point)
    /// unless it is there already, and hops back to where it was when the frame is left.
    static func isolate(_ run: BodyRun, on executor: TaskExecutor) {
        let last = run.frames.count - 1
        run.frames[last].exit = run.place.executor
        if executor !== run.place.executor { run.place.hop(to: executor) }
    }

    // MARK: Fields

    /// Before a step: the innermost call is an actor's method, whose fields are read now.
    static func fieldsBeforeStep(_ run: BodyRun) -> CallFrame? {
        guard run.structured.callDepth > 0, let frame = innermostCall(run), let state = frame.actor else { return nil }
        for (field, value) in state.fields { run.env.locals[field] = value }
        return frame
    }

    /// After the step: what it wrote to the fields goes to the actor, unless the step entered
    /// another call (its locals are the callee's now) or left this one.
    static func fieldsAfterStep(_ run: BodyRun, _ frame: CallFrame?) {
        guard let frame, let state = frame.actor, innermostCall(run) === frame else { return }
        for field in state.fields.keys {
            if let value = run.env.locals[field] { state.fields[field] = value }
        }
    }

    private static func innermostCall(_ run: BodyRun) -> CallFrame? {
        for frame in run.frames.reversed() {
            if case .call(let call) = frame.kind { return call }
        }
        return nil
    }
}

/// `actor NAME { … }` when its statement acts: the name is bound, and the actor made with its
/// fields' initial values and an executor of its own (a redefined actor is a new one; tasks
/// made earlier keep calling the old one).
enum ActorDeclarations {
    static func declare(_ slot: ActorSlot, runner: inout StatementRunner) -> () -> Void {
        runner.accept(slot.name, .async(.actor(slot)))
        let host = TaskHost(session: runner.session)
        return {
            var values: [String: Value] = [:]
            for field in slot.fields { values[field.name] = (try? host.lower(field.initial, names: ResolvedNames())(Environment())) ?? .null }
            slot.state = ActorState(name: slot.name, fields: values, pool: host.executors.pool)
        }
    }
}
