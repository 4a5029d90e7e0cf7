import LineEditor
import StreamConsole
import StreamDSL
import StreamLabCLI
import Testing

/// The REPL loop over a scripted line editor: prompts, continuation lines, Ctrl-C, Ctrl-D,
/// pasted transcript steps, and where output and errors go.
@Suite struct ReplLoopTests {
    struct Run {
        let status: Int32
        let editor: ScriptedLineEditor
        let io: CapturedIO
        let console: Console
    }

    /// `pasting`: whether more input is waiting while the script still has lines (a paste).
    static func run(_ script: [LineReadResult], pasting: Bool = false) -> Run {
        var settings = SessionSettings()
        settings.autoShow = false
        let console = Console(session: Session(settings: settings), allowsFileAccess: false)
        let editor = ScriptedLineEditor(script)
        let io = CapturedIO()
        let status = ReplLoop(editor: editor, console: console, io: io,
                              hasPendingInput: { pasting && !editor.remaining.isEmpty }).run()
        return Run(status: status, editor: editor, io: io, console: console)
    }

    @Test func quitEndsTheLoop() {
        let run = Self.run([.line("subject a | sink as s"), .line("send a 1"), .line(":quit"), .line("send a 2")])
        #expect(run.status == 0)
        #expect(run.editor.history == ["subject a | sink as s", "send a 1", ":quit"])
        // The line after :quit is never read.
        #expect(run.editor.remaining == [.line("send a 2")])
        #expect(run.console.session.recording.lanes.last.map { Timeline.events($0) } == ["^@0", "1@0"])
    }

    @Test func anUnfinishedLineAsksForMoreWithTheContinuationPrompt() {
        let run = Self.run([.line("subject a |"), .line("  map x * 2 |"), .line("  sink as m"), .line("send a 4")])
        #expect(run.editor.prompts == ["> ", "... ", "... ", "> ", "> "])
        #expect(run.editor.history == ["subject a |\n  map x * 2 |\n  sink as m", "send a 4"])
        #expect(run.console.session.recording.lanes.last.map { Timeline.events($0) } == ["^@0", "8@0"])
        #expect(run.io.errors.isEmpty)
    }

    @Test func ctrlCAbandonsTheEntryBeingTyped() {
        let run = Self.run([.line("subject a |"), .interrupted, .line("send a 1")])
        #expect(run.editor.prompts == ["> ", "... ", "> ", "> "])
        // `subject a |` was never evaluated, so `a` does not exist.
        #expect(run.io.errors.hasPrefix("error: unknown name 'a'\n"))
        #expect(run.console.session.names.definedNames.isEmpty)
    }

    @Test func ctrlDEvaluatesWhatWasTypedThenExits() {
        let run = Self.run([.line("subject a |"), .endOfInput])
        #expect(run.status == 0)
        #expect(run.io.errors.contains("error: "))
        #expect(run.editor.history == ["subject a |"])
    }

    @Test func bullet3_aStrayControlCharacterReachesNeitherTheEvaluatorNorHistory() {
        let run = Self.run([.line("\u{04}subject a | sink as s"), .line("send a 1\u{04}")])
        #expect(run.editor.history == ["subject a | sink as s", "send a 1"])
        #expect(run.io.errors.isEmpty)
    }

    @Test func aHistoryWarningIsShownOnce() {
        let editor = ScriptedLineEditor(lines: ["subject a"])
        editor.pendingHistoryWarnings = ["cannot read /h: permission denied, and history will not be kept this session"]
        let io = CapturedIO()
        _ = ReplLoop(editor: editor, console: Console(), io: io).run()
        #expect(io.errors == "warning: cannot read /h: permission denied, and history will not be kept this session\n")
    }

    @Test func blankEntriesAreNotHistory() {
        let run = Self.run([.line(""), .line("   "), .line("\t"), .line("subject a")])
        #expect(run.editor.history == ["subject a"])
        #expect(run.io.output.isEmpty && run.io.errors.isEmpty)
    }

    @Test func outputAndErrorsGoToTheirStreams() {
        let run = Self.run([.line("just 1 | print | sink"), .line("send nope 1")])
        #expect(run.io.output == "[0ms] receive subscription\n[0ms] request unlimited\n[0ms] receive value: (1)\n[0ms] receive finished\n")
        #expect(run.io.errors.hasPrefix("error: unknown name 'nope'\n --> 1:6\n"))
    }

    @Test func aPastedTranscriptStepSkipsItsRecordedOutput() {
        // While lines are still waiting (a paste), lines without a prompt are recorded output.
        let run = Self.run([.line("> subject a | sink as s"), .line("t(ms) 0"), .line("s     ^"), .line("> send a 1")],
                           pasting: true)
        #expect(run.io.errors.isEmpty, "\(run.io.errors)")
        #expect(run.editor.history == ["subject a | sink as s", "send a 1"])
    }
}

enum Timeline {
    static func events(_ lane: Lane) -> [String] {
        lane.records.compactMap { record in
            switch record.kind {
            case .subscribe: return "^@\(record.time)"
            case .value(let value): return "\(value.literal)@\(record.time)"
            case .finished: return "|@\(record.time)"
            default: return nil
            }
        }
    }
}
