@testable import StreamDSL
import Testing

/// Issue 8 §7: messages at the edges say what is wrong, and `:help limits` names the limits.
@Suite struct LimitMessagesTests {
    @Test func aHorizonPastTheLimitNamesTheLimit() {
        let lab = Playground()
        let reply = lab.console.submit(":set horizon 1000000000000s")
        #expect(reply.errors == "error: :set horizon: 1000000000000s is too long: a duration must be below 1000000000s (about 31 years)\n")
        lab.accept(":set horizon 999999999s")
        #expect(lab.session.settings.horizon == 999_999_999_000)
        #expect(lab.console.submit(":set horizon soon").errors == "error: :set horizon: expected a duration above 0ms, such as 10s or 500ms\n")
    }

    @Test func scientificNotationIsNamed() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("send a 1e300")
        #expect(errors.contains("error: expected an expression, found '1e300'"))
        #expect(errors.contains("^^^^^ scientific notation is not supported; write the number out in full"))
        #expect(lab.reject("send a 3abc").contains("'abc' is not a unit (durations use ms or s), and a value is a plain number"))
        #expect(lab.reject("send a 300ms").contains("a duration is not a value; write a number"))
    }

    @Test func aStringOfOnlyACombiningMarkIsAString() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept("send a \"\u{301}\"")
        lab.accept("send a \"e\u{301}\", \"\u{301}\u{302}x\"")
        #expect(lab.events("s") == ["^@0", "\"\u{301}\"@0", "\"e\u{301}\"@0", "\"\u{301}\u{302}x\"@0"])
    }

    @Test func helpNamesTheLimits() {
        let lab = Playground()
        let help = lab.accept(":help limits").output
        #expect(help.contains("A chain may be at most 10,000 stages deep"))
        #expect(help.contains("A script stops after 200 errors."))
        #expect(help.contains("A session keeps at most 128 MB of recorded events, printed lines,\n  scheduled actions and values that stages hold"))
        #expect(help.contains("Ctrl-C stops a statement"))
    }
}
