/// Where a task's jobs run (issue 18 milestone 3): the main actor, an actor's serial
/// executor, or the cooperative pool of `:set pool` threads.
///
/// Jobs are instants on the clock (a task's start, its resumption after a wait, a hop), so
/// an executor is only ever *held* across time by `work D`: synchronous work keeps its
/// serial executor (or one pool thread) until the task next suspends or ends. A job that
/// arrives while every thread is held waits, in arrival order, and runs when one is let go.
/// An actor's jobs also need a pool thread (actors run on the pool); the main actor has its
/// own thread.
package final class TaskExecutor {
    package enum Kind: Equatable {
        case mainActor
        case actor(String)
        case pool
    }

    package let kind: Kind
    /// How many jobs may hold it at once: 1 for a serial executor, `:set pool` for the pool.
    private let threads: () -> Int
    /// The executor whose thread this one's jobs also need (an actor's: the pool).
    private let carrier: TaskExecutor?
    /// Jobs holding it across time (`work`).
    package private(set) var held = 0
    /// Jobs that arrived while it was fully held, in arrival order.
    private var waiting: [Job] = []

    /// A job and what to tell when it has to wait (its task's lane notes the wait once).
    package struct Job {
        let run: () -> Void
        let waits: (TaskExecutor) -> Void

        package init(run: @escaping () -> Void, waits: @escaping (TaskExecutor) -> Void) {
            self.run = run
            self.waits = waits
        }
    }

    package init(_ kind: Kind, threads: @escaping () -> Int = { 1 }, carrier: TaskExecutor? = nil) {
        self.kind = kind
        self.threads = threads
        self.carrier = carrier
    }

    /// The clock's queue label for its jobs (the `:log` column): only the main actor is `main`.
    package var queue: ExecutionQueue { kind == .mainActor ? .main : .background }

    /// What a task waits for, in the words of `:log` and `:set activity`.
    package var name: String {
        switch kind {
        case .mainActor: "the main actor"
        case .actor(let name): "actor \(name)"
        case .pool: "a pool thread"
        }
    }

    package var isFull: Bool { held >= max(1, threads()) }

    /// Enqueues `job`: it runs at this instant, after what runs now and the jobs before it,
    /// or, when the executor (or its carrier) is fully held then, once a thread is let go.
    package func submit(_ job: Job, clock: VirtualClock) {
        clock.enqueueJob(on: queue) { self.runOrWait(job) }
    }

    private func runOrWait(_ job: Job) {
        if isFull {
            job.waits(self)
            waiting.append(job)
        } else if let carrier, carrier.isFull {
            job.waits(carrier)
            carrier.waiting.append(Job(run: { self.runOrWait(job) }, waits: job.waits))
        } else {
            job.run()
        }
    }

    /// `work` began on this executor: one of its threads (and its carrier's) is held.
    package func hold() {
        held += 1
        carrier?.hold()
    }

    /// The holder suspended or ended: the jobs that waited are enqueued again, in order
    /// (the first may hold it again, and the rest then wait on).
    package func release(clock: VirtualClock) {
        held = max(0, held - 1)
        carrier?.release(clock: clock)
        let ready = waiting
        waiting.removeAll()
        for job in ready { submit(job, clock: clock) }
    }

}
