@testable import StreamDSL
import Testing

/// DESIGN.md's normative core, typed exactly as written there, and what each statement does.
@Suite struct SessionStatementTests {
    @Test func normativeCoreRunsAsWritten() {
        let lab = Playground()
        lab.accept(lines: NormativeCore.script)
        // Lanes in creation order: the subjects' own lanes, then one per sink. `late` is
        // created when the `at` statement runs, at 250ms.
        #expect(lab.laneNames == ["a", "c", "a | debounce 300ms", "t", "a | throttle 300ms first", "late"])
        // fail @700ms comes before complete @1.5s: the subject fails, and the later
        // completion is ignored (not drawn on its lane either).
        #expect(lab.events("a") == ["1@0", "2@100", "3@200", "#boom@700"])
        #expect(lab.events("c") == ["0@0"])
        // debounce: 3 is the last value before 300ms of silence (200 + 300 = 500); the
        // failure is forwarded at once.
        #expect(lab.events("a | debounce 300ms") == ["^@0", "3@500", "#boom@700"])
        // throttle latest: 1 opens a window and goes out at 0; the window [0, 300) saw 2 and
        // 3, so the newest, 3, goes out at 300.
        #expect(lab.events("t") == ["^@0", "1@0", "3@300", "#boom@700"])
        // throttle first: the same window emits its oldest value, 2.
        #expect(lab.events("a | throttle 300ms first") == ["^@0", "1@0", "2@300", "#boom@700"])
        // The shared pipeline subscribed nothing until 250ms and a sends nothing between
        // 250 and the cancel at 400.
        #expect(lab.events("late") == ["^@250", "!@400"])
        // `run` ran everything scheduled: the ignored completion at 1.5s was the last action.
        #expect(lab.now == 1500)
    }

    @Test func subjectDeclarationCanSubscribeInTheSameStatement() {
        let lab = Playground()
        lab.accept("subject a | debounce 300ms | sink")
        #expect(lab.session.names.definedNames == ["a"])
        #expect(lab.laneNames == ["a", "a | debounce 300ms"])
        lab.accept("send a 1 @0ms, 2 @100ms; run")
        #expect(lab.events("a | debounce 300ms") == ["^@0", "2@400"])
    }

    @Test func currentValueSubjectGivesItsValueToEachNewSubscriber() {
        let lab = Playground()
        lab.accept("current c = 5 | sink as first")
        lab.accept("send c 6 @100ms")
        lab.accept("at 200ms: c | sink as second")
        lab.accept("run")
        #expect(lab.events("first") == ["^@0", "5@0", "6@100"])
        // A later subscriber gets the current value (6), not the initial one.
        #expect(lab.events("second") == ["^@200", "6@200"])
    }

    @Test func namedPipelineSubscribesNothingUntilUsed() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("q = a | map x * 10 | share")
        #expect(lab.laneNames == ["a"])
        lab.accept("send a 1")
        lab.accept("q | sink as s")
        lab.accept("send a 2")
        #expect(lab.events("s") == ["^@0", "20@0"])
    }

    @Test(arguments: [
        ("send a 1 @1.5s", 1500), ("send a 1 @0.25s", 250), ("send a 1 @2s", 2000),
        ("send a 1 @300ms", 300), ("send a 1 @0ms", 0),
    ])
    func durationsInMillisecondsAndSeconds(statement: String, time: Int) {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept(statement)
        lab.accept("run")
        #expect(lab.events("s") == ["^@0", "1@\(time)"])
    }

    @Test func valuesOfEveryKind() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept(#"send a 42, -7, 1.5, "hi", true, false, nil, (1, "x"), [1, 2], (1, (2.5, nil))"#)
        #expect(lab.events("s") == ["^@0", "42@0", "-7@0", "1.5@0", #""hi"@0"#, "true@0", "false@0", "nil@0",
                                    #"(1, "x")@0"#, "[1, 2]@0", "(1, (2.5, nil))@0"])
    }

    @Test func expressionsUseTheCurrentValueAndTheAccumulator() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | map (x, x * x, str(x) + \"!\") | sink as m")
        lab.accept("a | scan 100, acc - x | sink as s")
        lab.accept("a | filter x >= 2 && !(x == 3) | map x.0 | sink as bad")
        lab.accept("send a 1, 2, 3")
        #expect(lab.events("m") == ["^@0", #"(1, 1, "1!")@0"#, #"(2, 4, "2!")@0"#, #"(3, 9, "3!")@0"#])
        #expect(lab.events("s") == ["^@0", "99@0", "97@0", "94@0"])
        // x.0 on an integer is a run-time error: the stream fails at the first value that passes.
        #expect(lab.events("bad") == ["^@0", "#type error: cannot index an integer (2); Swift would not compile this@0"])
    }

    @Test func commentsAndSemicolons() {
        let lab = Playground()
        lab.accept("subject a; a | sink as s # the rest is a comment; send a 99")
        lab.accept("send a 1; send a 2 # ; send a 3")
        #expect(lab.events("s") == ["^@0", "1@0", "2@0"])
    }

    @Test func advanceMovesTheClockByADurationOrToATime() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept("send a 1 @100ms, 2 @500ms")
        lab.accept("advance 300ms")
        #expect(lab.now == 300)
        #expect(lab.events("s") == ["^@0", "1@100"])
        lab.accept("advance to 1s")
        #expect(lab.now == 1000)
        #expect(lab.events("s") == ["^@0", "1@100", "2@500"])
    }

    @Test func runUntilStopsAtThatTimeEvenWhenIdle() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept("send a 1 @100ms, 2 @900ms")
        lab.accept("run until 500ms")
        #expect(lab.now == 500)
        #expect(lab.events("s") == ["^@0", "1@100"])
        lab.accept("run until 2s")
        #expect(lab.now == 2000)
        #expect(lab.events("s") == ["^@0", "1@100", "2@900"])
    }

    @Test func atRunsAnyStatementLater() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.accept("at 200ms: send a 1 @200ms, 2 @300ms")
        lab.accept("at 400ms: complete a")
        lab.accept("at 500ms: subject b | sink as t")
        #expect(!lab.session.names.definedNames.contains("b"))
        lab.accept("run")
        #expect(lab.events("s") == ["^@0", "1@200", "2@300", "|@400"])
        #expect(lab.session.names.definedNames.contains("b"))
        #expect(lab.events("t") == ["^@500"])
    }

    @Test func cancelNowOrLater() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | sink as early")
        lab.accept("a | sink as later")
        lab.accept("send a 1 @100ms, 2 @300ms")
        lab.accept("cancel later @200ms")
        lab.accept("cancel early")
        lab.accept("run")
        #expect(lab.events("early") == ["^@0", "!@0"])
        #expect(lab.events("later") == ["^@0", "1@100", "!@200"])
    }

    @Test func sinkDemandLimitsWhatASubjectDelivers() {
        let lab = Playground()
        lab.accept("subject a | sink demand 2 as d")
        lab.accept("send a 1, 2, 3; complete a")
        // The third value finds no demand and is dropped; completion needs no demand.
        #expect(lab.events("d") == ["^@0", "1@0", "2@0", "|@0"])
    }

    @Test func sameLaneNameTwiceGetsANumber() {
        let lab = Playground()
        lab.accept("subject a; a | sink; a | sink")
        // The subject's own lane is "a"; both sinks are named "a | sink": the newest keeps
        // the plain name, the earlier one is numbered.
        #expect(lab.laneNames == ["a", "a | sink (1)", "a | sink"])
    }
}
