import Marbles
import StreamCore

/// What a `BodyRun` knows of continuations: those it sees (made around it), those it keeps
/// alive until it ends, and the one its task waits on.
struct ContinuationState {
    var inScope: [String: ContinuationBox] = [:]
    var held: [ContinuationBox] = []
    var waiting: (box: ContinuationBox, into: String?, onCancel: BodyRun?)?
}

/// Milestone 4 in the one interpreter: `await continuation k { … } [onCancel { … }]`,
/// `resume k …` and `callback after D { … }`. The body, `onCancel` and a callback run as
/// handlers (at once, to the end), with the enclosing run's names and continuations.
extension BodyRun {
    /// Runs the body now; the task goes on at once when the body resumed `k`, else waits.
    /// The wait is not cancellable: a cancel runs `onCancel` (at once, or here, after the
    /// body, in a task already cancelled) and the task waits on.
    func awaitContinuation(_ plan: ContinuationPlan, into local: String?) -> Next {
        let box = ContinuationBox(name: plan.name, taskName: taskName, lane: lane, host: host)
        var scope = continuationState.inScope
        scope[plan.name] = box
        let onCancel = plan.onCancel.map { closure("onCancel", $0, scope: scope) }
        let body = closure("continuation \(plan.name)", plan.body, scope: scope)
        box.hold()  // the body has `k` until it returns
        body.continuationState.held.append(box)
        body.start()
        guard !host.hasTrapped else { return .suspend }  // the body trapped: the program stopped
        if isCancelled { onCancel?.start() }
        switch box.outcome {
        case .returning(let value)?:
            if let local { env.locals[local] = value }
            onCancel?.releaseContinuations()
            return .proceed
        case .throwing(let error)?:
            onCancel?.releaseContinuations()
            return .thrown(error)
        case nil:
            box.waiter = self
            continuationState.waiting = (box, local, isCancelled ? nil : onCancel)
            lane?.recorder.record(.suspended(ContinuationNotes.waiting(plan.name)))
            return .suspend
        }
    }

    /// `resume k …`: the continuation in scope (checking made sure there is one).
    func resumeContinuation(_ name: String, _ value: Value, throwing: Bool) {
        guard let box = continuationState.inScope[name] else { return }
        if !box.resume(throwing ? .throwing(value.description) : .returning(value)) { state = .done }
    }

    /// The task's continuation was resumed: it runs again on its executor.
    func continuationResumed(_ outcome: ContinuationBox.Outcome) {
        guard let waiting = continuationState.waiting else { return }
        continuationState.waiting = nil
        waiting.onCancel?.releaseContinuations()
        host.enqueue(detached: isDetached) {
            switch outcome {
            case .returning(let value): self.resume(into: waiting.into, value: value)
            case .throwing(let error): self.resume(throwing: error)
            }
        }
    }

    /// `cancel` reached a task waiting on a continuation: its `onCancel` runs now, once.
    func runOnCancel() {
        guard let onCancel = continuationState.waiting?.onCancel else { return }
        continuationState.waiting?.onCancel = nil
        onCancel.start()
    }

    /// `callback after D { … }`: a completion handler the main queue calls D later, whatever
    /// became of this run by then.
    func registerCallback(after delay: Int, _ steps: [StepPlan]) {
        let run = closure("callback after \(formatVirtualTime(delay))", steps, scope: continuationState.inScope)
        _ = host.clock.scheduleTimer(at: SessionRuntime.later(host.clock.now, by: delay)) { [host] in
            host.enqueue(detached: false) { run.start() }
        }
    }

    /// A run made inside continuations' braces sees them and holds those it resumes.
    func capture(_ continuations: [String: ContinuationBox], steps: [StepPlan]) {
        continuationState.inScope = continuations
        for (name, box) in continuations where steps.resumes(name) {
            box.hold()
            continuationState.held.append(box)
        }
    }

    /// The run ended (or will never run): it lets go of what it held.
    func releaseContinuations() {
        let held = continuationState.held
        continuationState.held = []
        for box in held { box.release() }
    }

    private var taskName: String {
        switch role {
        case .task(let name, _, _): name
        case .handler(let title): title
        }
    }

    private func closure(_ title: String, _ steps: [StepPlan], scope: [String: ContinuationBox]) -> BodyRun {
        let run = BodyRun(role: .handler(title: title), steps: steps, names: names, env: env, host: host)
        run.capture(scope, steps: steps)
        return run
    }
}
