import Foundation
import Testing

/// Issue 17 §2: the fuzzer's crashes, on the real binary. Each reproducer must end normally
/// (no signal, no trap status) with the message that says what happened.
@Suite struct RunawayCrashTests {
    static func expectNoCrash(_ run: BinaryRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.signal == nil, "\(run.description.prefix(3_000))", sourceLocation: sourceLocation)
        #expect(![132, 134, 139].contains(run.status ?? 0), "\(run.description.prefix(3_000))", sourceLocation: sourceLocation)
    }

    static let stopped = "note: stopped: o.x was set while it was being set"

    /// Runs `script` through `arguments`, where "SCRIPT" stands for the script's file (export
    /// reads a file) and "-" for standard input.
    static func run(_ arguments: [String], _ script: String) throws -> BinaryRun {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("runaway-\(UUID().uuidString).stream")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try BinaryRun(arguments.map { $0 == "SCRIPT" ? file.path : $0 }, input: script)
    }

    // MARK: A property fed by its own publisher

    @Test(arguments: [
        "o.$x | map x * 2 | assign to o.$x",
        "o.$x | map x * 2 | assign to o.x on o",
        "o.objectWillChange | map 1 | assign to o.x on o\nset o.x 3",
    ])
    func aPropertyFedByItsOwnPublisherStopsWithANote(pipeline: String) throws {
        let run = try BinaryRun(["run", "-"], input: "object o\npublished o.x = 0\n\(pipeline)\n")
        Self.expectNoCrash(run)
        #expect(run.status == 0)
        #expect(run.output.contains(Self.stopped), "\(run.description.prefix(3_000))")
    }

    @Test func theREPLGoesOnAfterTheRunaway() throws {
        let input = "object o\npublished o.x = 0\no.$x | map x * 2 | assign to o.$x\n:time\n"
        let run = try BinaryRun(["repl"], input: input)
        Self.expectNoCrash(run)
        #expect(run.status == 0)
        #expect(run.output.contains(Self.stopped), "\(run.description.prefix(3_000))")
        #expect(run.output.contains("0ms"))
    }

    @Test func aCycleThroughALongChainStopsBeforeTheStackRunsOut() throws {
        // Each time round costs a frame per stage: the nested sets stop on the stack they
        // used, long before the hundredth.
        let chain = String(repeating: " | map x", count: 9_000)
        let run = try BinaryRun(["run", "-"], input: "object o\npublished o.x = 0\no.$x\(chain) | assign to o.$x\n")
        Self.expectNoCrash(run)
        #expect(run.status == 0)
        #expect(run.output.contains(Self.stopped), "\(run.description.prefix(3_000))")
    }

    // MARK: The end of time

    static let endOfTime = "just 1 | delay 1ms | sink\nadvance to 9223372036854775807ms\n"

    @Test(arguments: [["run", "-"], ["run", "-", "--format", "json"], ["run", "-", "--format", "svg"],
                      ["export", "swift", "SCRIPT"]])
    func aRunToTheEndOfTimeIsDrawnNotACrash(arguments: [String]) throws {
        for script in [Self.endOfTime, ":set zoom 1ms\n" + Self.endOfTime,
                       "subject a | sink as s\n:set zoom 1ms\nsend a 1\nadvance to 9223372036854775807ms\nsend a 2\n"] {
            let run = try Self.run(arguments, script)
            Self.expectNoCrash(run)
            if arguments.first == "export" {
                // MarbleTesting's clock cannot reach the end of time: a refusal with the reason.
                #expect(run.status == 1, "\(script)\n\(run.description.prefix(3_000))")
                #expect(run.errors.contains("no MarbleTesting counterpart: the time 9223372036854775.807s"), "\(run.errors)")
            } else {
                #expect(run.status == 0, "\(arguments) \(script)\n\(run.description.prefix(3_000))")
            }
        }
    }

    @Test func theREPLDrawsTheEndOfTime() throws {
        let run = try BinaryRun(["repl"], input: ":set zoom 1ms\n" + Self.endOfTime + ":show\n:log\n:time\n")
        Self.expectNoCrash(run)
        #expect(run.status == 0)
        #expect(run.output.contains("  92233720368547758"), "\(run.description.prefix(3_000))")
        #expect(run.output.contains("now: 9223372036854775.807s"), "\(run.description.prefix(3_000))")
    }

    // MARK: Cancelling what does not exist yet

    @Test func cancellingASinkBeforeItsAtIsALocatedErrorInRunAndExport() throws {
        let script = "subject a\nat 300ms: a | sink as s\ncancel s @100ms\nsend a 1 @400ms\n"
        for arguments in [["run", "-"], ["export", "swift", "SCRIPT"]] {
            let run = try Self.run(arguments, script)
            Self.expectNoCrash(run)
            #expect(run.status == 1, "\(arguments)\n\(run.description.prefix(3_000))")
            #expect(run.errors.contains(":3:11: error: 's' does not exist yet then"), "\(run.description.prefix(3_000))")
        }
    }
}
