import StreamCore

/// Running a call: the function's body runs in the calling task, with its parameters as
/// locals (an `on main` one on the main actor, an actor's method on its actor: ActorSteps).
extension BodyRun {
    func call(_ function: FunctionSlot, arguments: [Value], into local: String?) -> Next {
        guard callDepth < FunctionSlot.maxCallDepth else {
            host.note(TaskNotes.callsTooDeep(function.name, depth: FunctionSlot.maxCallDepth), lane: lane)
            // Swift would overflow its stack: not an error a `catch` could handle.
            end(.failure(StreamError(TaskNotes.callsTooDeepError(function.name))))
            return .proceed
        }
        callDepth += 1
        let frame = CallFrame(function: function.name, callerLocals: env.locals, callerX: env.x, callerNames: names, into: local)
        names = function.names
        env.locals = Dictionary(uniqueKeysWithValues: zip(function.parameters, arguments).map { ($0, $1) })
        env.x = nil
        frames.append(Frame(steps: function.steps, kind: .call(frame)))
        if function.onMain { ActorSteps.isolate(self, on: host.executors.main) }  // Milestone 3
        return .proceed
    }

    /// Leaving a call (returned or thrown): the caller's locals come back.
    func leaveCall(_ frame: CallFrame, result: Value?) {
        callDepth -= 1
        env.locals = frame.callerLocals
        env.x = frame.callerX
        names = frame.callerNames
        if let into = frame.into { env.locals[into] = result ?? .null }
    }
}
