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
/// `resume k …` and `callback after D { … }`, for the `BodyRun` `run`. The body, `onCancel`
/// and a callback run as handlers (at once, to the end), with the enclosing run's names and
/// continuations. (A type of its own, so `BodyRun` stays within the runtime's size limit.)
enum ContinuationSteps {
    /// Runs the body now; the task goes on at once when the body resumed `k`, else waits.
    /// The wait is not cancellable: a cancel runs `onCancel` (at once, or here, after the
    /// body, in a task already cancelled) and the task waits on.
    static func awaitContinuation(_ plan: ContinuationPlan, into local: String?, in run: BodyRun) -> BodyRun.Next {
        let box = ContinuationBox(name: plan.name, taskName: taskName(run), lane: run.lane, host: run.host)
        var scope = run.continuationState.inScope
        scope[plan.name] = box
        let onCancel = plan.onCancel.map { closure("onCancel", $0, scope: scope, in: run) }
        let body = closure("continuation \(plan.name)", plan.body, scope: scope, in: run)
        box.hold()  // the body has `k` until it returns
        body.continuationState.held.append(box)
        body.start()
        guard !run.host.hasTrapped else { return .suspend }  // the body trapped: the program stopped
        if run.isCancelled { onCancel?.start() }
        switch box.outcome {
        case .returning(let value)?:
            if let local { run.env.locals[local] = value }
            onCancel.map(release)
            return .proceed
        case .throwing(let error)?:
            onCancel.map(release)
            return .thrown(error)
        case nil:
            box.waiter = run
            run.continuationState.waiting = (box, local, run.isCancelled ? nil : onCancel)
            run.lane?.recorder.record(.suspended(ContinuationNotes.waiting(plan.name)))
            return .suspend
        }
    }

    /// `resume k …`: the continuation in scope (checking made sure there is one). A trap
    /// stops `run` where it stands.
    static func resume(_ name: String, _ value: Value, throwing: Bool, in run: BodyRun) {
        guard let box = run.continuationState.inScope[name] else { return }
        if !box.resume(throwing ? .throwing(value.description) : .returning(value)) { run.state = .done }
    }

    /// The continuation `run` waits on was resumed: it runs again on its executor.
    static func resumed(_ outcome: ContinuationBox.Outcome, _ run: BodyRun) {
        guard let waiting = run.continuationState.waiting else { return }
        run.continuationState.waiting = nil
        waiting.onCancel.map(release)
        run.place.submit(to: run.place.executor) {
            switch outcome {
            case .returning(let value): run.resume(with: .proceed, storing: value, into: waiting.into)
            case .throwing(let error): run.resume(with: .thrown(error))
            }
        }
    }

    /// `cancel` reached a task waiting on a continuation: its `onCancel` runs now, once.
    static func runOnCancel(_ run: BodyRun) {
        guard let onCancel = run.continuationState.waiting?.onCancel else { return }
        run.continuationState.waiting?.onCancel = nil
        onCancel.start()
    }

    /// `callback after D { … }`: a completion handler the main queue calls D later, whatever
    /// became of `run` by then.
    static func registerCallback(after delay: Int, _ steps: [StepPlan], in run: BodyRun) {
        let callback = closure("callback after \(formatVirtualTime(delay))", steps, scope: run.continuationState.inScope, in: run)
        let host = run.host
        _ = host.clock.scheduleTimer(at: SessionRuntime.later(host.clock.now, by: delay)) {
            host.enqueue(detached: false) { callback.start() }
        }
    }

    /// A run made inside continuations' braces sees them and holds those it resumes.
    static func capture(_ continuations: [String: ContinuationBox], steps: [StepPlan], into run: BodyRun) {
        run.continuationState.inScope = continuations
        for (name, box) in continuations where steps.resumes(name) {
            box.hold()
            run.continuationState.held.append(box)
        }
    }

    /// `run` ended (or will never run): it lets go of what it held.
    static func release(_ run: BodyRun) {
        let held = run.continuationState.held
        run.continuationState.held = []
        for box in held { box.release() }
    }

    private static func taskName(_ run: BodyRun) -> String {
        switch run.role {
        case .task(let name, _, _): name
        case .handler(let title): title
        }
    }

    private static func closure(_ title: String, _ steps: [StepPlan], scope: [String: ContinuationBox], in run: BodyRun) -> BodyRun {
        let closure = BodyRun(role: .handler(title: title), steps: steps, names: run.names, env: run.env, host: run.host)
        capture(scope, steps: steps, into: closure)
        return closure
    }
}
