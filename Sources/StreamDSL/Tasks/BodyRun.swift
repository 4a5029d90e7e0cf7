import Marbles
import StreamCore

/// A body being run: a task's (it may suspend, be cancelled, and draws a lane) or a
/// handler's (`didSet`, sink: run at once, to the end). One interpreter for both, so a
/// step means the same wherever it stands.
///
/// Where it is, is a stack of frames (the enclosing blocks and their next step); an error
/// unwinds to the nearest `do` frame, whose `catch` steps then run with `error` set.
final class BodyRun: Cancellable {
    /// What the run is for: a task has a name, a lane and an executor.
    enum Role {
        case task(name: String, lane: Lane, detached: Bool)
        case handler(title: String)
    }

    enum State: Equatable {
        /// Enqueued on its executor, not started yet.
        case enqueued
        case running
        case suspended
        case done
    }

    let role: Role
    let host: TaskHost
    let names: ResolvedNames
    /// Set to `.done` by a trap (milestone 4) as well as by the body's end.
    var state: State = .enqueued
    /// `Task.isCancelled`: set by `cancel`, never cleared.
    private(set) var isCancelled = false
    private var frames: [Frame]
    var env: Environment
    /// The wait a cancel cuts short (`sleep`, `fetch`), and the error it then throws.
    private var wait: (timer: ScheduledTimer, error: String)?
    /// Milestone 4: the continuations this run sees, keeps alive or waits on.
    var continuationState = ContinuationState()

    private struct Frame {
        let steps: [StepPlan]
        var next = 0
        /// For a `do` body: the steps of its `catch`.
        let handler: [StepPlan]?
    }

    /// What one step leaves the run to do.
    enum Next {
        case proceed
        case suspend
        case thrown(String)
        case returned(Value?)
    }

    init(role: Role, steps: [StepPlan], names: ResolvedNames, env: Environment, host: TaskHost) {
        self.role = role
        self.host = host
        self.names = names
        self.env = env
        frames = [Frame(steps: steps, handler: nil)]
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
        ContinuationSteps.runOnCancel(self)  // Milestone 4: a continuation's wait goes on, its onCancel runs now
        guard let wait else { return }
        wait.timer.cancel()
        self.wait = nil
        host.enqueue(detached: isDetached) { self.resume(throwing: wait.error) }
    }

    func resume(throwing error: String? = nil, into local: String? = nil, value: Value? = nil) {
        guard state == .suspended else { return }
        state = .running
        lane?.recorder.record(.resumed)
        if let local, let value { env.locals[local] = value }
        if let error, !unwind(error) { return }
        proceed()
    }

    /// Runs steps until the body suspends or ends.
    private func proceed() {
        while state == .running {
            guard let step = nextStep() else { return end(.finished) }
            switch execute(step) {
            case .proceed: continue
            case .suspend: state = .suspended
            case .thrown(let error): if !unwind(error) { return }
            case .returned(let value): return end(value.map(EventRecord.Kind.returned) ?? .finished)
            }
        }
    }

    private func nextStep() -> StepPlan? {
        while let last = frames.indices.last {
            if frames[last].next < frames[last].steps.count {
                defer { frames[last].next += 1 }
                return frames[last].steps[frames[last].next]
            }
            frames.removeLast()
        }
        return nil
    }

    /// Leaves frames up to the nearest `do`, whose `catch` runs next; false when the error
    /// leaves the body (which then ends with it).
    private func unwind(_ error: String) -> Bool {
        while let frame = frames.popLast() {
            if let handler = frame.handler {
                env.locals["error"] = .string(error)
                frames.append(Frame(steps: handler, handler: nil))
                return true
            }
        }
        end(.failure(StreamError(error)))
        return false
    }

    private func end(_ outcome: EventRecord.Kind) {
        state = .done
        frames.removeAll()
        ContinuationSteps.release(self)  // Milestone 4
        switch role {
        case .task(_, let lane, _): lane.recorder.record(outcome)
        case .handler(let title):
            if case .failure(let error) = outcome { host.note(TaskNotes.handlerStopped(title, error.message), lane: nil) }
        }
    }

    // MARK: Steps

    private func value(_ expression: CheckedExpression) throws(StreamError) -> Value {
        env.isCancelled = isCancelled
        return try host.lower(expression, names: names)(env)
    }

    private func execute(_ step: StepPlan) -> Next {
        do throws(StreamError) {
            switch step {
            case .sleep(let duration):
                return suspend(for: duration, wait: "sleep \(formatVirtualTime(duration))",
                               cancelledError: TaskNotes.cancellationError) { self.resume() }
            case .await(.continuation(let plan), let local):  // Milestone 4
                return ContinuationSteps.awaitContinuation(plan, into: local, in: self)
            case .await(.fetch(let expression, let delay, let fails), let local):
                let answer = try value(expression)
                return suspend(for: delay, wait: "fetch after \(formatVirtualTime(delay))",
                               cancelledError: TaskNotes.urlCancelled) {
                    fails ? self.resume(throwing: answer.description) : self.resume(into: local, value: answer)
                }
            case .bind(let local, let expression):
                env.locals[local] = try value(expression)
            case .emit(let expression, let ui):
                let emitted = try value(expression)
                lane?.recorder.record(.value(emitted))
                if ui, isDetached { host.note(TaskNotes.emitUIOffMain(emitted), lane: lane) }
            case .checkCancellation:
                if isCancelled { return .thrown(TaskNotes.cancellationError) }
            case .ifThen(let test, let then, let otherwise):
                let chosen = try value(test)
                guard case .bool(let flag) = chosen else { throw RuntimeMessages.notACondition("'if'", chosen) }
                frames.append(Frame(steps: flag ? then : otherwise, handler: nil))
            case .returnValue(let expression):
                return .returned(try expression.map(value))
            case .throwError(let expression):
                return .thrown(try value(expression).description)
            case .doCatch(let body, let handler):
                frames.append(Frame(steps: body, handler: handler))
            case .startTask(let plan):
                host.startTask(plan, capturing: env).map { ContinuationSteps.capture(continuationState.inScope, steps: plan.steps, into: $0) }
            case .cancel(let name):
                host.cancel(named: name)
            case .setProperty(let target, let property, let path, let expression):
                host.set(target, property: property, path: path, to: try value(expression))
            case .send(let target, let expression):
                host.send(try value(expression), to: target)
            case .yield(let target, let expression):
                host.yield(try value(expression), to: target)
            case .finish(let target):
                host.finish(target)
            // Milestone 4:
            case .callback(let delay, let steps): ContinuationSteps.registerCallback(after: delay, steps, in: self)
            case .resume(let name, let expression, let throwing):
                ContinuationSteps.resume(name, try value(expression), throwing: throwing, in: self)
            }
            return .proceed
        } catch {
            return .thrown(error.message)
        }
    }

    /// A cancellable wait of `duration`; already cancelled, it throws at once.
    private func suspend(for duration: Int, wait label: String, cancelledError: String,
                         then wake: @escaping () -> Void) -> Next {
        if isCancelled { return .thrown(cancelledError) }
        lane?.recorder.record(.suspended(label))
        let detached = isDetached
        let timer = host.clock.scheduleTimer(at: SessionRuntime.later(host.clock.now, by: duration)) { [host] in
            self.wait = nil
            host.enqueue(detached: detached, wake)
        }
        wait = (timer, cancelledError)
        return .suspend
    }
}
