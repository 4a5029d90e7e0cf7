import ConcurrencyExtras
import Foundation

/// Plays a concurrency scenario (issue 18) the way StreamLab plays its script: statements
/// without a time act now, one after another, each followed by everything it made ready
/// (`statement`); a timed statement (`cancel t @150ms`) is read now and acts when the clock
/// reaches it (`at`); `run` plays the clock until nothing is scheduled, then prints the lanes.
///
/// The tasks are real: `task` is `Task { }` made in main-actor code (a button handler),
/// `detached` is `Task.detached { }`, `cancel` is `t.cancel()`, `sleep` and `fetch` are
/// `Task.sleep(for:clock:)` on the virtual clock. The driver only names them and records
/// their lanes.
@MainActor
final class TaskDriver {
    typealias Body = @MainActor @Sendable (Lane) async throws -> OracleValue?
    typealias DetachedBody = @Sendable (Lane) async throws -> OracleValue?

    nonisolated let clock = VirtualClock()
    nonisolated let log: TaskLog
    let recorder: Recorder
    /// The newest task of each name (`cancel search` cancels it), with its lane.
    private var tasks: [String: (lane: Lane, task: Task<OracleValue?, any Error>)] = [:]

    init() {
        let clock = clock
        log = TaskLog(clock: clock)
        recorder = Recorder(now: { clock.nowMilliseconds })
    }

    /// Lets every ready task run, chains of resumptions included (see ScriptDriver.settle).
    func settle() async {
        await Task.megaYield(count: 100)
    }

    /// A statement at the current instant; what it enqueued runs before the next one.
    func statement(_ body: () -> Void) async {
        body()
        await settle()
    }

    /// A statement at `milliseconds`: `STATEMENT @TIME` or `at TIME: STATEMENT`.
    func at(_ milliseconds: Int, _ body: @escaping @MainActor @Sendable () -> Void) {
        clock.schedule(at: milliseconds, body)
    }

    /// `advance to TIME`.
    func advance(to milliseconds: Int) async {
        await clock.advance(to: .init(offset: .milliseconds(milliseconds))) { await settle() }
    }

    /// `run`: the clock plays until nothing is scheduled; then the lanes are printed. A task
    /// still waiting (for a continuation never resumed, say) has no end on its lane.
    func run() async {
        await clock.advance(to: nil) { await settle() }
        flush()
    }

    /// Prints what is recorded so far (before a statement that traps).
    func flush() {
        log.write(to: recorder)
    }

    /// A task's lane: `start`, then its end (`finished` with its value, or `failure`).
    nonisolated static func play(_ body: (Lane) async throws -> OracleValue?, on lane: Lane) async throws -> OracleValue? {
        lane.start()
        do {
            let value = try await body(lane)
            lane.finished(value)
            return value
        } catch {
            lane.failed(error)
            throw error
        }
    }

    /// `task NAME { STEPS }`: `let t = Task { … }` in main-actor code.
    @discardableResult
    func task(_ name: String, _ body: @escaping Body) -> Task<OracleValue?, any Error> {
        let lane = log.newLane(name)
        let task = Task { @MainActor in try await Self.play(body, on: lane) }
        tasks[name] = (lane, task)
        return task
    }

    /// `task NAME detached { STEPS }`: `Task.detached { … }`, not isolated to the main actor.
    @discardableResult
    func detached(_ name: String, _ body: @escaping DetachedBody) -> Task<OracleValue?, any Error> {
        let lane = log.newLane(name)
        let task = Task.detached {
            lane.start()
            do {
                let value = try await body(lane)
                lane.finished(value)
                return value
            } catch {
                lane.failed(error)
                throw error
            }
        }
        tasks[name] = (lane, task)
        return task
    }

    /// `callback after 300ms { STEPS }`: a completion-handler API that calls back on the main
    /// queue 300ms from now. The call is registered now, so at one instant it comes in the
    /// order it was made, like a sleep or a statement.
    func callback(after milliseconds: Int, _ body: @escaping @MainActor @Sendable () -> Void) {
        clock.schedule(at: clock.nowMilliseconds + milliseconds, body)
    }

    /// The newest task named `name` (for `await t.value`).
    func named(_ name: String) -> Task<OracleValue?, any Error>? {
        tasks[name]?.task
    }

    /// `cancel NAME`: `t?.cancel()` on the newest task of that name (nothing if there is none).
    func cancel(_ name: String) {
        guard let (lane, task) = tasks[name] else { return }
        lane.cancelRequested()
        task.cancel()
    }

    // Milestone 6:
    /// The newest task named `name`'s own `cancel()`, kept in a closure: the Future + Task
    /// bridge's `handleEvents(receiveCancel: { task.cancel() })` cancels the task its Future
    /// made, however many tasks of that name come later.
    func canceller(_ name: String) -> () -> Void {
        guard let (lane, task) = tasks[name] else { return {} }
        return { lane.cancelRequested(); task.cancel() }
    }

    /// `sleep 300ms`: `try await Task.sleep(for: .milliseconds(300))`, on the virtual clock.
    nonisolated func sleep(_ milliseconds: Int) async throws {
        try await Task.sleep(for: .milliseconds(milliseconds), clock: clock)
    }

    /// `await fetch V after 200ms`: an API call answering `V` after 200ms that, like
    /// `URLSession`, throws `URLError(.cancelled)` when its task is cancelled.
    nonisolated func fetch(_ value: OracleValue, after milliseconds: Int) async throws -> OracleValue {
        do {
            try await Task.sleep(for: .milliseconds(milliseconds), clock: clock)
        } catch is CancellationError {
            throw URLError(.cancelled)
        }
        return value
    }

    /// `await fetch fail "msg" after 200ms`: the call fails with `msg` after 200ms.
    nonisolated func fetchFailing(_ message: String, after milliseconds: Int) async throws -> OracleValue {
        _ = try await fetch(.string(message), after: milliseconds)
        throw Thrown(message)
    }
}

extension Scenario {
    /// A concurrency scenario: it plays on a `TaskDriver` (the `ScriptDriver` is not used).
    static func tasks(_ name: String, _ play: @escaping @MainActor @Sendable (TaskDriver) async -> Void) -> Scenario {
        Scenario(name: name) { _ in
            await play(TaskDriver())
        }
    }
}
