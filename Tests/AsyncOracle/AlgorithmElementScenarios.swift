import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's element-wise operators issue 20 adds: `compacted`, `adjacentPairs`,
/// `reductions`, `interspersed(with:)`, `chain`, and the standard library's `drop(while:)`, fed by unbounded `AsyncStream`s.
extension ScenarioCatalog {
    static let algorithmElementScenarios: [Scenario] = [
        Scenario(name: "aa-compacted") { driver in
            let s = AsyncStream<Int?>.makeStream()
            await driver.forAwait(s.stream.compacted(), as: "out")
            await driver.at(0) { s.continuation.yield(1) }
            await driver.at(100) { s.continuation.yield(nil) }
            await driver.at(200) { s.continuation.yield(3) }
            await driver.at(300) { s.continuation.finish() }
            await driver.end(at: 1000)
        },
        Scenario(name: "aa-adjacentPairs") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.adjacentPairs().map(Pair.init), as: "out")
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3)], end: 300))])
            await driver.end(at: 1000)
        },
        Scenario(name: "aa-reductions") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.reductions(0) { $0 + $1 }, as: "out")
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3)], end: 300))])
            await driver.end(at: 1000)
        },
        Scenario(name: "aa-interspersed") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.interspersed(with: 0), as: "out", work: 50)
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2)], end: 250))])
            await driver.end(at: 1000)
        },
        Scenario(name: "aa-chain") { driver in
            let s = AsyncStream<Int>.makeStream()
            let t = AsyncStream<Int>.makeStream()
            await driver.forAwait(chain(s.stream, t.stream), as: "out")
            await driver.play([
                ("s", s.continuation, Input(values: [(0, 1), (100, 2)], end: 200)),
                ("t", t.continuation, Input(values: [(50, 10), (300, 20)], end: 400)),
            ])
            await driver.end(at: 1000)
        },
        Scenario(name: "std-drop-while") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.drop(while: { $0 < 3 }), as: "out")
            let input = Input(values: [(0, 1), (100, 3), (200, 2), (300, 4)], end: 400)
            await driver.play([("s", s.continuation, input)])
            await driver.end(at: 1000)
        },
    ]
}
