import CombineSchedulers
import Foundation
import OpenCombineShim

/// Async code on the marble clock: `m.clock`, and `await m.run()` / `await m.advance(to:)`,
/// which run the clock instant by instant and let every task run to quiescence at each.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension MarbleScheduler {
    /// The marble clock as a Swift `Clock<Duration>`, for `Task.sleep(for:clock:)`,
    /// AsyncAlgorithms' `debounce(for:clock:)` and code that takes a clock. Its instants are
    /// the schedulers' (`m.main` and the others): a sleep of 300 ms started at frame 0 wakes
    /// at 300ms, in order with what the schedulers run then.
    ///
    /// Using it makes this an async marble test, run with `await m.run()`.
    public var clock: MarbleClock {
        async.use()
        return MarbleClock(virtualClock: virtualClock, async: async)
    }

    /// Runs the clock, letting every task run to quiescence at each instant, then checks every
    /// expectation: the `await` form of `run()`, for tests of async code (tasks, `for await`
    /// loops, `m.clock`). Swift prefers it in an `async` test, so an existing `m.run()` there
    /// needs `await` before it.
    ///
    /// At each instant the schedulers and `m.clock`'s sleepers due then run first, in the
    /// order they were scheduled; then every task they made ready runs, and those it makes
    /// ready, until none is left (MarbleTesting runs the test's tasks one at a time on the
    /// main actor, and knows when none is left); then the clock moves to the next instant
    /// anything is due at. So the same test gives the same marbles on every run.
    ///
    /// It runs on the main actor, as every task of the test does meanwhile. A test that makes
    /// tasks is best `@MainActor` itself, so that nothing it does between two `await`s races
    /// with them. An async marble test runs once: a second `await m.run()`, a
    /// synchronous `run()` on the same `MarbleScheduler`, or an expectation made after it
    /// fails the test. Tasks still iterating a sequence expectation at the end are cancelled.
    ///
    /// - Returns: whether every expectation held (each one that did not has failed the test).
    @discardableResult
    @MainActor
    public func run(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        switch async.run {
        case .asynchronously:
            IssueRecorder.fail(AsyncMessages.runTwice, at: site)
            return false
        case .synchronously:
            IssueRecorder.fail(AsyncMessages.mixedRuns, at: site)
            return false
        case .notYet:
            break
        }
        async.use()
        async.run = .asynchronously
        let settled = await runTasks(to: max(horizon, virtualClock.now), site: site)
        async.cancelTasks()
        if settled { _ = await SerialTestExecutor.settle(rounds: settleLimit) }
        var held = settled
        for problem in async.takeProblems() {
            IssueRecorder.fail(AsyncMessages.problem(problem), at: site)
            held = false
        }
        return checkExpectations() && held
    }

    /// Runs everything due up to `time` after the start of the test, letting every task run
    /// to quiescence at each instant, as `await m.run()` does, without checking expectations:
    /// so a test can act, or look at a model, between instants.
    @MainActor
    public func advance(
        to time: DispatchQueue.SchedulerTimeType.Stride,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        async.use()
        _ = await runTasks(to: max(VirtualClock.milliseconds(time), virtualClock.now), site: site)
    }

    /// As `advance(to:)` with a dispatch stride, for a `Duration`.
    @_disfavoredOverload
    @MainActor
    public func advance(
        to time: Duration,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        await advance(to: .milliseconds(Self.milliseconds(time)), fileID: fileID, filePath: filePath,
                      line: line, column: column)
    }

    /// How many times `await m.run()` looks for the test's tasks to be waiting, at one
    /// instant, before it fails the test and stops (10,000 unless set; each look lets every
    /// task that is ready take one step). Only a task that never waits reaches it; while one
    /// runs, every async marble test running at the same time waits for it too.
    public var settleLimit: Int {
        get { async.settleLimit }
        set { async.settleLimit = newValue }
    }

    /// Moves the clock instant by instant up to `target` (ms), letting tasks settle before
    /// the first and after each; false (having failed the test) if they never settled.
    @MainActor
    private func runTasks(to target: Int, site: CallSite) async -> Bool {
        guard await SerialTestExecutor.settle(rounds: settleLimit) else {
            IssueRecorder.fail(AsyncMessages.unsettled(at: virtualClock.now, rounds: settleLimit), at: site)
            return false
        }
        var sameInstant = (instant: virtualClock.now, steps: 0)
        while let instant = virtualClock.driver.nextInstant(upTo: target) {
            // Work that schedules more work for the same instant for ever must not hang the test.
            sameInstant = instant == sameInstant.instant ? (instant, sameInstant.steps + 1) : (instant, 0)
            guard sameInstant.steps < settleLimit else {
                IssueRecorder.fail(AsyncMessages.unsettled(at: instant, rounds: settleLimit), at: site)
                return false
            }
            virtualClock.advance(to: max(instant, virtualClock.now))
            guard await SerialTestExecutor.settle(rounds: settleLimit) else {
                IssueRecorder.fail(AsyncMessages.unsettled(at: virtualClock.now, rounds: settleLimit), at: site)
                return false
            }
        }
        virtualClock.advance(to: target)
        return true
    }
}
