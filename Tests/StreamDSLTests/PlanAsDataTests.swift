import Foundation
@testable import StreamConsole
import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Plans are data (issue 16, item 2): compiling a pipeline gives an `Equatable`, printable
/// value with no closure inside, and the same pipeline compiled twice gives equal plans
/// (every transcript's pipelines are compiled twice, against a session checked unchanged,
/// in `StatementPlanAcceptanceTests`). Async operators are checked through their
/// descriptors (item 5).
@Suite struct PlanAsDataTests {
    @Test func aPlanIsAValueThatPrintsWhatItBuilds() throws {
        let lab = Playground()
        lab.accept("subject a")
        let pipeline = try #require(Parser.parse("a | map x * 2 | flatMap max 1 { just x | delay 100ms } | sink")
            .statements.first.flatMap { $0.pipelines.first })
        let plan = CompiledPipeline(pipeline, in: lab.session)
        guard case .publisher(let publisher) = plan else {
            Issue.record("not compiled: \(plan)")
            return
        }
        #expect(publisher.description == "a | map (x * 2) | flatMap count: 1 { just x | delay 100ms }")
        let other = try #require(Parser.parse("a | map x * 3 | sink").statements.first.flatMap { $0.pipelines.first })
        #expect(CompiledPipeline(other, in: lab.session) != plan)
    }

    @Test func aConstantIsComputedWhileCheckingAndKeptInThePlan() throws {
        let lab = Playground()
        let pipeline = try #require(Parser.parse("just 2 * 21 | sink").statements.first.flatMap { $0.pipelines.first })
        guard case .publisher(.just(let value)) = CompiledPipeline(pipeline, in: lab.session) else {
            Issue.record("expected a just plan")
            return
        }
        #expect(value.constant == .int(42))
        #expect(value.description == "42")
    }

    @Test func stageLanesAreMadeWhenTheStatementRunsNotWhileCompiling() {
        let lab = Playground()
        lab.accept(":set stages on")
        lab.accept("subject a")
        var compiler = PipelineCompiler(scope: NamesInScope(lab.session))
        let pipeline = Parser.parse("a | map x + 1 | filter x > 1 | sink").statements.compactMap { $0.pipelines.first }[0]
        var labels: [String] = []
        let plan = compiler.compile(pipeline, scope: .topLevel) { _, stage, _ in
            labels.append("stage \(labels.count)")
            return labels.last
        }
        #expect(labels == ["stage 0", "stage 1"])
        #expect(plan?.description == "a | map (x + 1) ▸lane 0 | filter (x > 1) ▸lane 1")
        #expect(lab.session.recording.lanes.map(\.name) == ["a"])
        lab.accept("a | map x + 1 | filter x > 1 | sink as out")
        lab.accept("send a 1, 2")
        #expect(lab.session.recording.lanes.map(\.name) == ["a", "  | map x + 1", "  | filter x > 1", "out"])
        #expect(lab.events("  | map x + 1") == ["^@0", "2@0", "3@0"])
        #expect(lab.events("out") == ["^@0", "2@0", "3@0"])
    }

    /// A plan refers to names; its statement keeps what they meant while checking.
    @Test func aStatementBuiltLaterUsesWhatItsNamesMeantWhenChecked() {
        let lab = Playground()
        lab.accept(lines: "subject a\nobject vm\npublished vm.n = 5\nrelease vm @100ms")
        lab.accept("at 300ms: a | map vm.n + x | sink as out")
        lab.accept("send a 1 @400ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@300", "6@400"])
    }

    @Test func theAsyncOperatorsAreThoseWhoseDescriptorHasAnAsyncMeaning() {
        // The table this replaces listed thirteen; issue 20 adds adjacentPairs, chain, compacted, drop,
        // interspersed and reductions, then buffer (its policies), then mapError, then the one-value
        // calls allSatisfy, contains, first, max, min and reduce (`| await as NAME`), then flatMap and flatMapLatest.
        #expect(OperatorRegistry.asyncOperatorNames == ["adjacentPairs", "allSatisfy", "buffer", "chain", "chunks", "combineLatest",
                                                        "compactMap", "compacted", "contains", "debounce", "drop", "dropFirst",
                                                        "filter", "first", "flatMap", "flatMapLatest", "interspersed", "map", "mapError", "max", "merge", "min",
                                                        "prefix", "reduce", "reductions", "removeDuplicates", "share",
                                                        "throttle", "zip"])
        let chunks = OperatorRegistry.descriptor(named: "chunks")
        #expect(chunks?.check == nil && chunks?.instantiate == nil && chunks?.asyncMeaning != nil)
        for descriptor in OperatorRegistry.all {
            // Each operator has a Combine meaning, or says why a publisher cannot take it.
            #expect((descriptor.check != nil && descriptor.instantiate != nil) != (descriptor.onPublisher != nil),
                    "\(descriptor.name)")
        }
    }

    @Test func anOperatorWithoutAnAsyncMeaningIsALocatedErrorListingTheOnesThatHaveOne() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("a | values | measureInterval | for await as out")
        #expect(errors.contains("measureInterval is a Combine operator; an AsyncSequence has none"))
        #expect(errors.contains("an async sequence has: " + OperatorRegistry.asyncOperatorNames.joined(separator: ", ")))
        // Issue 20: a Combine operator that the async side spells differently names that spelling.
        #expect(lab.reject("a | values | scan 0, acc + x | for await as out")
            .contains("scan is a Combine operator; on an async sequence write reductions INIT, EXPR"))
        for name in AsyncCounterparts.byCombineName.keys {
            #expect(OperatorRegistry.descriptor(named: name)?.asyncMeaning == nil, "\(name) has an async meaning of its own")
        }
    }
}
