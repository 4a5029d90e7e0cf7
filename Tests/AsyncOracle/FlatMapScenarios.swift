import AsyncAlgorithms
import Clocks

/// Issue 20: the standard library's `flatMap` of async sequences (sequential) and
/// AsyncAlgorithms 1.1.4's `flatMapLatest` (`@available(AsyncAlgorithms 1.3, *)`), on an
/// `AsyncStream` base. Inner sequences are `[x, …].async` or timer ticks (ms, as StreamLab's).
extension ScenarioCatalog {
    static let flatMapScenarios: [Scenario] = [
        // s | flatMap { sequence x, x * 10 | async }: each element's inner sequence, in turn.
        Scenario(name: "std-flatMap") { driver in
            let (s, continuation) = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.flatMap { [$0, $0 * 10].async }, as: "out")
            await driver.at(0) { continuation.yield(1) }
            await driver.at(100) { continuation.yield(2) }
            await driver.at(200) { continuation.finish() }
            await driver.end(at: 1000)
        },
        // s | flatMap { timer every 100ms | prefix 2 }: the base waits until the inner one ends.
        Scenario(name: "std-flatMap-sequential") { driver in
            let (s, continuation) = AsyncStream<Int>.makeStream()
            let clock = driver.clock
            await driver.forAwait(s.flatMap { _ in ticks(every: 100, clock).prefix(2) }, as: "out")
            await driver.at(0) { continuation.yield(1) }
            await driver.at(50) { continuation.yield(2) }
            await driver.at(60) { continuation.finish() }
            await driver.end(at: 1000)
        },
        // A slow loop: a new element cancels the inner sequence it has not finished reading.
        Scenario(name: "aa-flatMapLatest-slow-loop") { driver in
            let (s, continuation) = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.flatMapLatest { [$0, $0 * 10, $0 * 100].async }, as: "out", work: 100)
            await driver.at(0) { continuation.yield(1) }
            await driver.at(150) { continuation.yield(2) }
            await driver.at(450) { continuation.finish() }
            await driver.end(at: 1000)
        },
        // Lesson 26's demo: drafts come faster than the screen shows quote states.
        Scenario(name: "aa-flatMapLatest-lesson") { driver in
            let (drafts, continuation) = AsyncStream<String>.makeStream()
            await driver.forAwait(drafts.flatMapLatest { ["loading \($0)", "quote \($0)"].async }, as: "screen", work: 100)
            await driver.at(0) { continuation.yield("a") }
            await driver.at(50) { continuation.yield("ab") }
            await driver.at(350) { continuation.yield("abc") }
            await driver.at(600) { continuation.finish() }
            await driver.end(at: 1000)
        },
        // While the loop is busy, demand goes to the inner task first: an element that comes
        // then waits in the base until the inner sequence has ended.
        Scenario(name: "aa-flatMapLatest-inner-first") { driver in
            let (drafts, continuation) = AsyncStream<String>.makeStream()
            await driver.forAwait(drafts.flatMapLatest { ["loading \($0)", "quote \($0)"].async }, as: "screen", work: 100)
            await driver.at(0) { continuation.yield("a") }
            await driver.at(50) { continuation.yield("ab") }
            await driver.at(150) { continuation.yield("abc") }
            await driver.at(600) { continuation.finish() }
            await driver.end(at: 1000)
        },
        // Each element restarts the timer; the sequence ends after the last inner one.
        Scenario(name: "aa-flatMapLatest-timer") { driver in
            let (s, continuation) = AsyncStream<Int>.makeStream()
            let clock = driver.clock
            await driver.forAwait(s.flatMapLatest { _ in ticks(every: 100, clock).prefix(2) }, as: "out")
            await driver.at(0) { continuation.yield(1) }
            await driver.at(150) { continuation.yield(2) }
            await driver.at(500) { continuation.yield(3) }
            await driver.at(650) { continuation.finish() }
            await driver.end(at: 1000)
        },
        // A base whose elements are all at hand: the base task reads them all before any
        // inner task runs, so only the last inner sequence is read.
        Scenario(name: "aa-flatMapLatest-burst") { driver in
            await driver.forAwait([1, 2, 3].async.flatMapLatest { [$0, $0 * 10].async }, as: "out")
            await driver.end(at: 1000)
        },
        // The base fails while the loop waits: the loop gets the failure.
        Scenario(name: "aa-flatMapLatest-fail-waiting") { driver in
            let (s, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            await driver.forAwait(s.flatMapLatest { [$0].async }, as: "out")
            await driver.at(0) { continuation.yield(1) }
            await driver.at(100) { continuation.finish(throwing: Boom("boom")) }
            await driver.end(at: 1000)
        },
        // The base fails while the loop is busy: the state machine drops the error, and the
        // loop's next `next()` returns nil.
        Scenario(name: "aa-flatMapLatest-fail-busy") { driver in
            let (s, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            await driver.forAwait(s.flatMapLatest { [$0].async }, as: "out", work: 100)
            await driver.at(0) { continuation.yield(1) }
            await driver.at(50) { continuation.finish(throwing: Boom("boom")) }
            await driver.end(at: 1000)
        },
        // Cancelling the loop while it waits ends it at once.
        Scenario(name: "aa-flatMapLatest-cancel") { driver in
            let (s, continuation) = AsyncStream<Int>.makeStream()
            let clock = driver.clock
            await driver.forAwait(s.flatMapLatest { _ in ticks(every: 100, clock) }, as: "out")
            await driver.at(0) { continuation.yield(1) }
            await driver.cancel("out", at: 250)
            await driver.end(at: 1000)
        },
    ]

    /// The timer's instants as ms since the TestClock's start.
    private static func ticks(every milliseconds: Int, _ clock: TestClock<Duration>) -> some AsyncSequence<Int, Never> & Sendable {
        AsyncTimerSequence.repeating(every: .milliseconds(milliseconds), clock: clock).map { instant in
            Int(TestClock<Duration>.Instant().duration(to: instant) / .milliseconds(1))
        }
    }
}
