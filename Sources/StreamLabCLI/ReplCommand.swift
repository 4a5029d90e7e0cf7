import ArgumentParser
import Lessons
import LineEditor
import StreamConsole
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
        let playground = PlaygroundCourse.load(course, io: io)
        console.extraCommands += playground.commands
        if let deferred = playground.course {
            console.lessonsUsingOperator = { deferred.session?.course.lessons(usingOperator: $0) ?? [] }
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
            io.write(Self.banner)
            if let place = playground.course?.sessionIfRead?.whereYouWere { io.write(place) }
        }
        let loop = ReplLoop(editor: editor, console: console, io: io, hasPendingInput: StandardInput.hasPendingInput,
                            terminalWidth: settings.widthFollowsTerminal ? .live() : nil,
                            asksBeforeScriptWrites: io.stdinIsTerminal)
        if let deferred = playground.course {
            // Kept after every entry, so a restart (or a crash) loses no exercise statement
            // (there is none before the course is read: an exercise reads it).
            loop.afterEntry = { deferred.sessionIfRead?.saveDraft(console: console) ?? ConsoleReply() }
        }
        return loop.run()
    }

    /// The first screen's line: what StreamLab is, where to begin, how to leave.
    static var banner: String {
        "StreamLab \(StreamLabCommand.version) — reactive streams on a virtual clock.\n"
            + "New here? :lessons lists the course, :next starts it. :help for the rest; Ctrl-D quits.\n"
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
