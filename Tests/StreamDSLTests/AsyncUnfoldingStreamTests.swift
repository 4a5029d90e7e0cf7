@testable import StreamDSL
import StreamLanguage
import Testing

/// Issue 20: `stream NAME unfolding EXPR from V [after D]`, the standard library's
/// `AsyncStream(unfolding:)`. The oracle compares `std-unfolding`, `-slow-consumer` and
/// `-cancel`; these are the bounds on an endless closure and the located errors.
@Suite struct AsyncUnfoldingStreamTests {
    @Test func parsesTheDeclaration() {
        #expect(dump("stream u unfolding acc + 1 from 0") == "(stream u unfolding (+ acc 1) from 0)")
        #expect(dump("stream u unfolding acc + 1 from 0 after 100ms") == "(stream u unfolding (+ acc 1) from 0 after 100ms)")
        // Without `unfolding`, the continuation's stream as before.
        #expect(dump("stream s") == "(stream s unbounded)")
    }

    /// Each element is made from the one before it, `V` only feeding the first call; a
    /// named pipeline over the stream calls the same closure.
    @Test func eachCallMakesTheNextElementFromTheLast() {
        let lab = Playground()
        lab.accept(lines: """
            stream u unfolding acc < 3 ? acc * 2 : nil from 1
            u | map x * 10 | for await as out
            """)
        #expect(lab.events("out") == ["^@0", "20@0", "40@0", "|@0"])
        // The closure returned nil: the stream has ended, for a later loop too.
        lab.accept("u | for await as again")
        #expect(lab.events("again") == ["^@0", "|@0"])
    }

    /// An endless closure that takes no time is stopped by the run's value budget, with a
    /// note, instead of hanging the statement.
    @Test func anEndlessClosureWithoutTimeStopsAtTheValueBudget() {
        let lab = Playground()
        lab.session.settings.maxActions = 1_000
        lab.accept("stream u unfolding acc + 1 from 0")
        let reply = lab.accept("u | for await as out")
        #expect(reply.output.contains("stopped after 1000 values"))
        let events = lab.events("out")
        #expect(events.count == 1_002)
        #expect(events.last == "#stopped: more values than one run may emit (a runaway source?)@0")
    }

    /// With `after`, each element is an action on the clock: `run` stops at the horizon.
    @Test func anEndlessClosureWithTimeStopsAtTheHorizon() {
        let lab = Playground(horizon: 1_000)
        lab.accept(lines: """
            stream u unfolding acc + 1 from 0 after 100ms
            u | for await as out
            """)
        let reply = lab.accept("run")
        #expect(reply.output.contains("stopped at the horizon"))
        #expect(lab.events("out").prefix(3) == ["^@0", "1@100", "2@200"])
        #expect(lab.events("out").contains("10@1000"))
        #expect(!lab.events("out").contains("11@1100"))
    }

    @Test func badDeclarationsAreLocatedErrorsThatChangeNothing() {
        let lab = Playground()
        #expect(lab.reject("stream u unfolding acc + 1").contains("error: expected 'from', found the end of the input"))
        #expect(lab.reject("stream u unfolding acc + 1 0").contains("the first acc comes after 'from'"))
        #expect(lab.reject("stream u unfolding acc + nope from 0").contains("error: unknown name 'nope'"))
        #expect(lab.reject("stream u unfolding x + 1 from 0").contains("error: 'x' has no value here"))
        #expect(lab.reject("stream u unfolding acc + 1 from acc").contains("error: 'acc' has no value here"))
        #expect(lab.reject(#"stream u unfolding fail("no") from 0"#).contains("nothing can throw"))
        let zero = lab.reject("stream u unfolding acc + 1 from 0 after 0ms")
        #expect(zero.contains("error: an unfolding stream's closure cannot take 0ms"))
        #expect(diagnosticLocations(zero) == ["1:41"])
        #expect(lab.reject("u | for await as out").contains("error: unknown name 'u'"))
        #expect(lab.laneNames.isEmpty)
    }

    /// There is no continuation: `yield` and `finish` say so, and change nothing.
    @Test func yieldAndFinishNeedAContinuation() {
        let lab = Playground()
        lab.accept("stream u unfolding acc < 2 ? acc + 1 : nil from 0")
        let yielded = lab.reject("yield u 5")
        #expect(yielded.contains("error: 'u' is an AsyncStream(unfolding:), not an AsyncStream with a continuation"))
        #expect(yielded.contains("nil ends it"))
        #expect(lab.reject("finish u @100ms").contains("not a stream with a continuation, or a channel"))
        #expect(lab.reject("task t { yield u 1 }").contains("'u' is an AsyncStream(unfolding:)"))
        lab.accept("u | for await as out")
        #expect(lab.events("out") == ["^@0", "1@0", "2@0", "|@0"])
    }

    private func dump(_ source: String) -> String {
        let parsed = Parser.parse(source)
        guard parsed.diagnostics.isEmpty, let statement = parsed.statements.first else {
            return "errors: \(parsed.diagnostics.map(\.message))"
        }
        return TreeDump.statement(statement)
    }
}
