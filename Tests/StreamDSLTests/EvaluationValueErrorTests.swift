@testable import StreamDSL
import Testing

/// A value of the wrong kind fails the stream with a message naming the operation and the
/// kinds involved; it never crashes, and values after the failure are not delivered.
@Suite struct EvaluationValueErrorTests {
    /// Wrong kinds are type errors Swift would not compile; arithmetic and indexing that Swift
    /// checks while running say that Swift would stop there. Neither suggests that map can fail.
    @Test(arguments: [
        ("map x * 2", #""abc""#, #"type error: cannot multiply a string ("abc") and an integer (2) with '*': expected numbers; Swift would not compile this"#),
        ("filter x", "1", "type error: filter needs a true/false condition, got an integer (1); Swift would not compile this"),
        ("first x", "1", "type error: first needs a true/false condition, got an integer (1); Swift would not compile this"),
        ("map upper(x)", "1", "type error: upper needs a string, got an integer (1); Swift would not compile this"),
        ("map len(x)", "true", "type error: len needs a string, array or tuple, got a boolean (true); Swift would not compile this"),
        ("map x[0]", #""abc""#, #"type error: a string ("abc") cannot be indexed by an integer; Swift would not compile this"#),
        ("map x.0", #""abc""#, #"type error: a string ("abc") cannot be indexed by an integer; Swift would not compile this"#),
        ("map x[5]", "[1, 2]", "index 5 is out of range for [1, 2] (2 element(s)); in Swift this stops the program"),
        ("map x.2", "(7, 8)", "index 2 is out of range for (7, 8) (2 element(s)); in Swift this stops the program"),
        ("map 10 / x", "0", "division by zero; in Swift this stops the program"),
        ("map x % 0", "5", "division by zero; in Swift this stops the program"),
        ("map 1.5 / x", "0", "floating-point division by zero: Swift gives inf or nan here, which StreamLab's values do not model"),
        ("map x / 0.0", "0.0", "floating-point division by zero: Swift gives inf or nan here, which StreamLab's values do not model"),
        ("map x * x", "9223372036854775807", "integer overflow: 9223372036854775807 * 9223372036854775807; in Swift this stops the program"),
        ("map abs(x)", "-9223372036854775807 - 1", "integer overflow: abs(-9223372036854775808); in Swift this stops the program"),
        ("map -x", #""s""#, #"type error: cannot negate a string ("s"); Swift would not compile this"#),
        ("map x < 1", #""s""#, #"type error: cannot compare a string ("s") and an integer (1) with '<': expected two numbers or two strings; Swift would not compile this"#),
        ("map x ? 1 : 0", "3", "type error: '?' needs a true/false condition, got an integer (3); Swift would not compile this"),
        ("scan 0, acc * x", "nil", "type error: cannot multiply an integer (0) and nil (nil) with '*': expected numbers; Swift would not compile this"),
        ("reduce 0, acc - x", #""z""#, #"type error: cannot subtract an integer (0) and a string ("z") with '-': expected numbers; Swift would not compile this"#),
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
                                         #"#type error: cannot multiply a string ("abc") and an integer (2) with '*': expected numbers; Swift would not compile this@0"#])
        let diagram = lab.session.views.diagram(width: 80)
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
        #expect(errorHeadlines(errors) == ["error: type error: cannot add an integer (1) and a boolean (true) with '+': expected numbers; Swift would not compile this"])
        #expect(diagnosticLocations(errors) == ["1:9"])
        #expect(lab.laneNames == ["a"])
    }
}
