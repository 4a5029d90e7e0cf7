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
        // The lane shown last is the newest: it takes the plain name, the earlier one a number.
        // A bare-name pipeline's lane is "a | sink", apart from the subject's own lane "a".
        #expect(lab.laneNames == ["a", "a | sink (1)", "a | sink"])
        #expect(lab.events("a | sink (1)") == ["^@0"])
        #expect(lab.events("a | sink") == ["^@250"])
        #expect(lab.accept(":log").output == [
            "  0ms  a | sink (1): receive subscription", "  0ms  a | sink (1): request unlimited",
            "250ms  a | sink: receive subscription", "250ms  a | sink: request unlimited",
        ].joined(separator: "\n") + "\n")
    }

    @Test func aNameAnAtStatementDeclaresIsUnknownUntilItRuns() {
        let lab = Playground()
        lab.accept("at 250ms: subject z | sink as zz")
        let early = lab.reject("send z 1")
        #expect(early.contains("an 'at' statement declares it at 250ms"))
        // Statements are checked when accepted, so z is usable once the clock reached 250ms.
        lab.reject("at 260ms: send z 7")
        lab.accept("advance to 250ms")
        lab.accept("send z 7")
        #expect(lab.events("zz") == ["^@250", "7@250"])
        #expect(lab.laneNames == ["z", "zz"])
    }

    @Test func anAtStatementRedefinesANameWhenItRuns() {
        let lab = Playground()
        lab.accept("at 100ms: q = just 1")
        lab.accept("at 200ms: q = just 2")
        let notes = lab.accept("advance 300ms").output
        #expect(notes == "note: 'q' now names the new pipeline; subscriptions made earlier keep the old one\n")
        lab.accept("q | sink as s")
        #expect(lab.events("s") == ["^@300", "2@300", "|@300"])
    }

    @Test func aNameDeclaredLaterCanBeDefinedNowAndIsRedefinedThen() {
        let lab = Playground()
        lab.accept("at 250ms: subject z")
        lab.accept("subject z")
        lab.accept("z | sink as early")
        lab.accept("at 300ms: send z 3")
        let output = lab.accept("run").output
        #expect(output.contains("note: 'z' now names a new subject; subscriptions made earlier stay on the old one, sends go to the new one; its lane is now 'z (1)'"))
        // `send z 3` was checked at acceptance, against the subject z named then.
        #expect(lab.events("early") == ["^@0", "3@300"])
        #expect(lab.laneNames == ["z (1)", "early", "z"])
    }

    @Test func resetForgetsReservations() {
        let lab = Playground()
        lab.accept("at 250ms: subject z")
        lab.accept(":reset")
        lab.accept("subject z")
    }
}
