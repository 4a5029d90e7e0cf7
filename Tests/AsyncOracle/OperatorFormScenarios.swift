import AsyncAlgorithms

/// Issue 20: the forms AsyncAlgorithms 1.1.4 has beside the ones `aa-reductions` and
/// `aa-interspersed` compare: `reductions(_:)` without an initial result
/// (`AsyncInclusiveReductionsSequence`) and `interspersed(every:with:)`.
extension ScenarioCatalog {
    static let operatorFormScenarios: [Scenario] = [
        /// The first element goes out as it is; each later one is added to the running sum.
        Scenario(name: "aa-reductions-inclusive") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.reductions { $0 + $1 }, as: "out")
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3)], end: 300))])
            await driver.end(at: 1000)
        },
        /// A separator after every second element, sent once the element after it arrives.
        Scenario(name: "aa-interspersed-every") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.interspersed(every: 2, with: 0), as: "out")
            let input = Input(values: [(0, 1), (100, 2), (200, 3), (300, 4), (400, 5)], end: 500)
            await driver.play([("s", s.continuation, input)])
            await driver.end(at: 1000)
        },
    ]
}
