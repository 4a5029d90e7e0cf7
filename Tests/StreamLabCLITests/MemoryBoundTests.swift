import Foundation
import Testing

/// Inputs that used to exhaust memory (gigabytes, then an abort with a register dump), run by
/// the built binary under a 1 GB address-space limit: each now ends with status 0 or 1 and
/// a clear message, never a signal.
@Suite struct MemoryBoundTests {
    static let limit = "prlimit --as=1073741824"
    static let stopped =
        "note: stopped: the session has recorded 128 MB of events and scheduled actions (the limit); :reset to start again"

    private func run(_ script: String, _ arguments: [String] = []) throws -> BinaryRun {
        try BinaryRun(["run", "-"] + arguments, input: script, wrapper: Self.limit)
    }

    @Test func aGrowingScanStringStopsAtTheRecordingBudget() throws {
        // 100,000 strings of 1…100,000 characters: 5 GB if all were kept.
        let run = try run(#"range 1...100000 | scan "", acc + "x" | sink"# + "\n")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.hasPrefix(Self.stopped + "\n"))
        #expect(run.output.contains("range 1...100000 | scan..."))
    }

    @Test func aGrowingScanArrayStopsAtTheRecordingBudget() throws {
        let run = try run("range 1...20000 | scan [], acc + [x] | sink\n")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.hasPrefix(Self.stopped + "\n"))
    }

    @Test func valuesABufferHoldsStopAtTheRecordingBudget() throws {
        // Issue 17: 20,000 growing arrays held by `buffer` and none recorded reached 4.7 GB.
        let run = try run("range 1...20000 | scan [], acc + [x] | buffer | values | filter false | for await as o\n")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.hasPrefix(Self.stopped + "\n"), "\(run.output.prefix(300))")
    }

    @Test func theJSONOfASessionAtTheBudgetIsWrittenWhole() throws {
        let run = try run("range 1...20000 | scan [], acc + [x] | sink as s\n", ["--format", "json"])
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.hasPrefix(#"{"lanes":[{"name":"s","events":[{"t":0,"kind":"subscribe"},{"t":0,"kind":"value","value":[1]},"#))
        #expect(run.output.hasSuffix("}\n"))
        #expect(run.errors.contains(Self.stopped))
    }

    @Test func eightLongRangesStopAtTheFirstThatFillsTheBudget() throws {
        // The first statement fills the budget; the seven after it are skipped, not run.
        let script = String(repeating: "range 1...4900000 | sink\n", count: 8) + "send a 1\n"
        let run = try run(script)
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.components(separatedBy: Self.stopped).count == 2)
        #expect(run.errors.isEmpty)
    }

    @Test func showAndLogOfMillionsOfStageEventsStayBounded() throws {
        // Typed into the REPL (standard input is not a terminal, so lines are read plainly).
        let input = """
        :set stages on
        range 1...4000000 | map x + 1 | sink
        :show
        :log
        range 1...3 | sink
        :reset
        subject a | sink as after
        send a 1
        :show
        """
        let run = try BinaryRun([], input: input + "\n", wrapper: Self.limit)
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.contains("stages = on\n" + Self.stopped + "\n"))
        // :log writes its first 10,000 events, then says how many it left out.
        #expect(run.output.contains("\n0ms    | map x + 1: receive value: (2)\n"))
        #expect(run.output.contains(" more event(s) not shown (:log shows the first 10000)\n"))
        #expect(run.output.count < 2_000_000)
        // Input after the stop is refused until :reset; then the session works again.
        #expect(run.errors.hasPrefix("error: the session holds 128 MB of events and scheduled actions (the limit), so it runs nothing more; :reset to start again\n"))
        #expect(run.output.hasSuffix("t(ms) 0   (1 col = 100ms)\na     1\nafter 1\n"))
    }

    @Test func aLongSendScriptRunsChunkByChunkAndKeepsItsLineNumbers() throws {
        // 40,000 `send` lines are parsed and run a few hundred at a time; an error far down
        // the file still names its own line.
        var script = "subject a | sink as out\n"
        for index in 1...40_000 { script += "send a \(index % 10) @\(index % 10)ms\n" }
        let clean = try run(script, ["--format", "json"])
        #expect(clean.status == 0, "\(clean.description)")
        #expect(clean.output.components(separatedBy: "\"kind\":\"value\"").count == 40_001)
        script += "send a 1 @\n"
        let broken = try BinaryRun(["run", "-"], input: script, wrapper: Self.limit)
        #expect(broken.status == 1)
        #expect(broken.errors.hasPrefix("<stdin>:40002:"), "\(broken.errors)")
    }
}
