/// A clock's executors (issue 18 milestone 3): one serial main actor and the cooperative pool
/// of `poolThreads` threads (`:set pool`, which the session copies in before it enqueues).
/// They are the clock's: a new clock (a session reset) has fresh ones, with nothing held or
/// waiting. Each actor's own serial executor lives with the actor's state (`ActorState`),
/// carried by this pool.
package final class TaskExecutors {
    package let main = TaskExecutor(.mainActor)
    package private(set) lazy var pool = TaskExecutor(.pool) { [unowned self] in self.poolThreads }
    /// Read when a job asks for a pool thread, so a change applies from then on.
    package var poolThreads = 4

    package init() {}
}
