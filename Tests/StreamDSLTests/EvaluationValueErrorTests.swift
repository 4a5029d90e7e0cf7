@testable import StreamDSL
import Testing

/// A value of the wrong kind fails the stream with a message naming the operation and the
/// kinds involved; it never crashes, and values after the failure are not delivered.
@Suite struct EvaluationValueErrorTests {
    @Test(arguments: [
        ("map x * 2", #""abc""#, #"cannot multiply a string ("abc") and an integer (2) with '*': expected numbers"#),
        ("filter x", "1", "filter needs a true/false condition, got an integer (1)"),
        ("first x", "1", "first needs a true/false condition, got an integer (1)"),
        ("map upper(x)", "1", "upper needs a string, got an integer (1)"),
        ("map len(x)", "true", "len needs a string, array or tuple, got a boolean (true)"),
        ("map x[5]", "[1, 2]", "index 5 is out of range for [1, 2] (2 element(s))"),
        ("map x.2", "(7, 8)", "index 2 is out of range for (7, 8) (2 element(s))"),
        ("map 10 / x", "0", "division by zero"),
        ("map x % 0", "5", "division by zero"),
        ("map x * x", "9223372036854775807", "integer overflow: 9223372036854775807 * 9223372036854775807"),
        ("map -x", #""s""#, #"cannot negate a string ("s")"#),
        ("map x < 1", #""s""#, #"cannot compare a string ("s") and an integer (1) with '<': expected two numbers or two strings"#),
        ("map int(x)", #""4x""#, #"int cannot read "4x" as an integer"#),
        ("scan 0, acc * x", "nil", "cannot multiply an integer (0) and nil (nil) with '*': expected numbers"),
        ("reduce 0, acc - x", #""z""#, #"cannot subtract an integer (0) and a string ("z") with '-': expected numbers"#),
    ])
    func wrongKindFailsTheStream(stage: String, value: String, message: String) {
        let lab = Playground()
        lab.accept("subject a | \(stage) | sink as out")
        lab.accept("send a \(value), 1")
        #expect(lab.events("out") == ["^@0", "#\(message)@0"])
        // The subject itself is unaffected: a second subscriber still gets values.
        lab.accept("a | sink as plain")
        lab.accept("send a 2")
        #expect(lab.events("plain") == ["^@0", "2@0"])
    }

    @Test func theFailureIsDrawnWithItsMessage() {
        let lab = Playground()
        lab.accept(#"subject a | map x * 2 | sink as doubled; send a 1, "abc", 3"#)
        #expect(lab.events("doubled") == ["^@0", "2@0",
                                         #"#cannot multiply a string ("abc") and an integer (2) with '*': expected numbers@0"#])
        let diagram = lab.session.diagram(width: 80)
        #expect(diagram.contains(#"cannot multiply a string ("abc") and an integer (2)"#))
    }

    @Test func errorsInsideAnInnerPublisherFailThatStream() {
        let lab = Playground()
        lab.accept("subject a | flatMap { range 1...x } | sink as ranges")
        lab.accept("send a 2, 0")
        // range 1...0 is empty: building the inner publisher fails the stream, no crash.
        #expect(lab.events("ranges") == ["^@0", "1@0", "2@0", "#range 1...0 is empty or reversed@0"])
    }

    @Test func stringConcatenationIsNotAKindError() {
        let lab = Playground()
        lab.accept(#"subject a | map x + "!" | sink as shout; send a 1, "hi", (1, 2)"#)
        #expect(lab.events("shout") == ["^@0", #""1!"@0"#, #""hi!"@0"#, #""(1, 2)!"@0"#])
    }

    @Test func constantTypeErrorsRejectTheStatementInstead() {
        let lab = Playground()
        lab.accept("subject a")
        // No x: evaluated while compiling, reported against the statement, nothing subscribed.
        let errors = lab.reject("a | map 1 + true | sink")
        #expect(errorHeadlines(errors) == ["error: cannot add an integer (1) and a boolean (true) with '+': expected numbers"])
        #expect(diagnosticLocations(errors) == ["1:9"])
        #expect(lab.laneNames == ["a"])
    }
}
