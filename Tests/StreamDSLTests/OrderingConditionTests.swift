@testable import StreamDSL
import Testing

/// `min by`, `max by` and their try… forms: the condition orders `x` before `prev`, as
/// Swift's `areInIncreasingOrder($0, $1)` does with x as $0 (Combine's Publishers.Comparison).
@Suite struct OrderingConditionTests {
    /// Runs `pipeline | sink as out` on a: 4@0, 9@100, 1@200, 9@300, finished@400.
    static func run(_ pipeline: String) -> Playground {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("\(pipeline) | sink as out")
        lab.accept("send a 4 @0ms, 9 @100ms, 1 @200ms, 9 @300ms; complete a @400ms")
        lab.accept("run")
        return lab
    }

    @Test func theConditionDecidesTheOrder() {
        #expect(Self.run("a | min by x < prev").events("out") == ["^@0", "1@400", "|@400"])
        #expect(Self.run("a | max by x < prev").events("out") == ["^@0", "9@400", "|@400"])
        // Reversed: the smallest by "greater first" is the largest value.
        #expect(Self.run("a | min by x > prev").events("out") == ["^@0", "9@400", "|@400"])
        #expect(Self.run("a | max by x > prev").events("out") == ["^@0", "1@400", "|@400"])
    }

    /// With ties everywhere (every value in one class), neither ever replaces the first.
    @Test func tiesKeepTheFirstValue() {
        #expect(Self.run("a | max by false").events("out") == ["^@0", "4@400", "|@400"])
        #expect(Self.run("a | min by false").events("out") == ["^@0", "4@400", "|@400"])
    }

    @Test(arguments: ["min by x - prev", "max by 1", #"tryMin by "yes""#, "tryMax by (x, prev)",
                      "min by x > prev ? 1 : 0"])
    func aConditionThatCannotBeABoolIsALocatedError(stages: String) {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("a | \(stages) | sink as out")
        let name = String(stages.prefix { $0 != " " })
        #expect(errorHeadlines(errors) == ["error: \(name) by needs a condition: true when x comes before prev"])
        #expect(diagnosticLocations(errors) == ["1:\(5 + name.count + 4)"])
        #expect(lab.session.recording.lanes.map(\.name) == ["a"])
    }

    /// A value that turns out not to be a Bool at run time fails the stream, as `filter` does.
    @Test func aNonBoolAtRunTimeFailsTheStream() {
        let events = Self.run("a | min by x").events("out")
        #expect(events.count == 2)
        #expect(events.last?.hasPrefix("#type error: min by needs a true/false condition") == true)
    }

    @Test func failInTheTryFormFailsTheStream() {
        let events = Self.run(#"a | tryMin by x == 9 ? fail("nine") : x < prev"#).events("out")
        #expect(events == ["^@0", "#nine@100"])
    }

    @Test func failInThePlainFormIsRefused() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject(#"a | max by x == 9 ? fail("nine") : x < prev | sink"#)
        #expect(errorHeadlines(errors) == ["error: max cannot fail in Combine; use tryMax"])
    }
}
