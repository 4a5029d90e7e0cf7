import StreamCore

/// Where a body runs (issue 18 milestone 3): the executor its jobs go to, the one its `work`
/// holds, an `on main` body it just left (it hops back first), and whether a job of it waits
/// for a held executor. `work D` holds the executor for D; `on main { … }` hops to the main
/// actor and back.
final class RunPlace {
    unowned let run: BodyRun
    var executor: TaskExecutor
    private var holding: TaskExecutor?
    var leftClosure: TaskExecutor?
    private var isWaiting = false

    init(run: BodyRun, executor: TaskExecutor) {
        self.run = run
        self.executor = executor
    }

    private var host: TaskHost { run.host }

    /// Enqueues `job` on `target`; if it has to wait there (a `work` holds it), the lane
    /// notes the wait once (`:log`, `:set activity on`).
    func submit(to target: TaskExecutor, _ job: @escaping () -> Void) {
        let queued = TaskExecutor.Job(
            run: {
                self.isWaiting = false
                job()
            },
            waits: { executor in
                guard !self.isWaiting else { return }
                self.isWaiting = true
                self.run.lane?.recorder.record(.waiting(executor.name))
            })
        target.submit(queued, clock: host.clock)
    }

    /// Lets go of the executor `work` held: the run suspended, hopped away or ended.
    func releaseHeld() {
        guard let held = holding else { return }
        holding = nil
        held.release(clock: host.clock)
    }

    /// `work D`: the run keeps its executor (a serial one, or one pool thread) for D and
    /// goes on after it, without suspending; a cancel meanwhile only sets the flag.
    func startWork(_ duration: Int) {
        if holding == nil {
            executor.hold()
            holding = executor
        }
        guard duration > 0 else { return }
        run.state = .working
        host.clock.scheduleTimer(at: SessionRuntime.later(host.clock.now, by: duration), on: executor.queue) {
            guard self.run.state == .working else { return }
            self.run.state = .running
            self.run.proceed()
        }
    }

    /// `on main { … }`: its steps run on the main actor (at once when the run is there),
    /// then the run hops back to where it was.
    func enterOnMain(_ steps: [StepPlan]) {
        let main = host.executors.main
        run.frames.append(BodyRun.Frame(steps: steps, exit: executor))
        if executor !== main { hop(to: main) }
    }

    /// After an `on main` body: back to the executor the run came from.
    func hopBack(to exit: TaskExecutor) {
        leftClosure = nil
        if exit !== executor { hop(to: exit) }
    }

    /// `return` inside an `on main` body leaves that body; false when there is none (a call's
    /// frame, which also hops back when left, ends the search: `return` leaves the call).
    func leaveClosure() -> Bool {
        guard let index = run.frames.lastIndex(where: { $0.exit != nil || $0.isCall }), !run.frames[index].isCall else { return false }
        leftClosure = run.frames[index].exit
        run.frames.removeSubrange(index...)
        return true
    }

    /// Suspends and resumes on `target` once it runs the job (a hop is a suspension point).
    func hop(to target: TaskExecutor) {
        run.lane?.recorder.record(.suspended("hop to \(target.hopName)"))
        run.state = .suspended
        releaseHeld()
        submit(to: target) {
            self.executor = target
            self.run.resume(with: .proceed)
        }
    }
}

extension BodyRun.Frame {
    var isCall: Bool { if case .call = kind { true } else { false } }
}

extension TaskExecutor {
    /// Where a hop goes, in `:log`: `hop to the main actor`, `hop to actor cache`, `hop to the pool`.
    var hopName: String { kind == .pool ? "the pool" : name }
}
