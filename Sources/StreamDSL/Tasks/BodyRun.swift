import Marbles
import StreamCore

/// A body being run: a task's (it may suspend, be cancelled, and draws a lane) or a
/// handler's (`didSet`, sink: run at once, to the end). One interpreter for both, so a
/// step means the same wherever it stands.
///
/// Where it is, is a stack of frames (the enclosing blocks and their next step); an error
/// unwinds to the nearest `do` frame, whose `catch` steps then run with `error` set.
final class BodyRun: Cancellable {
    enum State: Equatable {
        /// Enqueued on its executor, not started yet.
        case enqueued
        case running
        case suspended
        // Milestone 3:
        /// In `work D`: running, holding its executor, until the work's end.
        case working
        case done
    }

    let role: BodyRole
    let host: TaskHost
    /// Where property reads resolve: the task's, or the function's being called.
    var names: ResolvedNames
    /// Set to `.done` by a trap (milestone 4) as well as by the body's end.
    var state: State = .enqueued
    /// `Task.isCancelled`: set by `cancel`, never cleared.
    private(set) var isCancelled = false
    var frames: [Frame]
    var env: Environment
    /// What a cancel does to the wait the run is suspended in.
    var waits = CancellableWait()
    /// How the run ended, and who waits for that.
    var completion = RunCompletion()
    /// Milestone 4: the continuations this run sees, keeps alive or waits on.
    var continuationState = ContinuationState()
    /// Where it runs (milestone 3): its executor, what its `work` holds, hops.
    private(set) lazy var place = RunPlace(run: self, executor: host.executor(detached: isDetached))
    /// Milestone 2: structured children, the lane `emit` draws on, how deep calls are nested.
    var structured = StructuredState()

    struct Frame {
        let steps: [StepPlan]
        var next = 0
        var kind: FrameKind = .block
        /// For an `on main` body (milestone 3): the executor to hop back to when it is left.
        var exit: TaskExecutor? = nil
        /// The `async let` children declared in this frame: cancelled and awaited when it ends.
        var asyncLets: [AsyncLetChild] = []
    }

    /// What one step leaves the run to do.
    enum Next {
        case proceed
        case suspend
        case thrown(String)
        case returned(Value?)
    }

    init(role: BodyRole, steps: [StepPlan], names: ResolvedNames, env: Environment, host: TaskHost) {
        self.role = role
        self.host = host
        self.names = names
        self.env = env
        frames = [Frame(steps: steps)]
    }

    var lane: Lane? { if case .task(_, let lane, _) = role { lane } else { nil } }
    var isDetached: Bool { if case .task(_, _, let detached) = role { detached } else { false } }
    var isFinished: Bool { state == .done }

    // MARK: Life

    /// A task's first run on its executor (a handler's only one).
    func start() {
        guard state == .enqueued else { return }
        state = .running
        lane?.recorder.record(.taskStarted)
        proceed()
    }

    /// `t.cancel()`: sets the flag and wakes a cancellable wait, which throws at once (at
    /// this instant, once its executor runs it). A no-op on a finished or cancelled task.
    func cancel() {
        guard let lane, state != .done, !isCancelled else { return }
        isCancelled = true
        lane.recorder.record(.cancelRequested)
        for child in structured.children where !child.isFinished { child.cancel() }  // Milestone 2
        if let hook = waits.onCancel {
            waits.onCancel = nil
            hook()
        }
        ContinuationSteps.runOnCancel(self)  // Milestone 4: a continuation's wait goes on, its onCancel runs now
        guard let timed = waits.timed else { return }
        timed.timer.cancel()
        waits.timed = nil
        place.submit(to: place.executor) { self.resume(with: .thrown(timed.error)) }
    }

    /// Resumes a suspended run with what its wait gave (`.proceed` or an error to throw),
    /// storing the value it gave in `local` first.
    func resume(with next: Next, storing value: Value? = nil, into local: String? = nil) {
        guard state == .suspended else { return }
        state = .running
        lane?.recorder.record(.resumed)
        if let local, let value { env.locals[local] = value }
        handle(next)
        proceed()
    }

    /// Runs steps until the body suspends or ends.
    func proceed() {
        while state == .running {
            if let exit = place.leftClosure { place.hopBack(to: exit); continue }  // Milestone 3
            guard let last = frames.indices.last else { return end(.finished) }
            if frames[last].next < frames[last].steps.count {
                let step = frames[last].steps[frames[last].next]
                frames[last].next += 1
                let actorCall = ActorSteps.fieldsBeforeStep(self)  // Milestone 3: a method's fields, as they are now
                let next = execute(step)
                ActorSteps.fieldsAfterStep(self, actorCall)
                handle(next)
            } else if case .loop(let loop) = frames[last].kind {
                handle(loop.pull(in: self))  // a loop's body ran: the next element
            } else {
                handle(FrameExit.fellOff.leaveFrames(of: self))
            }
        }
    }

    /// Acts on what a step (or a frame's end) left to do. An error leaves frames up to the
    /// nearest `do`, whose `catch` runs next; `return` leaves the innermost function or closure
    /// (a loop's body included: it leaves what encloses the loop); either may end the body.
    func handle(_ next: Next) {
        switch next {
        case .proceed: break
        case .suspend:
            state = .suspended
            place.releaseHeld()
        case .thrown(let error): handle(FrameExit.thrown(error).leaveFrames(of: self))
        case .returned(let value):
            if place.leaveClosure() { break }  // Milestone 3: `return` leaves an `on main` body
            handle(FrameExit.returned(value).leaveFrames(of: self))
        }
    }

    func end(_ outcome: EventRecord.Kind) {
        state = .done
        frames.removeAll()
        waits.onCancel = nil
        ContinuationSteps.release(self)  // Milestone 4
        place.releaseHeld()
        switch role {
        case .task(_, let lane, _): lane.recorder.record(outcome)
        case .handler(let title):
            if case .failure(let error) = outcome { host.note(TaskNotes.handlerStopped(title, error.message), lane: nil) }
        }
        for done in completion.end(outcome) { done(outcome) }
    }

    // MARK: Steps

    func value(_ expression: CheckedExpression) throws(StreamError) -> Value {
        env.isCancelled = isCancelled
        if let local = env.locals["x"] { env.x = local }  // `let x = …` in a task's body
        return try host.lower(expression, names: names)(env)
    }

    private func execute(_ step: StepPlan) -> Next {
        do throws(StreamError) {
            switch step {
            case .sleep(let duration):
                return suspend(for: duration, wait: "sleep \(formatVirtualTime(duration))",
                               cancelledError: TaskNotes.cancellationError) { self.resume(with: .proceed) }
            case .await(.continuation(let plan), let local):  // Milestone 4
                return ContinuationSteps.awaitContinuation(plan, into: local, in: self)
            case .await(.fetch(let expression, let delay, let fails), let local):
                let answer = try value(expression)
                return suspend(for: delay, wait: "fetch after \(formatVirtualTime(delay))",
                               cancelledError: TaskNotes.urlCancelled) {
                    fails ? self.resume(with: .thrown(answer.description)) : self.resume(with: .proceed, storing: answer, into: local)
                }
            case .bind(let local, let expression):
                env.locals[local] = try value(expression)
            case .emit(let expression, let ui):
                let emitted = try value(expression)
                (structured.emitLane ?? lane)?.recorder.record(.value(emitted))
                if ui, place.executor.kind != .mainActor { host.note(TaskNotes.emitUIOffMain(emitted), lane: lane) }
            case .checkCancellation:
                if isCancelled { return .thrown(TaskNotes.cancellationError) }
            case .ifThen(let test, let then, let otherwise):
                let chosen = try value(test)
                guard case .bool(let flag) = chosen else { throw RuntimeMessages.notACondition("'if'", chosen) }
                frames.append(Frame(steps: flag ? then : otherwise))
            case .returnValue(let expression):
                return .returned(try expression.map(value))
            case .throwError(let expression):
                return .thrown(try value(expression).description)
            case .doCatch(let body, let handler):
                frames.append(Frame(steps: body, kind: .doBody(catch: handler)))
            case .startTask(let plan):
                host.startTask(plan, capturing: env).map { ContinuationSteps.capture(continuationState.inScope, steps: plan.steps, into: $0) }
            case .cancel(let name):
                host.cancel(named: name)
            case .setProperty(let target, let property, let path, let expression):
                try host.set(target, property: property, path: path, to: try value(expression))
            case .send(let target, let expression):
                host.send(try value(expression), to: target)
            case .yield(let target, let expression):
                host.yield(try value(expression), to: target)
            case .finish(let target):
                host.finish(target)
            // Milestone 2:
            case .forAwait(let source, let variable, let body):
                return LoopFrame.begin(source, variable: variable, body: body, in: self)
            case .sendToChannel(let target, let expression):
                return ChannelSendStep.send(try value(expression), toChannel: target, in: self)
            // Milestone 4:
            case .callback(let delay, let steps): ContinuationSteps.registerCallback(after: delay, steps, in: self)
            case .resume(let name, let expression, let throwing):
                ContinuationSteps.resume(name, try value(expression), throwing: throwing, in: self)
            // Milestone 5:
            case .track(let plan):
                host.track(plan, capturing: env)
            // Milestone 3:
            case .work(let duration):
                place.startWork(duration)
            case .onMain(let steps):
                place.enterOnMain(steps)
            case .await(let awaited, let local):
                return StructuredAwaits.await(awaited, into: local, in: self)
            case .asyncLet(let name, let function, let arguments):
                return StructuredAwaits.startAsyncLet(name, function, arguments: try arguments.map(value), in: self)
            case .group(let name, let body):
                frames.append(Frame(steps: body, kind: .group(GroupState(name: name))))
            case .addChild(let group, let body):
                GroupState.addChild(to: group, body, in: self)
            case .cancelAll(let group):
                GroupState.named(group, in: self)?.cancelAll()
            // Issue 18 §3: a task as a value (Tasks/Stored/).
            case .storeTask(let plan, let local): StoredTasks.store(plan, into: local, in: self)
            case .cancelStored(let local): try StoredTasks.cancel(local, in: self)
            // Milestone 6:
            case .promise(let expression, let fails): FutureBridge.callPromise(try value(expression), fails: fails, in: self)
            // Issue 20:
            case .setCurrentValue(let target, let expression): CurrentValueSetting.set(target, to: try value(expression))
            }
            return .proceed
        } catch {
            return .thrown(error.message)
        }
    }

    /// A cancellable wait of `duration`; already cancelled, it throws at once.
    func suspend(for duration: Int, wait label: String, cancelledError: String,
                         then wake: @escaping () -> Void) -> Next {
        if isCancelled { return .thrown(cancelledError) }
        lane?.recorder.record(.suspended(label))
        let timer = host.clock.scheduleTimer(at: SessionRuntime.later(host.clock.now, by: duration)) {
            self.waits.timed = nil
            self.place.submit(to: self.place.executor, wake)
        }
        waits.timed = (timer, cancelledError)
        return .suspend
    }
}

/// What a run is for: a task has a name, a lane and an executor.
enum BodyRole {
    case task(name: String, lane: Lane, detached: Bool)
    case handler(title: String)
}

/// What a frame is, which says what its end, a `return` and an error do to it.
enum FrameKind {
    case block
    /// A `do` body: an error leaving it runs these `catch` steps.
    case doBody(catch: [StepPlan])
    /// A `for await` loop: its end pulls the next element (Tasks/Loops/LoopFrame.swift).
    case loop(LoopFrame)
    // Milestone 2:
    /// A `func`'s body: `return` ends here, with the caller's locals restored (Tasks/Functions/).
    case call(CallFrame)
    /// A `group g { … }` body: `return` ends here; its children are awaited (Tasks/Groups/).
    case group(GroupState)
}

/// What a cancel does to the wait a run is suspended in: a timed wait (`sleep`, `fetch`) is
/// cut short and throws its error; another (a loop's `next()`, a channel `send`) runs its hook.
struct CancellableWait {
    var timed: (timer: ScheduledTimer, error: String)?
    var onCancel: (() -> Void)?
}

/// How a run ended, once it has, and what waits for that (`await t.value`, a structured
/// parent), called once.
struct RunCompletion {
    private(set) var outcome: EventRecord.Kind?
    var whenDone: [(EventRecord.Kind) -> Void] = []

    /// Records the outcome and hands back the waiters to call.
    mutating func end(_ outcome: EventRecord.Kind) -> [(EventRecord.Kind) -> Void] {
        self.outcome = outcome
        defer { whenDone.removeAll() }
        return whenDone
    }
}

/// Milestone 2's structured side of a run: its children (`async let`, group children), which
/// a cancel reaches; the lane `emit` draws on (a child's is its parent's unless `:set stages on`
/// shows it); how deep `func` calls are nested.
struct StructuredState {
    var children: [BodyRun] = []
    var emitLane: Lane?
    var callDepth = 0
}
