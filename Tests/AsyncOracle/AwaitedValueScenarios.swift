@preconcurrency import OpenCombine

/// Issue 20: the standard library's `AsyncSequence` methods that return one value, awaited
/// (`min()`, `max(by:)`, `reduce(_:_:)`, `contains(where:)`, `allSatisfy(_:)`,
/// `first(where:)`), played as StreamLab's `… | min | await as out`: a task that awaits the
/// call, its lane `subscribe` when the task starts, the value when the call returns, then
/// `finished`.
extension ScenarioCatalog {
    static let awaitedValueScenarios: [Scenario] = [
        Scenario(name: "std-min") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.awaitOne(as: "out") { await s.stream.min() }
            await driver.play([("s", s.continuation, Input(values: [(0, 3), (100, 1), (200, 2)], end: 300))])
            await driver.end(at: 1000)
        },
        /// StreamLab's `max by x % 10 < prev % 10` is `max(by: { @Sendable in $0 % 10 < $1 % 10 })`.
        Scenario(name: "std-max-by") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.awaitOne(as: "out") { await s.stream.max(by: { @Sendable in $0 % 10 < $1 % 10 }) }
            await driver.play([("s", s.continuation, Input(values: [(0, 12), (100, 25), (200, 31)], end: 300))])
            await driver.end(at: 1000)
        },
        Scenario(name: "std-reduce") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.awaitOne(as: "out") { await s.stream.reduce(0, +) }
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3)], end: 300))])
            await driver.end(at: 1000)
        },
        /// A throwing upstream: the call throws its error; nothing is returned.
        Scenario(name: "std-reduce-throwing") { driver in
            let (s, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
            await driver.awaitOne(as: "out") { try await s.reduce(0, +) }
            await driver.at(0) { continuation.yield(1) }
            await driver.at(100) { continuation.yield(2) }
            await driver.at(200) { continuation.finish(throwing: Boom("boom")) }
            await driver.end(at: 1000)
        },
        /// `contains` returns at the first match and drops its iterator without cancelling
        /// it: the stream is not finished, and a loop started later still gets what was
        /// yielded after the match (5 from the buffer at 250), then the end (300).
        Scenario(name: "std-contains-early") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.awaitOne(as: "out") { await s.stream.contains(3) }
            await driver.at(0) { s.continuation.yield(1) }
            await driver.at(100) { s.continuation.yield(3) }
            await driver.at(200) { s.continuation.yield(5) }
            await driver.at(250) {}
            await driver.forAwait(s.stream, as: "rest")
            await driver.at(300) { s.continuation.finish() }
            await driver.end(at: 1000)
        },
        /// `first(where:)` on `values` returns at the first match; the subscription is not
        /// cancelled (OpenCombine's iterator is dropped, and asks for nothing more).
        Scenario(name: "std-first-where-values") { driver in
            let a = PassthroughSubject<Int, Never>()
            await driver.awaitOne(as: "out") { await a.values.first(where: { @Sendable in $0 > 1 }) }
            await driver.at(0) { a.send(1) }
            await driver.at(100) { a.send(2) }
            await driver.at(200) { a.send(3) }
            await driver.at(300) { a.send(completion: .finished) }
            await driver.end(at: 1000)
        },
        Scenario(name: "std-first-where-none") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.awaitOne(as: "out") { await s.stream.first(where: { @Sendable in $0 > 5 }) }
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2)], end: 200))])
            await driver.end(at: 1000)
        },
        Scenario(name: "std-allSatisfy") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.awaitOne(as: "out") { await s.stream.allSatisfy { @Sendable in $0 > 0 } }
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 0), (300, 4)], end: 400))])
            await driver.end(at: 1000)
        },
        /// Cancelling the awaiting task: the stream's `next()` returns nil, so `reduce`
        /// returns the sum so far, at the cancel's instant; it does not throw.
        Scenario(name: "std-reduce-cancelled") { driver in
            let s = AsyncStream<Int>.makeStream()
            let task = await driver.awaitOne(as: "out") { await s.stream.reduce(0, +) }
            await driver.at(0) { s.continuation.yield(1) }
            await driver.at(100) { s.continuation.yield(2) }
            await driver.at(150) { task.cancel() }
            await driver.at(200) { s.continuation.yield(3) }
            await driver.at(300) { s.continuation.finish() }
            await driver.end(at: 1000)
        },
    ]
}

extension ScriptDriver {
    /// `SEQ | OPERATOR | await as LANE`: a task that awaits one call, started now (it makes
    /// the base's iterator and waits in its first `next()` before the next statement).
    @discardableResult
    func awaitOne<V: OracleValueConvertible>(
        as lane: String, _ call: @escaping @MainActor () async throws -> V
    ) async -> Task<Void, Never> {
        let recorder = recorder
        let task = Task { @MainActor in
            recorder.subscribe(lane)
            do {
                recorder.value(lane, try await call())
                recorder.finished(lane)
            } catch {
                recorder.failure(lane, String(describing: error))
            }
        }
        await settle()
        return task
    }
}

extension Bool: OracleValueConvertible {
    var oracleValue: OracleValue { .bool(self) }
}

extension Optional: OracleValueConvertible where Wrapped == Int {
    var oracleValue: OracleValue { map(OracleValue.int) ?? .null }
}
