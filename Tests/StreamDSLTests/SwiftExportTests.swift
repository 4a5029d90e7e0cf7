import Foundation
@testable import StreamConsole
@testable import StreamDSL
import StreamLanguage
@testable import SwiftExporter
import Testing

/// `:swift` / `SwiftExport`: the Combine code of a session. The expected marbles it writes
/// are SEMANTICS.md's worked example, not copies of the exporter's output; that the code
/// compiles and passes on OpenCombine is checked by the generated `ExportedScenariosTests`.
@Suite struct SwiftExportTests {
    static func export(_ inputs: [String]) -> Result<SwiftExportedTest, SwiftExportSkip> {
        SwiftExport.test(SwiftExport.Scenario(name: "t", inputs: inputs))
    }

    /// The test's code as it goes into a file (behind `#if canImport(Combine)` when Apple only).
    static func code(_ inputs: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch export(inputs) {
        case .success(let test): return test.source
        case .failure(let skip):
            Issue.record("skipped: \(skip)", sourceLocation: sourceLocation)
            return ""
        }
    }

    static func skip(_ inputs: [String]) -> SwiftExportSkip? {
        if case .failure(let skip) = export(inputs) { return skip }
        return nil
    }

    static let workedExample = ["subject a", "send a 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms, 5 @700ms", "complete a @1.5s"]

    @Test func debounceIsARealOperatorChainWithTheWorkedExamplesMarbles() {
        let code = Self.code(["subject a", "a | debounce 300ms | sink as d"] + Self.workedExample.dropFirst())
        #expect(code.contains("let a = PassthroughSubject<Int, Never>()"))
        #expect(code.contains(".debounce(for: .milliseconds(300), scheduler: m.main)"))
        // 3@500, 5@1000, finished@1500 in frames of 100ms.
        #expect(code.contains(#".toBe("-----3----5----|")"#))
        #expect(code.contains("m.schedule(at: .milliseconds(700)) { a.send(5) }"))
        #expect(code.contains("m.run()"))
    }

    @Test func throttleFirstAndLatestKeepTheirFlag() {
        let code = Self.code(["subject a", "a | throttle 300ms latest | sink as l", "a | throttle 300ms first | sink as f"]
                             + Self.workedExample.dropFirst())
        #expect(code.contains("latest: true))\n    l.toBe(\"1--3--4--5-----|\")"))
        #expect(code.contains("latest: false))\n    f.toBe(\"1--2--4--5-----|\")"))
    }

    @Test func theFrameIsTheGreatestCommonDivisorOfTheSessionsTimes() {
        let code = Self.code(["subject a", "a | map x * 2 | sink", "send a 1 @150ms, 2 @300ms", "complete a @450ms"])
        #expect(code.contains("MarbleScheduler(frame: .milliseconds(150))"))
        #expect(code.contains(#".toBe("-24|")"#))
    }

    @Test func expressionsBecomeClosuresWithInferredTypes() {
        let code = Self.code(["current c = 1.5 | map x > 1 ? \"big\" : \"small\" | sink", "send c 0.5"])
        #expect(code.contains("CurrentValueSubject<Double, Never>(1.5)"))
        #expect(code.contains(#".map { x in ((x > Double(1)) ? "big" : "small") }"#))
        #expect(code.contains(#".toBe("([big][small])")"#))
    }

    @Test func aLateSubscriberAndItsCancelAreSubscriptionMarbles() {
        let code = Self.code(["subject a", "at 200ms: a | sink as late", "cancel late @400ms",
                              "send a 1 @100ms, 2 @300ms, 3 @500ms"])
        #expect(code.contains("m.schedule(at: .milliseconds(200)) {"))
        #expect(code.contains(#"subscribedAt: "--^-!""#))
        #expect(code.contains(#".toBe("---2")"#))
    }

    @Test func tryOperatorsThrowWithTheFailHelperAndFailuresCarryTheirMessage() {
        let code = Self.code(["subject a | tryMap x > 0 ? x : fail(\"negative\") | sink", "send a 1, -1"])
        #expect(code.contains(#".tryMap { x in try ((x > 0) ? x : fail("negative")) }"#))
        #expect(code.contains(#".toBe("(1#[negative])")"#))
    }


    @Test func arithmeticThatWouldStopSwiftIsRefusedOnlyWhereItHappened() {
        #expect(Self.code(["subject a | map 10 / x | sink", "send a 2"]).contains(".map { x in (10 / x) }"))
        let byZero = SwiftExportSkip.noCombineCounterpart(
            "a stream that StreamLab fails where Swift stops or refuses the program (division by zero; in Swift this stops the program)")
        #expect(Self.skip(["subject a | map 10 / x | sink", "send a 0"]) == byZero)
        // Caught before the sink, it still happened: Swift would have stopped.
        #expect(Self.skip(["subject a | map 10 / x | replaceError 0 | sink", "send a 0"]) == byZero)
        #expect(Self.code(["subject a | map x[1] | sink", "send a [1, 2]"]).contains(".map { x in x[1] }"))
        #expect(Self.skip(["subject a | map x[5] | sink", "send a [1, 2]"])?.kind == SwiftExportSkip.kinds[1])
    }

    @Test func aFloatingDivisionByZeroIsRefusedToo() {
        // Swift goes on with inf or nan, which StreamLab's values do not model: no faithful export.
        let byZero = SwiftExportSkip.noCombineCounterpart(
            "a stream that StreamLab fails where Swift goes on with inf or nan (floating-point division by zero: Swift gives inf or nan here, which StreamLab's values do not model)")
        #expect(Self.skip(["subject a | map 1.0 / x | sink", "send a 0.0"]) == byZero)
        #expect(Self.skip(["subject a | map 1.0 / x | replaceError 0.0 | sink", "send a 0.0"]) == byZero)
        #expect(Self.skip(["subject a | map 1.0 / x | sink", "send a 2.0"]) == nil)
    }

    @Test func demandAndRequestReachTheExpectation() {
        let code = Self.code(["subject a", "a | buffer | sink demand 1 as out", "send a 1, 2, 3", "request out 1 @200ms"])
        #expect(code.contains("let out = m.expect(a\n        .buffer(size: Int.max, prefetch: .byRequest, whenFull: .dropNewest), demand: .max(1))"))
        // One value at once, the next when it is asked for (frames of 200ms).
        #expect(code.contains(#"out.toBe("12")"#))
        #expect(code.contains("m.schedule(at: .milliseconds(200)) { out.request(.max(1)) }"))
    }

    @Test func valuesOfSeveralTypesHaveNoSingleSwiftType() {
        #expect(Self.skip(["subject a", "a | sink", "send a 1, \"x\""])?.kind == SwiftExportSkip.kinds[3])
    }


    @Test func anOperatorWithoutATranslationIsSkippedNotGuessed() throws {
        let writer = SwiftPipelineWriter(frame: 100, sourceFrame: 100)
        let upstream = SwiftPublisher(code: "a", output: .int, failure: .never)
        writer.names["a"] = .publisher(upstream)
        let parsed = Parser.parse("a | map x | sink")
        guard case .subscribe(var subscription)? = parsed.statements.first?.kind else {
            Issue.record("not parsed")
            return
        }
        subscription.pipeline.operators[0].name.name = "somethingNew"
        #expect(throws: SwiftExportSkip.notTranslated("operator somethingNew")) {
            try writer.publisher(subscription.pipeline)
        }
    }

    @Test func aWordTheTranslationDoesNotKnowIsRefusedNotIgnored() throws {
        let writer = SwiftPipelineWriter(frame: 100, sourceFrame: 100)
        writer.names["a"] = .publisher(SwiftPublisher(code: "a", output: .int, failure: .never))
        let parsed = Parser.parse("a | debounce 300ms | sink")
        guard case .subscribe(var subscription)? = parsed.statements.first?.kind else {
            Issue.record("not parsed")
            return
        }
        let range = subscription.pipeline.operators[0].range
        subscription.pipeline.operators[0].arguments.append(.word(Identifier("sideways", range: range)))
        #expect(throws: SwiftExportSkip.notTranslated("debounce … sideways")) {
            try writer.publisher(subscription.pipeline)
        }
    }

    /// Queues are labels on one clock: `on background` is MarbleTesting's `m.background`,
    /// `main` its `m.main`, schedulers on one clock, and the code says so.
    @Test func aQueueIsTheMarbleSchedulerOfThatNameWithAComment() throws {
        let writer = SwiftPipelineWriter(frame: 100, sourceFrame: 100)
        writer.names["a"] = .publisher(SwiftPublisher(code: "a", output: .int, failure: .never))
        let parsed = Parser.parse("a | debounce 300ms on background | receive on main | sink")
        guard case .subscribe(let subscription)? = parsed.statements.first?.kind else {
            Issue.record("not parsed")
            return
        }
        let code = try writer.publisher(subscription.pipeline).code
        #expect(code.contains(".debounce(for: .milliseconds(300), scheduler: m.background)"))
        #expect(code.contains(".receive(on: m.main)"))
        #expect(writer.comments.count == 1)
        #expect(writer.comments.first?.contains("m.main and m.background, test schedulers on one clock") == true)
    }

    @Test func everySkipReadsBackFromItsDescription() {
        let skips: [SwiftExportSkip] = [
            .operatorMissingInOpenCombine("merge"), .noCombineCounterpart("x"), .noMarbleTestingCounterpart("y"),
            .noSingleSwiftType("z"), .notTranslated("w: with a colon"), .openCombineDiffers("v"), .asyncSequence("u"),
        ]
        for skip in skips { #expect(SwiftExportSkip(description: skip.description) == skip) }
        #expect(SwiftExportSkip(description: "anything else: at all") == nil)
    }

    @Test func swiftCommandPrintsTheSessionSinceTheLastReset() {
        let console = Console()
        _ = console.submit("subject old | sink")
        _ = console.submit(":reset")
        #expect(console.submit(":swift").errors.contains("nothing to export yet"))
        _ = console.submit("subject a | map x + 1 | sink as plusOne")
        _ = console.submit("send a 1")
        let reply = console.submit(":swift")
        #expect(!reply.hadError)
        // Named after the session, so a second session's test pasted beside it does not clash.
        #expect(reply.output.contains(#/@Test func session_[0-9a-f]{6}\(\)/#))
        _ = console.submit("send a 2")
        let second = console.submit(":swift")
        let name = /@Test func (session_[0-9a-f]{6})\(\)/
        #expect(reply.output.firstMatch(of: name)?.1 != second.output.firstMatch(of: name)?.1)
        #expect(reply.output.contains("import MarbleTesting\nimport OpenCombineShim\nimport Testing"))
        #expect(!reply.output.contains("let old"))
        #expect(reply.output.contains("// lane plusOne"))
    }

    /// A script (`streamlab run`) and a `:load`ed file run statements that are not typed
    /// history; `:swift` exports them all the same.
    @Test func swiftCommandExportsWhatAScriptAndALoadRan() throws {
        let script = Console()
        _ = script.submitScript("subject a | map x * 2 | sink as doubled\nsend a 1 @100ms\nrun\n:swift\n",
                                origin: SourceOrigin(fileName: "s.stream", firstLine: 1))
        let exported = script.submit(":swift")
        #expect(!exported.hadError)
        #expect(exported.output.contains("// lane doubled"))
        #expect(exported.output.contains(".map { x in (x * 2) }"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "subject b | sink as loaded\nsend b 7\n".write(to: folder.appendingPathComponent("b.stream"), atomically: true, encoding: .utf8)
        let loading = Console(workingDirectory: folder.path)
        #expect(!loading.submit(":load b.stream").hadError)
        let reply = loading.submit(":swift")
        #expect(!reply.hadError)
        #expect(reply.output.contains("// lane loaded"))
    }

    @Test func swiftCommandSaysWhyASessionCannotBeExported() {
        let console = Console()
        _ = console.submit("subject a; subject b; a | merge b | sink")
        _ = console.submit("a | map x | sink; send a 1, \"x\"")
        let reply = console.submit(":swift")
        #expect(reply.errors.contains("this session has no faithful Swift translation (no single Swift type: "))
    }
}
