@testable import StreamDSL
import Testing

/// `a | handleEvents HOOK { STEPS } …` in a session: each hook runs its steps at once with
/// `x` the hook's value (Combine's order is HandleEventsDifferentialTests'), and mistakes in
/// the hooks are located errors that change nothing.
@Suite struct HandleEventsEvaluationTests {
    /// A playground where `log`'s lane `hooks` records what the hooks send.
    static func logging() -> Playground {
        let lab = Playground()
        lab.accept("subject a; subject log; log | sink as hooks")
        return lab
    }

    @Test func eachHookSeesItsValue() {
        let lab = Self.logging()
        lab.accept("a | handleEvents output { send log x } request { send log x } completion { send log x } | sink demand 1 as out")
        lab.accept("send a 5 @100ms; request out unlimited @200ms; send a 6 @300ms; complete a @400ms; run")
        // The sink's first request (1), the value 5, the request for everything, 6, the finish.
        #expect(lab.events("hooks") == ["^@0", "1@0", "5@100", #""unlimited"@200"#, "6@300", #""finished"@400"#])
        #expect(lab.events("out") == ["^@0", "5@100", "6@300", "|@400"])
    }

    @Test func aFailureAndACancelRunTheirHooks() {
        let lab = Self.logging()
        lab.accept(#"a | handleEvents completion { send log x } | sink as failed; fail a "boom" @100ms"#)
        lab.accept("subject b; b | handleEvents subscription { send log 0 } cancel { send log -1 } | sink as c; cancel c @200ms")
        lab.accept("run")
        #expect(lab.events("hooks") == ["^@0", "0@0", #""failure(boom)"@100"#, "-1@200"])
    }

    /// Inside braces the hook's `x` is the inner publisher's value.
    @Test func aHookInsideAnInnerPipeline() {
        let lab = Self.logging()
        lab.accept("a | flatMap { just x * 2 | handleEvents output { send log x + 1 } } | sink as out")
        lab.accept("send a 1 @100ms, 2 @200ms; run")
        #expect(lab.events("hooks") == ["^@0", "3@100", "5@200"])
        #expect(lab.events("out") == ["^@0", "2@100", "4@200"])
    }

    @Test func mistakesAreLocatedAndChangeNothing() {
        let lab = Self.logging()
        let lanes = lab.laneNames
        let suspends = lab.reject("a | handleEvents output { sleep 100ms } | sink")
        #expect(errorHeadlines(suspends) == ["error: sleep cannot suspend inside a handleEvents output body: its steps run at once"])
        #expect(diagnosticLocations(suspends) == ["1:27"])
        let noValue = lab.reject("a | handleEvents cancel { send log x } | sink")
        #expect(errorHeadlines(noValue) == ["error: 'x' has no value here"])
        #expect(diagnosticLocations(noValue) == ["1:36"])
        let twice = lab.reject("a | handleEvents output { } cancel { } output { } | sink")
        #expect(errorHeadlines(twice) == ["error: the output hook is written twice in one handleEvents"])
        #expect(diagnosticLocations(twice) == ["1:40"])
        let none = lab.reject("a | handleEvents | sink")
        #expect(errorHeadlines(none).first?.hasPrefix("error: expected 'subscription' or 'output'") == true)
        let unknown = lab.reject("a | handleEvents output { send nowhere x } | sink")
        #expect(errorHeadlines(unknown).first?.contains("nowhere") == true)
        #expect(lab.laneNames == lanes)
    }

    /// A hook feeding its own upstream stops after `maxNestedSets` nested hooks, with a note,
    /// instead of overflowing the stack.
    @Test func aHookThatFeedsItsUpstreamStops() {
        let lab = Self.logging()
        lab.accept("a | handleEvents output { send a x + 1 } | sink as loop")
        let reply = lab.accept("send a 1")
        #expect(reply.output.contains("note: stopped: handleEvents output ran inside itself, 100 deep"))
        #expect(lab.events("loop").count == 102)
        // The next send runs hooks again.
        #expect(lab.accept("send a 1").output.contains("note: stopped"))
    }
}
