import StreamCore
import StreamLanguage

/// `future [as t] { STEPS }` checked (issue 18 milestone 6): the task the future starts.
package struct FutureTaskPlan: Equatable {
    /// A main-actor task, as `Task { }` in the Future's closure (made in main-actor code) is.
    package let task: TaskPlan
    /// `future as t`: the task takes the session name `t`, so `cancel t` (from a
    /// `handleEvents cancel` hook, say) reaches it. A plain `future { }`'s task takes no name;
    /// its lane is `future`.
    package let named: Bool
}

/// Checking `future [as t] { STEPS }`: the steps are a task's body (they may suspend), with
/// `x` the outer value inside braces; the name may be new or a task's, as `task u` in a body.
enum FutureBridgeChecks {
    /// The lane of a `future { }` whose task has no name.
    static let unnamedLane = "future"

    static func compile(name: Identifier?, body: Body, at range: SourceRange, scope: ExpressionScope,
                        in compiler: inout PipelineCompiler) -> PublisherPlan? {
        if let name, !nameIsFree(name, in: &compiler) { return nil }
        var statements = StatementCompiler(scope: compiler.namesInScope, source: "")
        if let runTime = compiler.runTime { statements.runTime = runTime }
        let declaration = TaskDeclaration(name: name ?? Identifier(unnamedLane, range: range), detached: false,
                                          body: body, time: nil, range: range)
        let task = statements.checkingBodies { checker in
            var context = BodyContext(kind: .task(detached: false), hasX: scope.hasX)
            return checker.compileTask(declaration, &context)
        }
        for diagnostic in statements.diagnostics { compiler.report(diagnostic) }
        guard let task else { return nil }
        return .futureTask(FutureTaskPlan(task: task, named: name != nil))
    }

    /// `q = … future as q { … } …`, `future as s { … } | sink as s`: the name the statement
    /// declares cannot also name a task of its own futures (whose start would take it).
    static func leaves(_ name: Identifier, to pipeline: Pipeline, in statements: inout StatementCompiler) -> Bool {
        guard let taken = taskNames(in: pipeline).first(where: { $0.name == name.name }) else { return true }
        statements.report(Diagnostic(.declaredTwice(name.name), at: taken.range,
                                     label: DiagnosticMessages.labelOneDeclarationPerStatement))
        return false
    }

    /// The names of the futures' tasks a pipeline makes, inner pipelines included.
    static func taskNames(in pipeline: Pipeline) -> [Identifier] {
        taskNames(in: pipeline.source) + pipeline.operators.flatMap { stage in
            stage.arguments.flatMap { argument -> [Identifier] in
                switch argument {
                case .pipeline(let inner): taskNames(in: inner)
                case .publishers(let sources): sources.flatMap { taskNames(in: $0) }
                default: []
                }
            }
        }
    }

    private static func taskNames(in source: PipelineSource) -> [Identifier] {
        switch source.kind {
        case .futureTask(let name, _): name.map { [$0] } ?? []
        case .deferred(let inner), .parenthesized(let inner): taskNames(in: inner)
        case .conditional(_, let then, let otherwise): taskNames(in: then) + taskNames(in: otherwise)
        default: []
        }
    }

    /// `future as t`: `t` unbound, or a task's (a new future's task takes the name, as a new
    /// `task t` does); a subject, pipeline or anything else of that name is a located error.
    private static func nameIsFree(_ name: Identifier, in compiler: inout PipelineCompiler) -> Bool {
        if compiler.pending.index(forKey: name.name) != nil {
            compiler.report(Diagnostic(.declaredTwice(name.name), at: name.range,
                                       label: DiagnosticMessages.labelOneDeclarationPerStatement))
            return false
        }
        guard let binding = compiler.binding(name.name) else { return true }
        if case .async(.task) = binding { return true }
        compiler.report(Diagnostic(DiagnosticMessages.taskNameTaken(name.name, is: binding.kindDescription), at: name.range,
                                   label: DiagnosticMessages.labelPickAnotherName))
        return false
    }
}

/// Running the bridge: `Future { promise in Task { do { promise(.success(try await …)) }
/// catch { promise(.failure(error)) } } }`. Building the publisher is making the Future: its
/// task is enqueued on the main actor at once and runs once, however many subscribe. Its
/// end fulfils the promise: a returned value (`()` when it returns none: a
/// `Future<Void, Error>`), or its error. Cancelling a subscriber does not cancel the task.
enum FutureBridge {
    static func make(_ plan: FutureTaskPlan, capturing env: Environment, host: TaskHost) -> any Publisher {
        guard let session = host.session, host.mayStart(plan.task.name) else { return ImmediateCompletionPublisher(nil) }
        let lane = StatementRunner.makeLane(name: plan.task.name, role: .subscription, in: session)
        var captured = Environment()
        captured.x = env.x
        captured.locals = env.locals
        let run = BodyRun(role: .task(name: plan.task.name, lane: lane, detached: false), steps: plan.task.steps,
                          names: plan.task.names, env: captured, host: host)
        session.recording.register(lane)
        run.place.submit(to: run.place.executor) { [weak session] in
            // The task takes its name as it starts, not when the future is made: a cancel
            // hook that `switchToLatest` runs as the next future replaces this one still
            // finds this one's task (the Swift idiom's `task` captured per future).
            if plan.named, let session { takeName(plan.task.name, run: run, lane: lane, in: session) }
            run.start()
        }
        let future = PromiseFuture { promise in
            run.completion.whenDone.append { outcome in promise(result(of: outcome)) }
        }
        noteWorkGoingOn(of: future, run: run, lane: lane, plan: plan, host: host)
        return future
    }

    /// The task takes its name if it is still free or a task's: a name redefined since the
    /// future was checked (`f = deferred { future as t … }`, then `subject t`) stays the
    /// newer thing's, and a note says the task has none.
    private static func takeName(_ name: String, run: BodyRun, lane: Lane, in session: Session) {
        switch session.names.lookup(name) {
        case nil, .async(.task)?: session.names.define(name, .async(.task(TaskSlot(run), lane: lane)))
        case let other?: session.runtime.addNote(TaskNotes.futureNameTaken(name, is: other.kindDescription), lane: lane)
        }
    }

    /// What the task's end gives the promise.
    static func result(of outcome: EventRecord.Kind) -> Result<Value, StreamError> {
        switch outcome {
        case .returned(let value): .success(value)
        case .failure(let error): .failure(error)
        default: .success(.tuple([]))
        }
    }

    /// The first subscriber cancelled while the task runs (and nobody cancelled the task):
    /// a note says the work goes on, and how to stop it.
    private static func noteWorkGoingOn(of future: PromiseFuture, run: BodyRun, lane: Lane, plan: FutureTaskPlan,
                                        host: TaskHost) {
        future.subscriberCancelledWhileWaiting = { [weak future, weak run, weak lane] in
            guard let future, let run, !run.isFinished, !run.isCancelled else { return }
            future.subscriberCancelledWhileWaiting = nil
            host.note(TaskNotes.futureWorkGoesOn(plan.task.name, named: plan.named), lane: lane)
        }
    }
}

// Milestone 6:
extension TaskNotes {
    static func futureNameTaken(_ task: String, is kind: String) -> String {
        "\(task) is \(kind) now: the future's task keeps no name (cancel \(task) cannot reach it)"
    }

    /// A future's subscriber went away; its task did not (the note stands on the task's lane).
    static func futureWorkGoesOn(_ task: String, named: Bool) -> String {
        let fix = named ? "handleEvents cancel { cancel \(task) } does" : "future as t { … } | handleEvents cancel { cancel t } does"
        return "its subscriber was cancelled and the task goes on: cancelling a Future's subscriber does not cancel the Task that fulfils its promise (\(fix))"
    }
}
