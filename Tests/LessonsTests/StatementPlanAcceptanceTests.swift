import Foundation
@testable import Lessons
@testable import StreamConsole
import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// Issue 16's acceptance test for statement plans: every statement of every transcript and
/// lesson (`transcripts/*.md`, `Lessons/*.md`), played as `streamlab test` plays them, is
/// compiled twice against the session as it stands just before that statement runs, and so
/// is each pipeline it holds. Both compiles give equal plans that print alike, and neither
/// changes the session: a snapshot of its real state (`SessionSnapshot`: lane and name
/// identities, counts, budgets, the clock, the journal, how often its hooks were called)
/// is the same before and after.
@Suite struct StatementPlanAcceptanceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func documents() throws -> [(path: String, document: ExecutableDocument)] {
        var found: [(String, ExecutableDocument)] = []
        for folder in ["transcripts", "Lessons"] {
            let directory = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") }.sorted()
            for name in names {
                let path = directory.appendingPathComponent(name).path
                found.append((folder + "/" + name, try ExecutableDocument.parse(try String(contentsOfFile: path, encoding: .utf8),
                                                                                fileName: path)))
            }
        }
        return found
    }

    /// The plan of `statement` now, or nil when it has errors.
    static func plan(_ statement: Statement, source: String, in session: Session) -> StatementPlan? {
        var compiler = StatementCompiler(scope: NamesInScope(session), source: source)
        return try? compiler.plan(statement).get()
    }

    struct Tally {
        var statements = 0
        var plans = 0
        var kinds: Set<String> = []
        var pipelines = 0
        var pipelinePlans = 0
    }

    /// Plays one step as the console would, compiling each statement twice before it runs.
    /// A line of statements runs statement by statement through the one evaluate loop, so each
    /// is compiled against the state the ones before it left.
    static func play(_ input: String, on console: Console, polls: SessionSnapshot.PollCounter, in path: String, tally: inout Tally) {
        guard ConsoleInput(input) == .statements else {
            _ = console.submit(input)
            return
        }
        let session = console.session
        let parsed = Parser.parse(input, sessionNames: session.names.definedNames)
        var reported = parsed.diagnostics
        for statement in parsed.statements {
            let before = SessionSnapshot(session, polls: polls)
            let first = plan(statement, source: input, in: session)
            let second = plan(statement, source: input, in: session)
            let where_ = "\(path): \(input.text(in: statement.range))"
            #expect(first == second, "\(where_)")
            #expect(first.map(String.init(describing:)) == second.map(String.init(describing:)), "\(where_)")
            #expect(SessionSnapshot(session, polls: polls) == before, "\(where_): compiling changed the session")
            tally.statements += 1
            for pipeline in statement.pipelines {
                let before = SessionSnapshot(session, polls: polls)
                let first = CompiledPipeline(pipeline, in: session)
                let second = CompiledPipeline(pipeline, in: session)
                #expect(first == second, "\(path): \(pipeline.text)")
                #expect(String(describing: first) == String(describing: second), "\(path): \(pipeline.text)")
                #expect(SessionSnapshot(session, polls: polls) == before, "\(path): compiling \(pipeline.text) changed the session")
                tally.pipelines += 1
                if first != .rejected { tally.pipelinePlans += 1 }
            }
            if let first {
                tally.plans += 1
                tally.kinds.insert(String(String(describing: first).prefix { $0 != " " }))
            }
            _ = session.evaluate([statement], source: input, origin: .interactive, reported: reported)
            reported = []
        }
        if parsed.statements.isEmpty, !reported.isEmpty {
            _ = session.evaluate([], source: input, origin: .interactive, reported: reported)
        }
    }

    @Test func everyStatementCompilesTwiceToEqualPlansAndLeavesTheSessionUnchanged() throws {
        var tally = Tally()
        for (path, document) in try Self.documents() {
            // As `TranscriptRunner.outputs`: streamlab blocks share a session; each section's
            // setup and solution blocks share a fresh one.
            let runner = TranscriptRunner(allowsFileAccess: false, workingDirectory: Self.root.path)
            var shared: Console?
            var sections: [Int: Console] = [:]
            let polls = SessionSnapshot.PollCounter()
            func counted(_ console: Console) -> Console {
                console.session.interruptRequested = { polls.count += 1; return false }
                return console
            }
            for block in document.blocks where block.kind.isExecutable {
                let console: Console
                switch block.kind {
                case .setup, .solution:
                    let key = block.section ?? -1
                    console = sections[key] ?? counted(runner.makeConsole())
                    sections[key] = console
                default:
                    console = shared ?? counted(runner.makeConsole())
                    shared = console
                }
                for step in block.steps {
                    Self.play(step.input, on: console, polls: polls, in: path, tally: &tally)
                }
            }
        }
        // The corpus is large: a broken reader of the documents would check nothing.
        #expect(tally.statements > 1_500)
        #expect(tally.plans > 1_200)
        #expect(tally.pipelines > 300)
        #expect(tally.pipelinePlans > 200)
        // Every kind of statement the corpus uses got a plan.
        for kind in ["subject", "current", "send", "complete", "fail", "at", "cancel", "request", "connect", "advance",
                     "run", "object", "published", "set", "release", "stream", "channel", "yield", "finish"] {
            #expect(tally.kinds.contains(kind), "no plan of a '\(kind)' statement was checked")
        }
    }

    @Test func aPlanNamesWhatItWillDoAndHoldsNoObjectMadeForIt() throws {
        let session = Session()
        _ = session.evaluate("subject a; object vm; published vm.n = 1")
        let source = "subject b | map x * 2 | sink as out; send a 1, 2 @100ms; at 300ms: cancel out; set vm.n vm.n + 1 @1s"
        let parsed = Parser.parse(source, sessionNames: session.names.definedNames)
        var compiler = StatementCompiler(scope: NamesInScope(session), source: source)
        let plans = parsed.statements.map { compiler.compile($0) }
        #expect(plans.map { $0.map(String.init(describing:)) } == [
            "subject b then b | map (x * 2) ▸ sink as out",
            "send a 1, 2 @100ms",
            nil,  // `out` is declared by the first statement, which has not run
            "set vm.n (vm.n + 1) @1s",
        ])
        // Nothing was made for the plans: no lane, no name.
        #expect(session.recording.lanes.map(\.name) == ["a"])
        #expect(session.names.definedNames == ["a", "vm"])
    }

    @Test func theSameTextAgainstAnotherSubjectIsAnotherPlan() throws {
        let session = Session()
        _ = session.evaluate("subject a")
        let statement = try #require(Parser.parse("send a 1", sessionNames: ["a"]).statements.first)
        let before = try #require(Self.plan(statement, source: "send a 1", in: session))
        _ = session.evaluate("subject a")  // `a` now names a new subject
        let after = try #require(Self.plan(statement, source: "send a 1", in: session))
        #expect(before != after)
        #expect(before.description == after.description)
    }

    /// The check above can fail: each thing the old compiler did while compiling (make a lane,
    /// bind a name, reserve one, spend budget, print) shows in the snapshot.
    @Test func theSnapshotSeesWhatTheOldCompilerChanged() {
        let session = Session()
        _ = session.evaluate("subject a")
        let polls = SessionSnapshot.PollCounter()
        var before = SessionSnapshot(session, polls: polls)
        _ = StatementRunner.makeLane(name: "b", role: .source, in: session)
        #expect(SessionSnapshot(session, polls: polls) != before)
        before = SessionSnapshot(session, polls: polls)
        session.names.reserve("c", until: 100)
        #expect(SessionSnapshot(session, polls: polls) != before)
        before = SessionSnapshot(session, polls: polls)
        StatementRunner.define("d", .connection(ConnectionHandle()), in: session)
        #expect(SessionSnapshot(session, polls: polls) != before)
        before = SessionSnapshot(session, polls: polls)
        session.recording.emit("a line")
        #expect(SessionSnapshot(session, polls: polls) != before)
        before = SessionSnapshot(session, polls: polls)
        // The same name bound to another subject: same names and counts, another identity.
        StatementRunner.define("a", .passthrough(PassthroughSubject(), lane: nil), in: session)
        #expect(SessionSnapshot(session, polls: polls) != before)
        before = SessionSnapshot(session, polls: polls)
        polls.count += 1
        #expect(SessionSnapshot(session, polls: polls) != before)
    }
}
