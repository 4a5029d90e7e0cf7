import AsyncAlgorithms

/// AsyncAlgorithms 1.1.4's operators on async sequences, fed by `AsyncStream`s (unbounded, so
/// the input itself loses nothing) and driven by the TestClock.
extension ScenarioCatalog {
    /// SEMANTICS.md's worked example, finishing 100ms after its last element:
    /// `yield s 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms, 5 @700ms` and `finish s @800ms`.
    private static let workedExample = Input(values: [(0, 1), (100, 2), (200, 3), (600, 4), (700, 5)], end: 800)

    static let algorithmScenarios: [Scenario] = [
        Scenario(name: "aa-debounce-finish") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.debounce(for: .milliseconds(300), clock: driver.clock), as: "out")
            await driver.play([("s", s.continuation, workedExample)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-throttle-latest") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream._throttle(for: .milliseconds(300), clock: driver.clock, latest: true), as: "out")
            await driver.play([("s", s.continuation, workedExample)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-throttle-first") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream._throttle(for: .milliseconds(300), clock: driver.clock, latest: false), as: "out")
            await driver.play([("s", s.continuation, workedExample)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-chunks-count") { driver in
            let s = AsyncStream<Int>.makeStream()
            await driver.forAwait(s.stream.chunks(ofCount: 2), as: "out")
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3)], end: 300))])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-chunks-every") { driver in
            let s = AsyncStream<Int>.makeStream()
            let ticks = AsyncTimerSequence.repeating(every: .milliseconds(300), clock: driver.clock)
            await driver.forAwait(s.stream.chunked(by: ticks), as: "out")
            let input = Input(values: [(0, 1), (100, 2), (200, 3), (400, 4), (950, 5)], end: 1000)
            await driver.play([("s", s.continuation, input)])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-merge") { driver in
            let s = AsyncStream<Int>.makeStream()
            let t = AsyncStream<Int>.makeStream()
            await driver.forAwait(merge(s.stream, t.stream), as: "out")
            await driver.play([
                ("s", s.continuation, Input(values: [(0, 1), (200, 3)], end: 300)),
                ("t", t.continuation, Input(values: [(100, 2), (250, 4)], end: 400)),
            ])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-combineLatest") { driver in
            let s = AsyncStream<Int>.makeStream()
            let t = AsyncStream<Int>.makeStream()
            await driver.forAwait(combineLatest(s.stream, t.stream).map(Pair.init), as: "out")
            await driver.play([
                ("s", s.continuation, Input(values: [(0, 1), (200, 2)], end: 300)),
                ("t", t.continuation, Input(values: [(100, 10), (250, 20)], end: 400)),
            ])
            await driver.end(at: 2000)
        },
        // Lesson 16: a badge counts two streams' latest values.
        Scenario(name: "aa-badge-combineLatest") { driver in
            let messages = AsyncStream<Int>.makeStream()
            let alerts = AsyncStream<Int>.makeStream()
            await driver.forAwait(combineLatest(messages.stream, alerts.stream).map { $0 + $1 }, as: "badge")
            await driver.play([
                ("messages", messages.continuation, Input(values: [(0, 1), (200, 2)], end: 300)),
                ("alerts", alerts.continuation, Input(values: [(100, 0), (250, 3)], end: 400)),
            ])
            await driver.end(at: 2000)
        },
        // Lesson 16: `removeDuplicates` after `debounce` drops a settled value equal to the last one.
        Scenario(name: "aa-debounce-removeDuplicates") { driver in
            let level = AsyncStream<Int>.makeStream()
            await driver.forAwait(level.stream.debounce(for: .milliseconds(300), clock: driver.clock).removeDuplicates(),
                                  as: "applied")
            await driver.play([("level", level.continuation,
                                Input(values: [(0, 1), (100, 2), (200, 1), (600, 2), (700, 1), (1100, 3)], end: 1500))])
            await driver.end(at: 3000)
        },
        Scenario(name: "aa-zip") { driver in
            let s = AsyncStream<Int>.makeStream()
            let t = AsyncStream<Int>.makeStream()
            await driver.forAwait(zip(s.stream, t.stream).map(Pair.init), as: "out")
            await driver.play([
                ("s", s.continuation, Input(values: [(0, 1), (100, 2), (200, 3)], end: 300)),
                ("t", t.continuation, Input(values: [(150, 10), (250, 20)], end: 350)),
            ])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-share-late-consumer") { driver in
            let s = AsyncStream<Int>.makeStream()
            let q = s.stream.share()
            await driver.forAwait(q, as: "first")
            await driver.play([("s", s.continuation, Input(values: [(0, 1), (100, 2)], end: nil))])
            await driver.at(150) {}
            await driver.forAwait(q, as: "second")
            await driver.play([("s", s.continuation, Input(values: [(200, 3)], end: 300))])
            await driver.end(at: 2000)
        },
        Scenario(name: "aa-share-slow-consumer") { driver in
            let s = AsyncStream<Int>.makeStream()
            let q = s.stream.share()
            await driver.forAwait(q, as: "fast")
            await driver.forAwait(q, as: "slow", work: 300)
            let input = Input(values: [(0, 1), (100, 2), (200, 3), (300, 4)], end: 400)
            await driver.play([("s", s.continuation, input)])
            await driver.end(at: 3000)
        },
    ]
}

/// A stream's script: `yield` at each time, then `finish` (if `end` is given).
struct Input {
    let values: [(Int, Int)]
    let end: Int?
}

extension ScriptDriver {
    /// Plays several streams' scripts in time order (at one instant, in the order listed).
    func play(_ inputs: [(lane: String, continuation: AsyncStream<Int>.Continuation, input: Input)]) async {
        var statements: [(time: Int, order: Int, run: () -> Void)] = []
        for (lane, continuation, input) in inputs {
            for (time, value) in input.values {
                statements.append((time, statements.count, { [recorder] in
                    if case .dropped(let element) = continuation.yield(value) { recorder.note(lane, "dropped \(element)") }
                }))
            }
            if let end = input.end {
                statements.append((end, statements.count, { continuation.finish() }))
            }
        }
        for statement in statements.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            await at(statement.time, statement.run)
        }
    }
}
