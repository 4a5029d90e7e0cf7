import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's `share(bufferingPolicy:)` (issue 20) with each policy, a consumer
/// that always waits (`fast`) and one whose body takes 300ms (`slow`), fed by an unbounded
/// `AsyncStream`. The base is pulled only while some consumer waits; the policy decides what
/// the shared buffer keeps for the slow one (and, through the buffer's positions, what the fast
/// one is handed).
extension ScenarioCatalog {
    private static let sixValues = Input(values: [(0, 1), (50, 2), (100, 3), (150, 4), (200, 5), (250, 6)], end: 300)

    private static func shareScenario(_ name: String, _ policy: AsyncBufferSequencePolicy) -> Scenario {
        Scenario(name: name) { driver in
            let s = AsyncStream<Int>.makeStream()
            let q = s.stream.share(bufferingPolicy: policy)
            await driver.forAwait(q, as: "fast")
            await driver.forAwait(q, as: "slow", work: 300)
            await driver.play([("s", s.continuation, sixValues)])
            await driver.end(at: 3000)
        }
    }

    static let shareScenarios: [Scenario] = [
        shareScenario("aa-share-unbounded", .unbounded),
        shareScenario("aa-share-newest", .bufferingLatest(2)),
        shareScenario("aa-share-oldest", .bufferingOldest(2)),
        shareScenario("aa-share-bounded", .bounded(2)),
    ]
}
