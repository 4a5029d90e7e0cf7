import StreamCore

/// Running a call: the function's body runs in the calling task, with its parameters as
/// locals (an `on main` one on the main actor, an actor's method on its actor: ActorSteps); leaving it (returned or thrown) brings the caller's locals back.
extension CallFrame {
    static func enter(_ function: FunctionSlot, arguments: [Value], into local: String?, in run: BodyRun) -> BodyRun.Next {
        guard run.structured.callDepth < FunctionSlot.maxCallDepth else {
            run.host.note(TaskNotes.callsTooDeep(function.name, depth: FunctionSlot.maxCallDepth), lane: run.lane)
            // Swift would overflow its stack: not an error a `catch` could handle.
            run.end(.failure(StreamError(TaskNotes.callsTooDeepError(function.name))))
            return .proceed
        }
        run.structured.callDepth += 1
        let frame = CallFrame(function: function.name, callerLocals: run.env.locals, callerX: run.env.x,
                              callerNames: run.names, into: local)
        run.names = function.names
        run.env.locals = Dictionary(uniqueKeysWithValues: zip(function.parameters, arguments).map { ($0, $1) })
        run.env.x = nil
        run.frames.append(BodyRun.Frame(steps: function.steps, kind: .call(frame)))
        if function.onMain { ActorSteps.isolate(run, on: run.host.executors.main) }  // Milestone 3
        return .proceed
    }

    /// Leaving the call (returned or thrown): the caller's locals come back.
    func leave(_ run: BodyRun, result: Value?) {
        run.structured.callDepth -= 1
        run.env.locals = callerLocals
        run.env.x = callerX
        run.names = callerNames
        if let into { run.env.locals[into] = result ?? .null }
    }
}
