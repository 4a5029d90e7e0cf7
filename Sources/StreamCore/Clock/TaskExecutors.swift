/// A clock's executors (issue 18 milestone 3): one serial main actor, the cooperative pool of
/// `poolThreads` threads (`:set pool`, which the session copies in before it enqueues), and
/// one serial executor per actor. They are the clock's: a new clock (a session reset) has
/// fresh ones, with nothing held or waiting.
package final class TaskExecutors {
    package let main = TaskExecutor(.mainActor)
    package private(set) lazy var pool = TaskExecutor(.pool) { [unowned self] in self.poolThreads }
    /// Read when a job asks for a pool thread, so a change applies from then on.
    package var poolThreads = 4
    private var actors: [String: TaskExecutor] = [:]

    package init() {}

    /// The serial executor of actor `name` (made on first use); its jobs need a pool thread.
    package func actor(_ name: String) -> TaskExecutor {
        if let executor = actors[name] { return executor }
        let executor = TaskExecutor(.actor(name), carrier: pool)
        actors[name] = executor
        return executor
    }
}
