@preconcurrency import OpenCombine

/// OpenCombine's `Publisher.values`: its iterator requests `.max(1)` on each `next()`, so
/// what a subject sends while no `next()` is waiting is lost.
extension ScenarioCatalog {
    static let valuesScenarios: [Scenario] = [
        Scenario(name: "values-burst") { driver in
            let a = PassthroughSubject<Int, Never>()
            await driver.forAwait(a.values, as: "out")
            await driver.at(0) { a.send(1); a.send(2); a.send(3) }
            await driver.at(100) { a.send(completion: .finished) }
            await driver.end(at: 200)
        },
        Scenario(name: "values-buffer-burst") { driver in
            let a = PassthroughSubject<Int, Never>()
            await driver.forAwait(streamLabBuffer(a).values, as: "out")
            await driver.at(0) { a.send(1); a.send(2); a.send(3) }
            await driver.at(100) { a.send(completion: .finished) }
            await driver.end(at: 200)
        },
        Scenario(name: "values-subscribes-at-loop-start") { driver in
            let a = PassthroughSubject<Int, Never>()
            let v = a.values
            await driver.at(0) { a.send(1) }
            await driver.at(100) {}
            await driver.forAwait(v, as: "out")
            await driver.at(200) { a.send(2) }
            await driver.at(300) { a.send(completion: .finished) }
            await driver.end(at: 1000)
        },
        // Each `for await` makes its own iterator, and each iterator its own subscription.
        Scenario(name: "values-two-loops") { driver in
            let prices = PassthroughSubject<Int, Never>()
            let v = prices.values
            await driver.forAwait(v, as: "header")
            await driver.forAwait(v, as: "list")
            await driver.at(100) { prices.send(1) }
            await driver.at(200) { prices.send(2) }
            await driver.at(300) { prices.send(completion: .finished) }
            await driver.end(at: 1000)
        },
        Scenario(name: "values-work") { driver in
            let a = PassthroughSubject<Int, Never>()
            await driver.forAwait(a.values, as: "out", work: 150)
            await sendWorkInput(a, driver)
            await driver.end(at: 1000)
        },
        Scenario(name: "values-buffer-work") { driver in
            let a = PassthroughSubject<Int, Never>()
            await driver.forAwait(streamLabBuffer(a).values, as: "out", work: 150)
            await sendWorkInput(a, driver)
            await driver.end(at: 1000)
        },
        // A synchronous publisher sends its completion inside the same request(.max(1))
        // that delivered its last value: the loop still gets that value.
        Scenario(name: "values-just") { driver in
            await driver.forAwait(Just(7).values, as: "out")
            await driver.end(at: 100)
        },
        Scenario(name: "values-range") { driver in
            await driver.forAwait((1...5).publisher.values, as: "out")
            await driver.end(at: 100)
        },
        Scenario(name: "values-sequence") { driver in
            await driver.forAwait([1, 2].publisher.values, as: "out")
            await driver.end(at: 100)
        },
    ]

    /// StreamLab's `buffer`: asks its upstream for everything up front and drops the newest
    /// value when full (`.byRequest` forwards `.unlimited` at subscription in OpenCombine).
    private static func streamLabBuffer(_ a: PassthroughSubject<Int, Never>) -> Publishers.Buffer<PassthroughSubject<Int, Never>> {
        a.buffer(size: Int.max, prefetch: .byRequest, whenFull: .dropNewest)
    }

    /// `send a 1 @0ms, 2 @100ms, 3 @200ms, 4 @400ms` then `complete a @500ms`.
    @MainActor private static func sendWorkInput(_ a: PassthroughSubject<Int, Never>, _ driver: ScriptDriver) async {
        for (time, value) in [(0, 1), (100, 2), (200, 3), (400, 4)] {
            await driver.at(time) { a.send(value) }
        }
        await driver.at(500) { a.send(completion: .finished) }
    }
}

// OpenCombine's `values` sequence is Sendable in Combine; OpenCombine, built in Swift 5 mode,
// does not say so. The oracle iterates it on the main actor only.
extension AsyncPublisher: @unchecked @retroactive Sendable {}
