/// Issue 20: the standard library's element-wise operators the other scenarios do not reach on
/// their own: `compactMap` with `Int(_:)` (nil for text that is not a number), `dropFirst(_:)`,
/// `prefix(_:)` and `prefix(while:)`. Each on an `AsyncStream` the script yields into.
extension ScenarioCatalog {
    static let elementOperatorScenarios: [Scenario] = [
        // s | compactMap int(x): "a" is not a number, so Int("a") is nil and is dropped.
        Scenario(name: "std-compactMap-int") { driver in
            let (s, continuation) = AsyncStream<String>.makeStream()
            await driver.forAwait(s.compactMap { Int($0) }, as: "out")
            for (time, text) in [(0, "1"), (100, "a"), (200, "3")] {
                await driver.at(time) { continuation.yield(text) }
            }
            await driver.at(300) { continuation.finish() }
            await driver.end(at: 1000)
        },
        // s | dropFirst 2
        Scenario(name: "std-dropFirst") { driver in
            await playIntegers(driver) { $0.dropFirst(2) }
        },
        // s | prefix 2: the loop ends at the second element, without waiting for the third.
        Scenario(name: "std-prefix") { driver in
            await playIntegers(driver) { $0.prefix(2) }
        },
        // s | prefix while x < 3: ends at the first element that fails the condition.
        Scenario(name: "std-prefix-while") { driver in
            await playIntegers(driver) { $0.prefix { $0 < 3 } }
        },
    ]

    /// `yield s 1 @0ms, 2 @100ms, 3 @200ms, 4 @300ms` and `finish s @400ms` into `operation(s)`,
    /// looped as `out` (also ThrowingClosureScenarios').
    @MainActor static func playIntegers<Result: AsyncSequence & Sendable>(
        _ driver: ScriptDriver, _ operation: (AsyncStream<Int>) -> Result
    ) async where Result.Element: OracleValueConvertible {
        let (s, continuation) = AsyncStream<Int>.makeStream()
        await driver.forAwait(operation(s), as: "out")
        for (time, value) in [(0, 1), (100, 2), (200, 3), (300, 4)] {
            await driver.at(time) { continuation.yield(value) }
        }
        await driver.at(400) { continuation.finish() }
        await driver.end(at: 1000)
    }
}
