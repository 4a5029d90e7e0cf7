import StreamCore

/// `async let a = f(args)`: a child task, kept by the frame it was declared in.
final class AsyncLetChild {
    let name: String
    let run: BodyRun
    init(name: String, run: BodyRun) {
        self.name = name
        self.run = run
    }
}

/// The awaits of milestone 2: a call, `t.value`, and an `async let`'s result.
enum StructuredAwaits {
    static func await(_ awaited: AwaitPlan, into local: String?, in run: BodyRun) -> BodyRun.Next {
        do throws(StreamError) {
            switch awaited {
            case .fetch, .continuation:
                return .proceed  // BodyRun.execute runs fetches and continuations
            case .call(let function, let arguments):
                return CallFrame.enter(function, arguments: try arguments.map(run.value), into: local, in: run)
            case .taskValue(let target):
                return awaitValue(of: target, into: local, in: run)
            case .child(let name):
                return awaitChild(name, into: local, in: run)
            case .actorCall(let actor, let method, let arguments):  // Milestone 3
                return ActorSteps.call(actor, method, arguments: try arguments.map(run.value), into: local, in: run)
            case .storedTaskValue(let stored):  // Issue 18 §3
                return awaitEnd(of: try StoredTasks.task(in: stored, of: run, for: ".value"), waiting: "await \(stored).value",
                                into: local, in: run)
            }
        } catch {
            return .thrown(error.message)
        }
    }

    /// `async let NAME = f(args)`: the child starts at once (enqueued off the main actor);
    /// its lane `task/NAME` is shown with `:set stages on`.
    static func startAsyncLet(_ name: String, _ function: FunctionSlot, arguments: [Value], in run: BodyRun) -> BodyRun.Next {
        var env = Environment()
        env.locals = Dictionary(uniqueKeysWithValues: zip(function.parameters, arguments).map { ($0, $1) })
        guard let child = run.host.startChild(named: (run.lane?.name ?? "task") + "/" + name, steps: function.steps,
                                              names: function.names, env: env, parent: run) else { return .proceed }
        run.frames[run.frames.count - 1].asyncLets.append(AsyncLetChild(name: name, run: child))
        return .proceed
    }

    /// `await a`: the child's result now if it has ended, else when it ends (its error is
    /// thrown here, not before). The wait is not cancellable itself: a cancel reaches the child.
    private static func awaitChild(_ name: String, into local: String?, in run: BodyRun) -> BodyRun.Next {
        guard let child = run.frames.reversed().lazy.flatMap(\.asyncLets).first(where: { $0.name == name }) else { return .proceed }
        return awaitEnd(of: child.run, waiting: "await \(name)", into: local, in: run)
    }

    /// `await t.value`: waits for `t` to end; rethrows its error; cancelling the waiter does
    /// not wake it. Inside `t` itself it waits for ever, with a note.
    private static func awaitValue(of name: String, into local: String?, in run: BodyRun) -> BodyRun.Next {
        guard case .async(.task(let slot, _))? = run.host.session?.names.lookup(name), let awaited = slot.run
        else { return .thrown(TaskNotes.taskNotMadeYet(name)) }
        if awaited === run, awaited.completion.outcome == nil {
            run.host.note(TaskNotes.waitsForItself(name), lane: run.lane)
            run.lane?.recorder.record(.suspended("await \(name).value"))
            return .suspend
        }
        return awaitEnd(of: awaited, waiting: "await \(name).value", into: local, in: run)
    }

    /// The awaited run's result now if it has ended, else the waiter suspends until it ends.
    static func awaitEnd(of awaited: BodyRun, waiting label: String, into local: String?, in run: BodyRun) -> BodyRun.Next {
        if let outcome = awaited.completion.outcome { return result(of: outcome, into: local, in: run) }
        run.lane?.recorder.record(.suspended(label))
        awaited.completion.whenDone.append { [weak run] outcome in
            guard let run else { return }
            run.place.submit(to: run.place.executor) { run.resume(with: result(of: outcome, into: local, in: run)) }
        }
        return .suspend
    }

    /// What an awaited task's end gives the awaiting step.
    static func result(of outcome: EventRecord.Kind, into local: String?, in run: BodyRun) -> BodyRun.Next {
        switch outcome {
        case .failure(let error): return .thrown(error.message)
        case .returned(let value):
            if let local { run.env.locals[local] = value }
        default:
            if let local { run.env.locals[local] = .null }
        }
        return .proceed
    }
}

extension TaskHost {
    /// Structured children may be many at one instant (a group of 10,000 children is
    /// ordinary), but not without end: a body adding children in a loop without end stops here.
    static let childrenPerInstant = 100_000

    /// A structured child (`async let`, a group's `add`): it runs off the main actor, is
    /// cancelled with its parent (or at once, when the parent already is), and draws on its
    /// own lane only with `:set stages on` (otherwise its `emit`s go to its parent's lane).
    func startChild(named name: String, steps: [StepPlan], names: ResolvedNames, env: Environment,
                    parent: BodyRun) -> BodyRun? {
        guard let session, mayStart(name, limit: Self.childrenPerInstant) else { return nil }
        let shown = session.settings.showStages
        let lane = shown ? StatementRunner.makeLane(name: name, role: .subscription, in: session)
            : session.recording.makeLane(name: name, role: .subscription, clock: clock)
        let run = BodyRun(role: .task(name: name, lane: lane, detached: true), steps: steps, names: names, env: env, host: self)
        run.structured.emitLane = shown ? nil : (parent.structured.emitLane ?? parent.lane)
        if shown { session.recording.register(lane) }
        // Ended children are dropped now and then, not one by one (a group of 10,000 would be quadratic).
        if parent.structured.children.count >= 1_024, parent.structured.children.count.isMultiple(of: 1_024) {
            parent.structured.children.removeAll { $0.isFinished }
        }
        parent.structured.children.append(run)
        if parent.isCancelled { run.cancel() }
        run.place.submit(to: run.place.executor) { run.start() }
        return run
    }
}
