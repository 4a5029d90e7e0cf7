import AsyncAlgorithms

/// Issue 20: the standard library's `map`, `filter`, `compactMap`, `prefix(while:)` and
/// `drop(while:)` and AsyncAlgorithms' `reductions` take closures that may throw (their
/// `AsyncThrowing…Sequence` forms): the first error ends the loop with that error.
/// `fail("bad")` in StreamLab's expression is `throw Boom("bad")`.
extension ScenarioCatalog {
    static let throwingClosureScenarios: [Scenario] = [
        // s | map x == 2 ? fail("bad") : x * 10
        Scenario(name: "std-map-throwing") { driver in
            await playIntegers(driver) { s in
                s.map { value in
                    if value == 2 { throw Boom("bad") }
                    return value * 10
                }
            }
        },
        // s | filter x == 3 ? fail("bad") : x % 2 == 1
        Scenario(name: "std-filter-throwing") { driver in
            await playIntegers(driver) { s in
                s.filter { value in
                    if value == 3 { throw Boom("bad") }
                    return value % 2 == 1
                }
            }
        },
        // s | drop while x == 2 ? fail("bad") : x < 2
        Scenario(name: "std-drop-while-throwing") { driver in
            await playIntegers(driver) { s in
                s.drop { value in
                    if value == 2 { throw Boom("bad") }
                    return value < 2
                }
            }
        },
        // s | reductions 0, x == 3 ? fail("bad") : acc + x
        Scenario(name: "aa-reductions-throwing") { driver in
            await playIntegers(driver) { s in
                s.reductions(0) { acc, value in
                    if value == 3 { throw Boom("bad") }
                    return acc + value
                }
            }
        },
        // s | contains x == 2 ? fail("bad") : false | await as out: the call rethrows.
        Scenario(name: "std-contains-throwing") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.awaitOne(as: "out") {
                try await s.stream.contains { @Sendable value in
                    if value == 2 { throw Boom("bad") }
                    return false
                }
            }
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3)], end: 300))])
            await driver.end(at: 1000)
        },
    ]
}
