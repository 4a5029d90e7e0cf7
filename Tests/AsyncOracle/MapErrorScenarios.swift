import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's `mapError(_:)` (issue 20; `@available(AsyncAlgorithms 1.2, *)`),
/// on an `AsyncThrowingStream` failing with `Boom`, whose description is its message.
extension ScenarioCatalog {
    static let mapErrorScenarios: [Scenario] = [
        /// Elements pass; the failure is replaced by the transform's error.
        Scenario(name: "aa-mapError") { driver in
            let (s, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            await driver.forAwait(s.mapError { error in Boom("wrapped: \(error)") }, as: "out")
            await driver.at(0) { continuation.yield(1) }
            await driver.at(100) { continuation.yield(2) }
            await driver.at(200) { continuation.finish(throwing: Boom("boom")) }
            await driver.end(at: 1000)
        },
        /// A slow loop gets the buffered elements first, then the mapped failure; a plain end
        /// would pass unchanged.
        Scenario(name: "aa-mapError-slow-loop") { driver in
            let (s, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            await driver.forAwait(s.mapError { error in Boom("wrapped: \(error)") }, as: "out", work: 100)
            await driver.at(0) { continuation.yield(1); continuation.yield(2) }
            await driver.at(50) { continuation.finish(throwing: Boom("boom")) }
            await driver.end(at: 1000)
        },
    ]
}
