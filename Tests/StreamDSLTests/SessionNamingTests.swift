@testable import StreamDSL
import Testing

/// Names and lane names stay unique, whenever the statement that claims them runs.
@Suite struct SessionNamingTests {
    @Test func lanesMadeForLaterStatementsStillGetUniqueNames() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("at 250ms: a | sink")
        lab.accept("a | sink")
        lab.accept("run")
        // The lane shown first takes the first free name.
        // A bare-name pipeline's lane is "a | sink", apart from the subject's own lane "a".
        #expect(lab.laneNames == ["a", "a | sink", "a | sink #2"])
        #expect(lab.events("a | sink") == ["^@0"])
        #expect(lab.events("a | sink #2") == ["^@250"])
        #expect(lab.accept(":log").output == [
            "  0ms  a | sink: receive subscription", "  0ms  a | sink: request unlimited",
            "250ms  a | sink #2: receive subscription", "250ms  a | sink #2: request unlimited",
        ].joined(separator: "\n") + "\n")
    }

    @Test func aNameAnAtStatementDeclaresIsReservedUntilItRuns() {
        let lab = Playground()
        lab.accept("at 250ms: subject z | sink as zz")
        let errors = lab.reject("subject z")
        #expect(errorHeadlines(errors) == ["error: 'z' is already declared by an 'at' statement at 250ms"])
        let early = lab.reject("send z 1")
        #expect(early.contains("an 'at' statement declares it at 250ms"))
        lab.reject("at 300ms: z = just 1")
        // Statements are checked when accepted, so z is usable once the clock reached 250ms.
        lab.reject("at 260ms: send z 7")
        lab.accept("advance to 250ms")
        lab.accept("send z 7")
        #expect(lab.events("zz") == ["^@250", "7@250"])
        #expect(lab.laneNames == ["z", "zz"])
        // Declared now: the usual rule applies.
        #expect(errorHeadlines(lab.reject("subject z")) == ["error: 'z' is already a subject"])
    }

    @Test func twoAtStatementsCannotDeclareTheSameName() {
        let lab = Playground()
        lab.accept("at 100ms: q = just 1")
        lab.reject("at 200ms: q = just 2")
        lab.accept("advance 300ms")
        lab.accept("q | sink as s")
        #expect(lab.events("s") == ["^@300", "1@300", "|@300"])
    }

    @Test func resetForgetsReservations() {
        let lab = Playground()
        lab.accept("at 250ms: subject z")
        lab.accept(":reset")
        lab.accept("subject z")
    }
}
