import Foundation
import StreamDSL
import Testing

/// Issue 8 §4: deep chains of stages never overflow the stack.
///
/// Subscribing, delivering and releasing recurse once per stage, and `swift test` runs on
/// small-stack threads, so these tests run the built binary in a child process (whose
/// command runs on a large stack) and check that it never dies of a signal (132, 134 and
/// 139 are how a shell reports SIGILL, SIGABRT and SIGSEGV).
@Suite struct DeepChainTests {
    static let limit = ChainDepth.limit

    /// `subject a` then one line `a | map x | map x … | sink as s` with `stages` stages.
    static func oneLine(_ stages: Int, then more: String = "send a 1\n") -> String {
        "subject a\na" + String(repeating: " | map x", count: stages) + " | sink as s\n" + more
    }

    /// `p0 = a`, then `pN = pN-1 | map x` for N in 1...count, then a sink on the last.
    static func namedLines(_ count: Int, then more: String = "send a 1\n") -> String {
        var script = "subject a\np0 = a\n"
        for index in 1...count { script += "p\(index) = p\(index - 1) | map x\n" }
        return script + "p\(count) | sink as s\n" + more
    }

    static func expectNoCrash(_ run: BinaryRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.signal == nil, "\(run.description.prefix(2_000))", sourceLocation: sourceLocation)
        #expect(![132, 134, 139].contains(run.status ?? 0), "\(run.description.prefix(2_000))", sourceLocation: sourceLocation)
    }

    @Test func oneLineOfThirtyThousandStagesIsALocatedErrorNotACrash() throws {
        let run = try BinaryRun(["run", "-"], input: Self.oneLine(30_000))
        Self.expectNoCrash(run)
        #expect(run.status == 1)
        // Stage 10,001 is the first too many: "a" is one column, each " | map x" eight.
        let column = 1 + Self.limit * 8 + 4
        #expect(run.errors.hasPrefix("<stdin>:2:\(column): error: this chain is too deep: at most 10,000 stages are allowed\n"),
                "\(run.errors.prefix(500))")
        #expect(run.errors.contains("this stage makes the chain 10001 stages deep"))
    }

    /// 250 pipelines past the limit: each names the refused one before it, so the 201st error
    /// comes well before the end (60,000 lines took minutes in a debug build and proved no more).
    @Test func namedPipelinesPastTheLimitStopThereAndAfter200ErrorsWithoutACrash() throws {
        let run = try BinaryRun(["run", "-"], input: Self.namedLines(Self.limit + 250))
        Self.expectNoCrash(run)
        #expect(run.status == 1)
        // Line 1 declares a, line 2 p0, so pN is on line N + 2.
        let line = Self.limit + 3
        #expect(run.errors.hasPrefix("<stdin>:\(line):19: error: this chain is too deep: at most 10,000 stages are allowed\n"),
                "\(run.errors.prefix(500))")
        // Every later line names the pipeline that was refused: the script stops after 200 errors.
        #expect(run.errors.contains("error: too many errors (200); stopping here"))
    }

    @Test func theReplSurvivesDeepChainsOfBothKinds() throws {
        let input = Self.oneLine(30_000, then: "") + Self.namedLines(Self.limit + 1, then: "")
            + "subject b | map x + 1 | sink as after\nsend b 41\n:log\n"
        let run = try BinaryRun(["repl"], input: input)
        Self.expectNoCrash(run)
        // The REPL names the line of the entry: both chains stop at their stage 10,001.
        #expect(run.errors.components(separatedBy: "error: this chain is too deep").count == 3, "\(run.errors.prefix(500))")
        #expect(run.errors.contains(" --> 1:\(1 + Self.limit * 8 + 4)\n"))
        #expect(run.errors.contains(" --> 1:19\n"))
        // The session goes on after both.
        #expect(run.output.contains("after: receive value: (42)"), "\(run.output.suffix(500))")
    }

    @Test func chainsAtTheLimitRunAndOneMoreStageIsRefused() throws {
        let atLimit = try BinaryRun(["run", "-", "--format", "json"], input: Self.oneLine(Self.limit))
        Self.expectNoCrash(atLimit)
        #expect(atLimit.status == 0)
        #expect(atLimit.output.contains(#"{"t":0,"kind":"value","value":1}"#), "\(atLimit.description.prefix(500))")

        let named = try BinaryRun(["run", "-", "--format", "json"], input: Self.namedLines(Self.limit))
        Self.expectNoCrash(named)
        #expect(named.status == 0)
        #expect(named.output.contains(#"{"t":0,"kind":"value","value":1}"#))

        // Stages inside { … } count too: 5,000 inside, the flatMap, 5,000 after it.
        let half = String(repeating: " | map x", count: Self.limit / 2)
        let inner = try BinaryRun(["run", "-"], input: "subject a\na | flatMap { just x\(half) }\(half) | sink\nsend a 1\n")
        Self.expectNoCrash(inner)
        #expect(inner.status == 1)
        #expect(inner.errors.contains("error: this chain is too deep"))
        #expect(inner.errors.contains("this stage makes the chain 10001 stages deep"))
    }

    /// A limited address space (`ulimit -v`) gets a smaller stack, still enough for the limit.
    @Test func aChainAtTheLimitRunsUnderAnAddressSpaceLimit() throws {
        let run = try BinaryRun(["run", "-", "--format", "json"], input: Self.oneLine(Self.limit),
                                wrapper: "prlimit --as=600000000")
        Self.expectNoCrash(run)
        #expect(run.status == 0, "\(run.description.prefix(500))")
        #expect(run.output.contains(#"{"t":0,"kind":"value","value":1}"#))
    }

    @Test func resetAndExitAfterChainsAtTheLimitNeverCrash() throws {
        let input = Self.oneLine(Self.limit - 1, then: "send a 1\ncancel s\n") + ":reset\n"
            + Self.namedLines(Self.limit, then: "send a 2\n") + ":time\n"
        let run = try BinaryRun(["repl"], input: input)
        Self.expectNoCrash(run)
        #expect(run.status == 0, "\(run.description.prefix(1_000))")
        #expect(run.errors.isEmpty, "\(run.errors.prefix(1_000))")
        #expect(run.output.contains("session reset"))
        #expect(run.output.contains("now: 0ms"))
    }
}
