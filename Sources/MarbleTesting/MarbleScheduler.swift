import CombineSchedulers
import Foundation
import OpenCombineShim

/// Marble tests for your own Combine code: sources written as marble strings, test
/// schedulers on one virtual clock (`main`, `background`, `runLoop`, `operationQueue`:
/// combine-schedulers `TestScheduler`s) to inject into the code under test, and
/// expectations checked by `run()`.
///
/// ```
/// @Test func searchDebounces() {
///     let m = MarbleScheduler()                   // 1 frame = 100ms
///     let typed = m.hot("-a-b----c|", values: ["a": "s", "b": "sw", "c": "swift"])
///     let shown = typed.debounce(for: .milliseconds(300), scheduler: m.main)
///     m.expect(shown).toBe("------b--|", values: ["b": "sw"])
///     m.run()                                     // runs the clock and checks every expectation
/// }
/// ```
///
/// A failing expectation fails the running test, under Swift Testing or XCTest. An
/// expectation that `run()` never checked fails the test when the `MarbleScheduler` goes away.
///
/// ## Threads: one test, one thread at a time
///
/// A `MarbleScheduler` and its sources are `Sendable`, so that the `@Sendable` closures of
/// Swift 6 code (a dependency's `search: @Sendable (String) -> AnyPublisher<…>`) can capture
/// them. That rests on one rule, which a marble test keeps by its nature: **everything made
/// from one `MarbleScheduler` is used by one thread at a time, the one running the test.**
/// The clock moves only when the test runs it (`run()`, `advance(to:)`, or a scheduler's own
/// `advance`), so what the code under test does on the schedulers (subscribing, requesting,
/// receiving, calling those closures) happens there, on the test's thread. Do not subscribe to a source, send, expect or move the clock
/// from another thread, a `DispatchQueue` or a detached task while the test runs: nothing
/// guards the sources' bookkeeping against that. (`SubscriptionLog`, which a test reads
/// after running, is locked; the schedulers are combine-schedulers' own `Sendable` ones.)
public final class MarbleScheduler: @unchecked Sendable {
    /// The main queue of the code under test (`DispatchQueue.main` in the app): marble
    /// sources send on it. Pass it wherever the code takes a scheduler for the main queue.
    public let main: TestSchedulerOf<DispatchQueue>
    /// A background queue on the same clock, for `receive(on:)`, `subscribe(on:)` and timers
    /// the code runs off the main queue.
    public var background: TestSchedulerOf<DispatchQueue> { reach(lane: 1, backgroundScheduler) }
    /// A run loop on the same clock, for code written with `RunLoop.main`
    /// (`AnySchedulerOf<RunLoop>`, the usual SwiftUI idiom).
    public var runLoop: TestSchedulerOf<RunLoop> { reach(lane: 2, runLoopScheduler) }
    /// An operation queue on the same clock, for code written with an `OperationQueue`.
    public var operationQueue: TestSchedulerOf<OperationQueue> { reach(lane: 3, operationQueueScheduler) }
    private let backgroundScheduler: TestSchedulerOf<DispatchQueue>
    private let runLoopScheduler: TestSchedulerOf<RunLoop>
    private let operationQueueScheduler: TestSchedulerOf<OperationQueue>
    /// `main`, under the name earlier versions gave it.
    public var scheduler: TestSchedulerOf<DispatchQueue> { main }
    /// How long one marble character lasts.
    public let frame: DispatchQueue.SchedulerTimeType.Stride
    /// How far past the last frame of any marble string `run()` moves the clock, in frames:
    /// enough for timers and delays to fire, and a bound for code that schedules forever.
    public var maxFramesAfterMarbles = 1000
    /// Whether a failing `toBe` rewrites its marbles in the test source (and says so);
    /// `MARBLETESTING_RECORD=1` in the environment turns it on.
    public var isRecording = MarbleRecording.isRequested

    /// The virtual time every scheduler, source and expectation of this test shares, in ms
    /// (`clock` is the Swift `Clock` over it, for async code).
    let virtualClock: VirtualClock
    /// What async use the test made (`m.clock`, sequence expectations, `await m.run()`).
    let async = AsyncRunState()
    /// Where recording reads and writes sources (tests point it at a copy).
    var recording = MarbleRecording()
    private var checks: [any MarbleCheck] = []
    /// What `m.hot` sources lost for want of demand, for failure messages.
    let droppedValues = DroppedValues()
    /// The latest time any marble string reaches, in ms.
    private var marblesEnd = 0

    /// A scheduler whose frames last `frame` (100 ms unless given; at least 1 ms).
    ///
    /// Its schedulers (`main`, `background`, `runLoop`, `operationQueue`) share one clock:
    /// `run()` and `advance(to:)` move them together, in whole milliseconds, and what is due
    /// at one instant runs in the order it was scheduled across all of them. Two limits: what
    /// one step schedules on several schedulers for one instant runs in the order main,
    /// background, runLoop, operationQueue; and a scheduler whose turn has come at an instant
    /// runs all it has due then, including what its own actions add. Move time with `run()`
    /// and `advance(to:)`, not with a scheduler's own `advance`, which moves it alone.
    public init(frame: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(100)) {
        main = DispatchQueue.test
        backgroundScheduler = DispatchQueue.test
        runLoopScheduler = RunLoop.test
        operationQueueScheduler = OperationQueue.test
        self.frame = frame
        let driver = LockstepDriver(lanes: [
            .dispatch("main", main), .dispatch("background", backgroundScheduler),
            .runLoop(runLoopScheduler), .operationQueue(operationQueueScheduler),
        ])
        self.virtualClock = VirtualClock(scheduler: main, frame: max(1, VirtualClock.milliseconds(frame)), driver: driver)
    }

    deinit {
        for check in checks {
            for site in check.uncheckedSites { IssueRecorder.fail(MarbleMessages.neverChecked, at: site) }
        }
    }

    // MARK: Sources

    /// A cold source of the marbles' characters (`"-a-[sw]-|"` sends "a", then "sw").
    public func cold(
        _ marbles: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ColdMarblePublisher<String> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return ColdMarblePublisher(script: script(marbles, kind: "cold", site: site) { $0 }, clock: virtualClock)
    }

    /// A cold source whose tokens stand for `values` (`values: ["a": 1]`).
    public func cold<Value>(
        _ marbles: String, values: [String: Value],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ColdMarblePublisher<Value> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return ColdMarblePublisher(script: script(marbles, kind: "cold", site: site) { values[$0] }, clock: virtualClock)
    }

    /// A hot source of the marbles' characters; `^` (or the first character) is frame 0.
    ///
    /// It behaves as a `PassthroughSubject` sent each value at its instant: a subscriber
    /// without demand at that instant does not get the value, ever (`hotBuffered` holds it).
    public func hot(
        _ marbles: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> HotMarblePublisher<String> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return hot(script(marbles, kind: "hot", site: site) { $0 }, withoutDemand: .drops, marbles: marbles, site: site)
    }

    /// A hot source whose tokens stand for `values`; `^` (or the first character) is frame 0.
    /// A `PassthroughSubject` at those instants, as `hot(_:)`.
    public func hot<Value>(
        _ marbles: String, values: [String: Value],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> HotMarblePublisher<Value> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return hot(script(marbles, kind: "hot", site: site) { values[$0] }, withoutDemand: .drops, marbles: marbles, site: site)
    }

    /// A hot source that holds, for each subscriber, the values it has no demand for and
    /// hands them over when it asks (a completion waits behind them): a subject seen
    /// through an unbounded buffer. Only for code whose real upstream buffers like this;
    /// a `PassthroughSubject` loses such values, and `hot(_:)` does too.
    public func hotBuffered(
        _ marbles: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> HotMarblePublisher<String> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return hot(script(marbles, kind: "hotBuffered", site: site) { $0 }, withoutDemand: .holds, marbles: marbles, site: site)
    }

    /// A hot source whose tokens stand for `values`, holding what a subscriber has no
    /// demand for, as `hotBuffered(_:)`.
    public func hotBuffered<Value>(
        _ marbles: String, values: [String: Value],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> HotMarblePublisher<Value> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return hot(script(marbles, kind: "hotBuffered", site: site) { values[$0] }, withoutDemand: .holds, marbles: marbles, site: site)
    }

    func hot<Value>(
        _ script: SourceScript<Value>, withoutDemand: SourceSubscription<Value>.WithoutDemand,
        marbles: String, site: CallSite
    ) -> HotMarblePublisher<Value> {
        let source = HotMarblePublisher(script: script, clock: virtualClock, withoutDemand: withoutDemand,
                                        dropped: (marbles, site, droppedValues))
        // It starts on the clock, at the first instant the clock runs (whoever runs it: `run()`,
        // `advance(to:)` or `scheduler.advance`), in the order it was made: so a subscription
        // made after it, for frame 0 or any frame, is in place before that frame's events.
        virtualClock.schedule(at: virtualClock.now) { source.start() }
        return source
    }

    func script<Value>(
        _ marbles: String, kind: String, site: CallSite, value: (String) -> Value?
    ) -> SourceScript<Value> {
        let script = SourceScript(marbles, kind: kind, frame: virtualClock.frame, site: site, value: value)
        reach(script.events.last.map { $0.time } ?? 0)
        return script
    }

    /// A scheduler other than `main`, which the driver reads from the moment the test reaches it.
    private func reach<Scheduler>(lane: Int, _ scheduler: Scheduler) -> Scheduler {
        virtualClock.driver.activate(lane)
        return scheduler
    }

    /// Notes that marbles reach `time` ms, so `run()` goes at least that far.
    func reach(_ time: Int) {
        marblesEnd = max(marblesEnd, time)
    }

    func register(_ check: any MarbleCheck) {
        checks.append(check)
    }

    /// Runs the clock, then checks every expectation given so far.
    ///
    /// The clock runs everything scheduled up to `maxFramesAfterMarbles` frames after the
    /// last frame of any marble string (hot sources start as it does). `run()` may be called
    /// again after more expectations. A test of async code (`m.clock`, a sequence
    /// expectation) calls `await m.run()` instead, which lets its tasks run at each instant.
    ///
    /// - Returns: whether every expectation held (each one that did not has failed the test).
    @discardableResult
    public func run(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let refusal = AsyncMessages.refusesSynchronousRun(async) {
            IssueRecorder.fail(refusal, at: site)
            return false
        }
        async.run = .synchronously
        virtualClock.advance(to: max(horizon, virtualClock.now))
        return checkExpectations()
    }

    /// Where `run()` stops: `maxFramesAfterMarbles` frames after the last marble frame, in ms.
    var horizon: Int { marblesEnd + maxFramesAfterMarbles * virtualClock.frame }

    /// Checks every expectation given so far (once the clock has run).
    func checkExpectations() -> Bool {
        let recording = isRecording ? self.recording : nil
        let pending = checks
        checks = []
        var held = true
        for check in pending {
            if check.hasAssertions {
                held = check.check(recording: recording) && held
            } else {
                IssueRecorder.fail(MarbleMessages.noAssertion("expect(…)"), at: check.expectSite)
                held = false
            }
        }
        return held
    }
}
