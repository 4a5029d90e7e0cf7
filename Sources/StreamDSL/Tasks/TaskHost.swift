import StreamCore

/// What a running body does to the session: starts and cancels tasks by name, sets
/// properties, sends, yields and finishes, and writes notes. Held by every `BodyRun`; it
/// holds the session weakly (the session's clock holds the runs).
final class TaskHost {
    weak var session: Session?
    let clock: VirtualClock

    init(session: Session) {
        self.session = session
        clock = session.runtime.clock
    }

    /// The executor a task runs on: the main actor, or (detached) the cooperative pool.
    /// A job runs at this instant once what runs now returns (a statement, a timer, another
    /// job), before the next scheduled action, in the order jobs were enqueued
    /// (see docs/CONCURRENCY-SEMANTICS.md).
    func enqueue(detached: Bool, _ job: @escaping () -> Void) {
        executor(detached: detached).submit(TaskExecutor.Job(run: job, waits: { _ in }), clock: clock)
    }

    // Milestone 3:
    /// Where a task starts: the main actor, or (detached) the cooperative pool.
    func executor(detached: Bool) -> TaskExecutor {
        detached ? executors.pool : executors.main
    }

    /// The clock's executors, with the pool's size as `:set pool` says now.
    var executors: TaskExecutors {
        let executors = clock.executors
        if let threads = session?.settings.poolThreads { executors.poolThreads = threads }
        return executors
    }

    func lower(_ expression: CheckedExpression, names: ResolvedNames) -> CompiledExpression {
        guard let session else { return { _ in .null } }
        // Not `session.runtime.instantiator`: building its closures cost more than most of a
        // body's expressions cost to run (a step's expression is lowered each time it runs).
        return PlanInstantiator.lower(expression, names: names, members: session.runtime.members)
    }

    func note(_ text: String, lane: Lane?) { session?.runtime.addNote(text, lane: lane) }

    // MARK: Tasks

    /// A new task for `plan`, its lane shown, enqueued on its executor. `env` is what its
    /// body captures (the enclosing body's locals and `x`).
    @discardableResult
    func makeTask(_ plan: TaskPlan, capturing env: Environment, lane: Lane) -> BodyRun {
        var captured = Environment()
        captured.x = env.x
        captured.locals = env.locals
        let run = BodyRun(role: .task(name: plan.name, lane: lane, detached: plan.detached), steps: plan.steps,
                          names: plan.names, env: captured, host: self)
        session?.recording.register(lane)
        run.place.submit(to: run.place.executor) { run.start() }
        return run
    }

    /// How many tasks bodies may start at one instant: a `didSet` whose task sets the same
    /// property again would otherwise start tasks without end at one instant, until the
    /// memory bound stops the run many seconds later.
    static let tasksPerInstant = 1_000
    private var startsAtInstant: (time: VirtualTime, count: Int) = (.min, 0)

    /// Counts a start at this instant; false (with a note, once) past ``tasksPerInstant``.
    func mayStart(_ name: String, limit: Int = TaskHost.tasksPerInstant) -> Bool {
        if startsAtInstant.time != clock.now { startsAtInstant = (clock.now, 0) }
        startsAtInstant.count += 1
        if startsAtInstant.count == limit + 1 {
            note(TaskNotes.tooManyTasks(name, limit: limit, at: clock.now), lane: nil)
        }
        return startsAtInstant.count <= limit
    }

    /// `task u { … }` as a step: the new task takes the name `u` (its earlier lanes are
    /// numbered, `u (1)`, as redefined lanes are).
    @discardableResult
    func startTask(_ plan: TaskPlan, capturing env: Environment) -> BodyRun? {
        guard let session, mayStart(plan.name) else { return nil }
        let lane = StatementRunner.makeLane(name: plan.name, role: .subscription, in: session)
        let slot = TaskSlot()
        let run = makeTask(plan, capturing: env, lane: lane)
        slot.run = run
        session.names.define(plan.name, .async(.task(slot, lane: lane)))
        return run
    }

    /// `cancel u` as a step: the newest task (or subscription, or loop) named `u`, if any.
    func cancel(named name: String) {
        session?.names.lookup(name)?.cancellable?.cancel()
    }

    // MARK: Statements as steps

    func set(_ target: BoundName, property: String, path: String, to value: Value) throws(StreamError) {
        guard case .object(let object) = target.binding else { return }
        guard !object.isReleased else {
            session?.recording.emit(RuntimeNotes.notSetAfterRelease(path, object: object.name))
            return
        }
        // Issue 18: `property` may be a path through held objects (`child.text`).
        try ObjectPaths.set(ObjectPaths.members(property), of: object, written: path, to: value)
    }

    func send(_ value: Value, to target: BoundName) {
        guard let subject = target.binding.subject else { return }
        if subject.completion == nil { target.binding.lane?.recorder.record(.value(value)) }
        subject.send(value)
    }

    func yield(_ value: Value, to target: BoundName) {
        guard case .async(.stream(let stream, let lane)) = target.binding else { return }
        if stream.termination == nil { lane.recorder.record(.value(value)) }
        stream.yield(value)
    }

    func finish(_ target: BoundName) {
        switch target.binding {
        case .async(.stream(let stream, let lane)):
            if stream.termination == nil { lane.recorder.record(.finished) }
            stream.finish()
        case .async(.channel(let channel, let lane)):
            if !channel.isFinished { lane.recorder.record(.finished) }
            channel.finish()
        default:
            break
        }
    }
}
