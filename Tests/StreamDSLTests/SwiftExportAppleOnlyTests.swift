@testable import StreamConsole
@testable import StreamDSL
@testable import SwiftExporter
import Testing

/// Issue 19's export rule: an operator OpenCombine 0.14 lacks and a behaviour where it differs
/// from Apple's Combine are treated alike. The test is written for Apple's Combine inside
/// `#if canImport(Combine)`, with the reasons; elsewhere it is a disabled test of the same name.
/// The marbles are Combine's documented behaviour (SEMANTICS.md), not the exporter's output.
@Suite struct SwiftExportAppleOnlyTests {
    static func exported(_ inputs: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SwiftExportedTest? {
        switch SwiftExport.test(SwiftExport.Scenario(name: "t", inputs: inputs)) {
        case .success(let test): return test
        case .failure(let skip):
            Issue.record("refused: \(skip)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test func mergeIsExportedForApplesCombineBehindCanImport() throws {
        let test = try #require(Self.exported([
            "subject a", "subject b", "a | merge b | sink as both",
            "send a 1 @0ms", "send b 2 @100ms", "send a 3 @200ms", "complete a @300ms", "complete b @400ms",
        ]))
        #expect(test.appleOnly == [.operatorMissingInOpenCombine("merge")])
        // merge interleaves in time order and finishes when every input has finished.
        #expect(test.function.contains(".merge(with: b)"))
        #expect(test.function.contains(#".toBe("123-|")"#))
        let lines = test.source.split(separator: "\n").map(String.init)
        #expect(lines.contains("// - operator missing in OpenCombine: merge"))
        let ifLine = try #require(lines.firstIndex(of: "#if canImport(Combine)"))
        #expect(lines[ifLine + 1] == "@Test func t() {")
        let elseLine = try #require(lines.firstIndex(of: "#else"))
        #expect(lines[elseLine + 1] == #"@Test(.disabled("Apple only: operator missing in OpenCombine: merge")) func t() {}"#)
        #expect(lines[elseLine + 2] == "#endif")
        #expect(ifLine < elseLine)
    }

    @Test func combineLatestPairsTheLatestValuesAsATuple() throws {
        let test = try #require(Self.exported([
            "subject a", "subject b", "a | combineLatest b | sink as pairs",
            "send a 1 @0ms", "send b 10 @100ms", "send a 2 @200ms",
        ]))
        #expect(test.appleOnly == [.operatorMissingInOpenCombine("combineLatest")])
        #expect(test.function.contains(".combineLatest(b)"))
        // Nothing until both have a value; then one tuple per change.
        #expect(test.function.contains(#".toBe("-[(1, 10)][(2, 10)]")"#))
    }

    @Test func collectByTimeUsesTheQueuesScheduler() throws {
        let test = try #require(Self.exported(["subject a", "a | collect 200ms on background | sink as windows",
                                               "send a 1 @0ms", "send a 2 @100ms", "complete a @300ms"]))
        #expect(test.appleOnly == [.operatorMissingInOpenCombine("collect by time")])
        #expect(test.function.contains(".collect(.byTime(m.background, .milliseconds(200)))"))
        // The first window closes at 200ms with [1, 2]; the end sends the (empty) rest: nothing.
        #expect(test.function.contains(#".toBe("--[[1, 2]]|")"#))
    }

    @Test func prefixWhereOpenCombineDiffersIsAppleOnlyWithACommentAtTheStatement() throws {
        let test = try #require(Self.exported(["subject a", "a | prefix 1 | sink", "send a 1"]))
        #expect(test.appleOnly == [.openCombineDiffers("prefix N finishes with the value after the Nth, not with the Nth")])
        #expect(test.function.contains("// OpenCombine 0.14 differs from Apple's Combine here: prefix N"))
        // Apple's prefix(1) finishes with its first value.
        #expect(test.function.contains(#".toBe("(1|)")"#))
    }

    @Test func everyReasonIsListedOnceAndTheDisabledTestNamesThemAll() throws {
        let test = try #require(Self.exported([
            "subject a", "subject b", "a | merge b | prefix 2 | sink as x", "a | merge b | sink as y", "send a 1, 2, 3",
        ]))
        #expect(test.appleOnly.map(\.description) == [
            "operator missing in OpenCombine: merge",
            "OpenCombine differs from Combine: prefix N finishes with the value after the Nth, not with the Nth",
        ])
        #expect(test.source.contains(
            #"@Test(.disabled("Apple only: operator missing in OpenCombine: merge; OpenCombine differs from Combine: prefix N"#))
    }

    @Test func aSessionOpenCombineRunsIsNotWrapped() throws {
        let test = try #require(Self.exported(["subject a", "a | map x * 2 | sink", "send a 1"]))
        #expect(!test.isAppleOnly)
        #expect(test.source == test.function)
        #expect(!test.source.contains("#if"))
    }

    @Test func anAppleOnlyReasonIsNeverASkip() {
        #expect(SwiftExportSkip.operatorMissingInOpenCombine("merge").isAppleOnly)
        #expect(SwiftExportSkip.openCombineDiffers("prefix").isAppleOnly)
        #expect(!SwiftExportSkip.noSingleSwiftType("x").isAppleOnly)
        #expect(!SwiftExportSkip.asyncSequence("x").isAppleOnly)
    }

    /// `:swift` follows the same rule as `--scenarios`: no refusal, the test behind `#if`.
    @Test func swiftCommandWritesTheAppleOnlyTest() {
        let console = Console()
        _ = console.submit("subject a; subject b; a | merge b | sink as both")
        _ = console.submit("send a 1; send b 2")
        let reply = console.submit(":swift")
        #expect(!reply.hadError)
        #expect(reply.output.contains("#if canImport(Combine)\n@Test func session_"))
        #expect(reply.output.contains(#"@Test(.disabled("Apple only: operator missing in OpenCombine: merge")) func session_"#))
        #expect(reply.output.contains("import MarbleTesting\nimport OpenCombineShim\nimport Testing"))
    }
}
