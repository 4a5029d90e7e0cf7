/// A session's executors (issue 18 milestone 3): one serial main actor, the cooperative pool
/// of `:set pool` threads, and one serial executor per actor.
final class TaskExecutors {
    let main = TaskExecutor(.mainActor)
    let pool: TaskExecutor
    private var actors: [String: TaskExecutor] = [:]

    /// `threads` reads `:set pool` when a job asks, so a change applies from then on.
    init(threads: @escaping () -> Int) {
        pool = TaskExecutor(.pool, threads: threads)
    }

    /// The serial executor of actor `name` (made on first use); its jobs need a pool thread.
    func actor(_ name: String) -> TaskExecutor {
        if let executor = actors[name] { return executor }
        let executor = TaskExecutor(.actor(name), carrier: pool)
        actors[name] = executor
        return executor
    }

    /// Everything free again (a session reset drops every task).
    func reset() {
        main.reset()
        pool.reset()
        actors.removeAll()
    }
}
