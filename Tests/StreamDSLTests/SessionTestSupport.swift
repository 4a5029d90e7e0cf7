@testable import StreamConsole
import StreamCore
@testable import StreamDSL
import Testing

/// A console for evaluator tests. Diagrams are off (`autoshow`), so a reply holds only what a
/// test asks for, and `events(_:)` reads a lane in a compact notation:
///
///     ^@0  subscribe    3@300  a value (written as the language spells it: "abc", (1, 2))
///     |@1500 finished   #boom@700 failure with its message    !@450 cancel
///
/// Requests are left out: they are not drawn and not part of DESIGN.md's JSON.
final class Playground {
    let console: Console
    var session: Session { console.session }

    init(horizon: Int = 10_000, fileAccess: Bool = false, workingDirectory: String = ".") {
        var settings = SessionSettings()
        settings.autoShow = false
        settings.horizon = horizon
        console = Console(session: Session(settings: settings), allowsFileAccess: fileAccess,
                          workingDirectory: workingDirectory)
    }

    /// Submits input that must be accepted; an error is recorded as a test issue.
    @discardableResult
    func accept(_ input: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ConsoleReply {
        let reply = console.submit(input)
        if reply.hadError {
            Issue.record("rejected: \(input)\n\(reply.errors)", sourceLocation: sourceLocation)
        }
        return reply
    }

    /// Submits each line on its own, as a person would type them.
    func accept(lines: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for line in lines.split(separator: "\n") { accept(String(line), sourceLocation: sourceLocation) }
    }

    /// Submits input that must be rejected; returns the formatted diagnostics.
    @discardableResult
    func reject(_ input: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let reply = console.submit(input)
        if !reply.hadError {
            Issue.record("accepted, expected an error: \(input)", sourceLocation: sourceLocation)
        }
        return reply.errors
    }

    /// The lane called `name`, in the compact notation; records an issue if there is none.
    func events(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        guard let lane = session.recording.lanes.first(where: { $0.name == name }) else {
            Issue.record("no lane '\(name)' among \(session.recording.lanes.map(\.name))", sourceLocation: sourceLocation)
            return []
        }
        return Timeline.compact(lane.records)
    }

    var laneNames: [String] { session.recording.lanes.map(\.name) }

    /// The lane of `stream s`, `s | STAGE | for await [WORK ]as out` and `INPUT`, once run:
    /// one async operator's timeline on inputs the test yields.
    static func asyncLoop(_ stage: String, _ input: String, work: String = "",
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | \(stage) | for await \(work)as out
            \(input)
            run
            """, sourceLocation: sourceLocation)
        return lab.events("out", sourceLocation: sourceLocation)
    }
    var now: Int { session.runtime.clock.now }
}

enum Timeline {
    static func compact(_ records: [EventRecord]) -> [String] {
        records.compactMap { record in
            switch record.kind {
            case .subscribe: return "^@\(record.time)"
            case .request, .synchronousRequest: return nil
            case .value(let value): return "\(value.literal)@\(record.time)"
            case .finished: return "|@\(record.time)"
            case .failure(let error): return "#\(error.message)@\(record.time)"
            case .cancel: return "!@\(record.time)"
            case .taskStarted: return "start@\(record.time)"
            case .cancelRequested: return "cancelRequested@\(record.time)"
            case .returned(let value): return "return \(value.literal)@\(record.time)"
            case .suspended, .resumed, .waiting: return nil
            }
        }
    }
}

/// The location line of a formatted diagnostic (` --> 2:5`) as "2:5", for every error in `text`.
func diagnosticLocations(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("--> ") else { return nil }
        return String(trimmed.dropFirst(4))
    }
}

/// The first line of each error in `text` ("error: unknown name 'b'").
func errorHeadlines(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.hasPrefix("error:") }.map(String.init)
}
