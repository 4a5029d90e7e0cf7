import StreamCore
@testable import StreamDSL
import Testing

/// Names are redefined as in a notebook: the newest definition takes the name, with a note;
/// whatever was built from an older definition keeps it.
@Suite struct SessionRedefinitionTests {
    @Test func aRedefinedPipelineServesNewSubscriptionsOnly() {
        let lab = Playground()
        lab.accept("subject b; q = b | map x * 10; q | sink as old")
        let note = lab.accept("q = b | map x * 100").output
        #expect(note == "note: 'q' now names the new pipeline; subscriptions made earlier keep the old one\n")
        lab.accept("q | sink as new; send b 1")
        #expect(lab.events("old") == ["^@0", "10@0"])
        #expect(lab.events("new") == ["^@0", "100@0"])
    }

    @Test func aPipelineMayBeRedefinedFromItsOldSelf() {
        let lab = Playground()
        lab.accept("q = just 1; q = q | map x + 1; q | sink as s")
        #expect(lab.events("s") == ["^@0", "2@0", "|@0"])
    }

    @Test func aRedefinedSubjectIsANewSubject() {
        let lab = Playground()
        lab.accept("subject a; a | sink as s1")
        let note = lab.accept("subject a").output
        #expect(note == "note: 'a' now names a new subject; subscriptions made earlier stay on the old one, "
            + "sends go to the new one; its lane is now 'a (1)'\n")
        lab.accept("a | sink as s2; send a 1; complete a")
        // s1 is on the old subject: it sees neither the value nor the completion.
        #expect(lab.events("s1") == ["^@0"])
        #expect(lab.events("s2") == ["^@0", "1@0", "|@0"])
        #expect(lab.events("a (1)") == [])
        #expect(lab.events("a") == ["1@0", "|@0"])
        #expect(lab.laneNames == ["a (1)", "s1", "a", "s2"])
    }

    @Test func aSubjectRedefinedAsACurrentValueSubject() {
        let lab = Playground()
        lab.accept("subject a")
        let note = lab.accept("current a = 5").output
        #expect(note.hasPrefix("note: 'a' now names a new current-value subject; subscriptions made earlier stay on the old one"))
        lab.accept("a | sink as s")
        #expect(lab.events("s") == ["^@0", "5@0"])
    }

    @Test func aSinkNameTypedAgainStartsANewLaneAndNumbersTheOldOne() {
        let lab = Playground()
        lab.accept("subject a; a | map x * 2 | sink as out")
        let note = lab.accept("a | map x * 3 | sink as out").output
        #expect(note == "note: 'out' now names the new subscription; the earlier one keeps running; its lane is now 'out (1)'\n")
        lab.accept("send a 1; cancel out; send a 2")
        // `cancel out` stops the newest subscription; the earlier one keeps running.
        #expect(lab.events("out (1)") == ["^@0", "2@0", "4@0"])
        #expect(lab.events("out") == ["^@0", "3@0", "!@0"])
        lab.accept("a | sink as out")
        #expect(lab.laneNames == ["a", "out (1)", "out (2)", "out"])
        #expect(LaneJSON.encode(lab.session.recording.lanes).contains(#"{"name":"out (2)","events":[{"t":0,"kind":"subscribe"},{"t":0,"kind":"value","value":3},{"t":0,"kind":"cancel"}]}"#))
    }

    @Test func aNameMayChangeKind() {
        let lab = Playground()
        lab.accept("subject clicks; clicks | sink as early")
        let note = lab.accept("clicks | map x + 1 | sink as clicks").output
        #expect(note == "note: 'clicks' now names a subscription (it was a subject); subscriptions made earlier "
            + "stay on the old subject; its lane is now 'clicks (1)'\n")
        let errors = lab.reject("send clicks 1")
        #expect(errorHeadlines(errors) == ["error: 'clicks' is a subscription, not a subject"])
        let back = lab.accept("clicks = just 7").output
        #expect(back == "note: 'clicks' now names a pipeline (it was a subscription); the earlier subscription keeps running; "
            + "its lane is now 'clicks (2)'\n")
        #expect(lab.laneNames == ["clicks (1)", "early", "clicks (2)"])
    }

    @Test func oneStatementCannotDeclareANameTwice() {
        let lab = Playground()
        let errors = lab.reject("subject a | sink as a")
        #expect(errorHeadlines(errors) == ["error: 'a' is declared twice in one statement"])
        #expect(lab.laneNames.isEmpty)
    }

    @Test func stageLanesOfTheSamePipelineAreNumberedTheSameWay() {
        let lab = Playground()
        lab.accept(":set stages on")
        lab.accept("subject a; a | map x * 2 | sink as one; a | map x * 2 | sink as two")
        #expect(lab.laneNames == ["a", "  | map x * 2 (1)", "one", "  | map x * 2", "two"])
    }

    @Test func resetForgetsNumbering() {
        let lab = Playground()
        lab.accept("subject a; a | sink as out; a | sink as out")
        lab.accept(":reset")
        lab.accept("subject a; a | sink as out")
        #expect(lab.laneNames == ["a", "out"])
    }
}
