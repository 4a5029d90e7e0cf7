import Foundation

/// What a `MarbleScheduler` knows of its async use: whether it holds the serial executor,
/// how it was run, the tasks its sequence expectations iterate in, and the mistakes found
/// while running (reported by `await m.run()`, at its line).
///
/// Locked: `m.clock` may be read, and slept on, by any task of the test.
final class AsyncRunState: @unchecked Sendable {
    enum Run: Equatable {
        case notYet
        case synchronously
        case asynchronously
    }

    /// A mistake found while the clock ran, reported when `await m.run()` ends.
    enum Problem: Equatable {
        /// A sleep on `m.clock` for a negative duration: until `deadline`, when it was `now` (ms).
        case negativeSleep(deadline: Duration, now: Int)
    }

    private let lock = NSLock()
    private var _settleLimit = 10_000
    private var holdsExecutor = false
    private var _run = Run.notYet
    private var problems: [Problem] = []
    private var tasks: [Task<Void, Never>] = []
    /// Whether the test has used anything async (`m.clock`, a sequence expectation, `await m.run()`).
    private var _isUsed = false

    deinit {
        if holdsExecutor { SerialTestExecutor.release() }
        for task in tasks { task.cancel() }
    }

    /// Notes an async use: from now on every task of the process runs on the serial executor.
    func use() {
        lock.lock()
        defer { lock.unlock() }
        _isUsed = true
        guard !holdsExecutor else { return }
        holdsExecutor = true
        SerialTestExecutor.acquire()
    }

    var isUsed: Bool { locked { _isUsed } }

    var settleLimit: Int {
        get { locked { _settleLimit } }
        set { locked { _settleLimit = max(1, newValue) } }
    }

    var run: Run {
        get { locked { _run } }
        set { locked { _run = newValue } }
    }

    func note(_ problem: Problem) {
        locked { problems.append(problem) }
    }

    /// The problems noted since the last call.
    func takeProblems() -> [Problem] {
        locked {
            defer { problems = [] }
            return problems
        }
    }

    /// A task that iterates a sequence under test, cancelled when the run ends.
    func own(_ task: Task<Void, Never>) {
        locked { tasks.append(task) }
    }

    /// Cancels every owned task (the run is over); returns how many were still running.
    func cancelTasks() {
        let owned = locked {
            defer { tasks = [] }
            return tasks
        }
        for task in owned { task.cancel() }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
