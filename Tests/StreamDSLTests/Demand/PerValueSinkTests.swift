import OpenCombine
@testable import StreamConsole
@testable import StreamDSL
import StreamLanguage
import Testing

/// Issue 20: `sink demand N then M`, a subscriber that returns `.max(M)` from each
/// `receive(_:)`, in a session and against OpenCombine driven by hand
/// (PerValueDemandDifferentialTests checks the engine on timed scenarios).
@Suite struct PerValueSinkTests {
    @Test func theClauseParses() {
        let parsed = Parser.parse("a | sink demand 1 then 2 as s")
        guard case .subscribe(let subscription)? = parsed.statements.first?.kind else {
            Issue.record("not a subscription: \(parsed.diagnostics)")
            return
        }
        #expect(subscription.sink.demand?.value == 1)
        #expect(subscription.sink.demandPerValue?.value == 2)
        #expect(subscription.sink.name?.name == "s")
    }

    @Test func badClausesAreLocatedErrorsThatChangeNothing() {
        let lab = Playground()
        lab.accept("subject a")
        lab.reject("a | sink demand 1 then")
        lab.reject("a | sink demand 1 then -1")
        lab.reject("a | sink then 1")
        lab.accept("send a 1")
        #expect(lab.laneNames == ["a"])
    }

    /// Behind `buffer`, against OpenCombine's `buffer(size:prefetch:whenFull:)` and a
    /// subscriber that asks for nothing, then returns `.max(1)` per value: the request at
    /// 150 hands on 1, whose returned demand hands on 2 at once; 3 finds demand as it arrives.
    @Test func agreesWithOpenCombineBehindBuffer() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | buffer 5 | sink demand 0 then 1 as each
            send a 1 @0ms, 2 @100ms
            request each 1 @150ms
            send a 3 @200ms
            complete a @300ms
            """)
        lab.accept("run")

        let clock = HandClock()
        let a = OpenCombine.PassthroughSubject<Int, Never>()
        let each = DemandLane<Int, Never>(clock, initial: .none, perValue: .max(1))
        a.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(each)
        a.send(1)
        clock.now = 100; a.send(2)
        clock.now = 150; each.request(.max(1))
        clock.now = 200; a.send(3)
        clock.now = 300; a.send(completion: .finished)

        #expect(each.events == ["^@0", "1@150", "2@150", "3@200", "|@300"])
        #expect(lab.events("each") == each.events)
    }

    /// Without `then` the sink asks only once: the same script stops after one value.
    @Test func withoutThenOnlyTheRequestIsServed() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | buffer 5 | sink demand 0 as once
            send a 1 @0ms, 2 @100ms
            request once 1 @150ms
            send a 3 @200ms
            """)
        lab.accept("run")
        #expect(lab.events("once") == ["^@0", "1@150"])
    }

    @Test func thePlanSaysWhatEachValueAsksFor() throws {
        let lab = Playground()
        lab.accept("subject a")
        let source = "a | sink demand 0 then 1 as each"
        let statement = try #require(Parser.parse(source).statements.first)
        var compiler = StatementCompiler(scope: NamesInScope(lab.session), source: source)
        let compiled = compiler.compile(statement)
        let plan = try #require(compiled)
        #expect(plan.description.hasSuffix("sink demand max(0) then max(1) as each"))
    }
}

/// `:help demand`: the page exists and its examples run as written.
@Suite struct DemandHelpTests {
    @Test func theExamplesRun() {
        let lab = Playground()
        for example in DemandHelp.examples { lab.accept(example) }
        lab.accept("send a 1 @50ms, 2 @200ms")
        lab.accept("run")
        #expect(lab.events("sum") == ["^@0", "2@50", "7@200"])
        #expect(lab.events("each") == ["^@0", "1@150", "2@200"])
    }

    @Test func thePageIsATopic() {
        let page = HelpText.render(topic: "demand", commands: [])
        #expect(page.contains("set c.value 5 @100ms"))
        #expect(page.contains("sink demand 0 then 1"))
    }
}
