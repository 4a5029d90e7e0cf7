@preconcurrency import OpenCombine

/// `cancel LOOP`: cancelling a `for await` loop's task. Waiting in `next()`, the loop gets
/// `nil` and exits normally (an `AsyncStream`'s cancellation handler finishes it; OpenCombine's
/// `values` iterator cancels its subscription and returns `nil`); in its body, the `work`
/// sleep throws `CancellationError` out of the loop.
extension ScenarioCatalog {
    static let loopCancelScenarios: [Scenario] = [
        Scenario(name: "loop-cancel-waiting") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream, as: "out")
            await driver.at(0) { s.continuation.yield(1) }
            await driver.cancel("out", at: 100)
            await driver.at(200) { s.continuation.yield(2) }
            await driver.at(300) { s.continuation.finish() }
            await driver.end(at: 1000)
        },
        Scenario(name: "loop-cancel-in-body") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream, as: "out", work: 300)
            await driver.at(0) { s.continuation.yield(1) }
            await driver.cancel("out", at: 100)
            await driver.at(200) { s.continuation.yield(2) }
            await driver.at(300) { s.continuation.finish() }
            await driver.end(at: 1000)
        },
        Scenario(name: "loop-cancel-values") { driver in
            let a = PassthroughSubject<Int, Never>()
            await driver.forAwait(a.values, as: "out")
            await driver.at(0) { a.send(1) }
            await driver.cancel("out", at: 100)
            await driver.at(200) { a.send(2) }
            await driver.at(300) { a.send(completion: .finished) }
            await driver.end(at: 1000)
        },
    ]
}
