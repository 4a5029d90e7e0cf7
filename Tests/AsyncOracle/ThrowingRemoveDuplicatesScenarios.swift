import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's `removeDuplicates(by:)` with a throwing predicate (issue 20;
/// `AsyncThrowingRemoveDuplicatesSequence`): the predicate's error fails the sequence.
extension ScenarioCatalog {
    static let throwingRemoveDuplicatesScenarios: [Scenario] = [
        /// 1 passes (nothing to compare), the second 1 is a duplicate, 2 passes, and comparing
        /// 2 with 3 throws.
        Scenario(name: "aa-removeDuplicates-throwing") { driver in
            let s = AsyncStream<Int>.makeStream()
            let deduplicated = s.stream.removeDuplicates { previous, element in
                if element == 3 { throw Boom("bad") }
                return previous == element
            }
            await driver.forAwait(deduplicated, as: "out")
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 1), (200, 2), (300, 3), (400, 4)], end: 500))])
            await driver.end(at: 1000)
        },
    ]
}
