import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's `buffer(policy:)` (issue 20) before a loop whose body takes 100ms,
/// fed by `AsyncStream`s. The elements arrive at 0, 10, 20, 30, 40 while the loop is busy
/// with the first, so each policy's buffer decides what the loop sees next.
extension ScenarioCatalog {
    private static let spread = Input(values: [(0, 1), (10, 2), (20, 3), (30, 4), (40, 5)], end: 50)

    static let bufferScenarios: [Scenario] = [
        Scenario(name: "aa-buffer-unbounded") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.buffer(policy: .unbounded), as: "out", work: 100)
            await driver.play([("s", s.continuation, spread)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-buffer-newest") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.buffer(policy: .bufferingLatest(2)), as: "out", work: 100)
            await driver.play([("s", s.continuation, spread)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-buffer-oldest") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.buffer(policy: .bufferingOldest(2)), as: "out", work: 100)
            await driver.play([("s", s.continuation, spread)])
            await driver.end(at: 2000)
        },
        /// `bounded(1)` stops pulling once one element is buffered, so the base's own
        /// `newest 1` buffer drops what the loop has not reached (the notes on s).
        Scenario(name: "aa-buffer-bounded") { driver in
            let s = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
            await driver.forAwait(s.stream.buffer(policy: .bounded(1)), as: "out", work: 100)
            await driver.play([("s", s.continuation, spread)])
            await driver.end(at: 2000)
        },
        /// Without the buffer the same base drops more: the loop's body holds nothing.
        Scenario(name: "aa-buffer-unbounded-keeps") { driver in
            let s = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
            await driver.forAwait(s.stream.buffer(policy: .unbounded), as: "out", work: 100)
            await driver.play([("s", s.continuation, spread)])
            await driver.end(at: 2000)
        },
    ]
}
