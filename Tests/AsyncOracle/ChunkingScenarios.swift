import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's remaining chunking operators (issue 20): `chunks(ofCount:or:)` with
/// a timer or a signal sequence, `chunked(by:)` with a signal sequence or a predicate, and
/// `chunked(on:)`, fed by unbounded `AsyncStream`s. No element arrives at a tick's instant.
extension ScenarioCatalog {
    static let chunkingScenarios: [Scenario] = [
        Scenario(name: "aa-chunks-count-or-every") { driver in
            let s = AsyncStream<Int>.makeStream()
            let ticks = AsyncTimerSequence.repeating(every: .milliseconds(300), clock: driver.clock)
            await driver.forAwait(s.stream.chunks(ofCount: 3, or: ticks), as: "out")
            let input = Input(values: [(0, 1), (50, 2), (100, 3), (200, 4), (400, 5), (450, 6), (700, 7)], end: 800)
            await driver.play([("s", s.continuation, input)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-chunks-signal") { driver in
            let s = AsyncStream<Int>.makeStream()
            let t = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.chunked(by: t.stream), as: "out")
            await driver.play([
                ("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3), (400, 4)], end: 500)),
                ("t", t.continuation, Input(values: [(150, 0), (250, 0), (300, 0)], end: 350)),
            ])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-chunks-count-or-signal") { driver in
            let s = AsyncStream<Int>.makeStream()
            let t = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.chunks(ofCount: 2, or: t.stream), as: "out")
            await driver.play([
                ("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3), (300, 4), (350, 5), (400, 6)], end: 500)),
                ("t", t.continuation, Input(values: [(250, 0), (320, 0)], end: nil)),
            ])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-chunks-while") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.chunked { $0 < $1 }, as: "out")
            let input = Input(values: [(0, 1), (100, 2), (200, 3), (300, 1), (400, 5), (500, 4)], end: 600)
            await driver.play([("s", s.continuation, input)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-chunks-key") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.chunked(on: { $0 % 2 }).map(KeyedChunk.init), as: "out")
            let input = Input(values: [(0, 1), (100, 3), (200, 2), (300, 4), (400, 5)], end: 500)
            await driver.play([("s", s.continuation, input)])
            await driver.end(at: 2000)
        },
    ]
}

/// `chunked(on:)`'s `(key, chunk)`, printed as StreamLab prints the tuple: `[key, [chunk]]`.
struct KeyedChunk: OracleValueConvertible {
    let key: Int
    let chunk: [Int]
    init(_ pair: (Int, [Int])) { (key, chunk) = pair }
    var oracleValue: OracleValue { .list([.int(key), chunk.oracleValue]) }
}
