import ArgumentParser
import Lessons
import LineEditor
import StreamDSL

/// `streamlab` (or `streamlab repl`): the interactive playground.
public struct ReplCommand: StreamLabSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the interactive playground (the default)."
    )

    @OptionGroup public var display: DisplayOptions

    @Option(name: .long, help: "The folder holding the course (default: $STREAMLAB_LESSONS, ./Lessons, or the installed course).",
            completion: .directory)
    public var lessons: String?

    public init() {}

    public func execute(io: TerminalIO) -> Int32 {
        if let failure = io.inputFailure {
            io.writeError(failure.message + "\n")
            return 2
        }
        var settings = display.settings(io: io)
        settings.widthFollowsTerminal = display.width == nil && io.stdoutIsTerminal
        let console = Console(session: Session(settings: settings))
        console.session.colorAllowed = DisplayOptions.colorAllowed(io: io)
        console.homeDirectory = io.environment["HOME"]
        console.extraCommands += TranscriptCommands.all
        let course = CourseLocation.find(explicit: lessons, io: io)
        console.extraCommands += PlaygroundCourse.commands(for: course, io: io)
        if case .found(let directory) = course, let loaded = try? Course.load(directory: directory) {
            console.lessonsUsingOperator = { loaded.lessons(usingOperator: $0) }
        }
        let completion = ConsoleCompletion(console: console)
        let historyFile = defaultHistoryFile(environment: io.environment)
        let editor = makeLineEditor(historyFile: historyFile, completion: completion)
        try? Interrupt.installHandler()
        console.session.interruptRequested = { Interrupt.isRequested() }
        if io.stdinIsTerminal {
            if case .found(let directory) = course, let notice = CourseLocation.notice(for: directory) {
                io.write(notice)
            }
            io.write("StreamLab \(StreamLabCommand.version) — reactive streams on a virtual clock. "
                     + "Type :help to begin; Ctrl-D quits.\n")
        }
        let loop = ReplLoop(editor: editor, console: console, io: io, hasPendingInput: StandardInput.hasPendingInput,
                            terminalWidth: settings.widthFollowsTerminal ? .live() : nil,
                            asksBeforeScriptWrites: io.stdinIsTerminal)
        return loop.run()
    }
}

/// Tab completion from the console: keywords, operators, `:commands` and session names.
final class ConsoleCompletion: CompletionProvider {
    private let console: Console
    init(console: Console) { self.console = console }
    func completions(for lineBeforeCursor: String) -> [String] {
        console.completions(for: lineBeforeCursor)
    }
}
