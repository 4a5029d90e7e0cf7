import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// `for await x in SEQ { STEPS }` inside bodies (issue 18 §3): over a stream, a channel and a
/// chain through `values`, ending when the sequence ends, and normally when its task is
/// cancelled; `send c V` in a body waits for a loop to take the value.
@Suite struct ForAwaitStepTests {
    @Test func aLoopOverAStreamRunsItsBodyPerElementThenGoesOn() {
        let lab = Playground()
        lab.accept("stream s")
        lab.accept(#"task t { for await v in s { emit v * 10 }; return "ended" }"#)
        lab.accept("yield s 1 @100ms, 2 @200ms")
        lab.accept("finish s @300ms")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "10@100", "20@200", #"return "ended"@300"#])
    }

    @Test func aChainThroughValuesIsBuiltWhenTheLoopStarts() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("task t { for await x in a | values | map x * 2 { emit x } }")
        lab.accept("send a 1 @100ms, 2 @200ms")
        lab.accept("complete a @300ms")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "2@100", "4@200", "|@300"])
    }

    @Test func cancellingTheTaskEndsALoopOverAStreamNormally() {
        let lab = Playground()
        lab.accept("stream s")
        lab.accept(#"task t { for await v in s { emit v }; emit "after"; return isCancelled }"#)
        lab.accept("yield s 1 @100ms")
        lab.accept("cancel t @200ms")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "1@100", "cancelRequested@200", #""after"@200"#, "return true@200"])
    }

    @Test func anErrorOfAThrowingStreamIsThrownWhereTheLoopStands() {
        let lab = Playground()
        lab.accept("stream s throwing")
        lab.accept("task t { do { for await v in s { emit v } } catch { emit error } }")
        lab.accept("yield s 1 @100ms")
        lab.accept(#"fail s "broken" @200ms"#)
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "1@100", #""broken"@200"#, "|@200"])
    }

    @Test func returnInsideTheLoopBodyLeavesTheTask() {
        let lab = Playground()
        lab.accept("stream s")
        lab.accept("task t { for await v in s { if v == 2 { return v } }; emit 0 }")
        lab.accept("yield s 1, 2, 3")
        lab.accept("run")
        #expect(lab.events("t") == ["start@0", "return 2@0"])
    }

    @Test func aSendInABodyWaitsForTheLoopAndACancelledSendReturnsWithoutThrowing() {
        let lab = Playground()
        lab.accept("channel c")
        lab.accept(#"task p { send c 1; emit "sent"; send c 2; return isCancelled }"#)
        lab.accept("task q { for await v in c { emit v; sleep 100ms; return 0 } }")
        lab.accept("cancel p @300ms")
        lab.accept("run")
        #expect(lab.events("p") == ["start@0", #""sent"@0"#, "cancelRequested@300", "return true@300"])
        #expect(lab.events("q") == ["start@0", "1@0", "return 0@100"])
    }

    @Test func badLoopsAreLocatedErrorsThatChangeNothing() {
        let lab = Playground()
        lab.accept("subject a; stream s; object vm; published vm.p = 0")
        // A publisher is not an async sequence: the fix-it adds `| values`.
        #expect(lab.reject("task t { for await v in a { emit v } }").contains("| values"))
        #expect(lab.reject("task t { for v in s { emit v } }").contains("expected 'await'"))
        #expect(lab.reject("task t { let v = 1; for await v in s { emit v } }").contains("'v'"))
        #expect(lab.reject("didSet vm.p { for await v in s { } }").contains("cannot suspend"))
        #expect(!lab.laneNames.contains("t"))
    }
}
