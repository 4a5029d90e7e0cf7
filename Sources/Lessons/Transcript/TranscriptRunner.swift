import StreamConsole
import StreamDSL

/// Runs a document's steps in real sessions and checks or re-records their output.
///
/// Every run starts from fresh consoles with pinned settings (width 80, no colour, ASCII
/// glyphs; the CLI also pins `NO_COLOR=1`, `COLUMNS=80`, `LANG=C.UTF-8`, `TZ=UTC`), so a
/// transcript prints the same on every machine. Inputs are submitted as if typed at the
/// REPL, so a transcript recorded with `:save` replays identically.
///
/// Sessions: the `streamlab` blocks of a document share one session, in file order (a
/// later block continues an earlier one). The `setup` and `solution` blocks of a section
/// (an exercise) share a fresh session of their own, as a learner starts an exercise in one.
public struct TranscriptRunner {
    /// Whether `:load` and `:save` may touch files (off: documents are data).
    public var allowsFileAccess: Bool
    /// What relative `:load`/`:save` paths are resolved against.
    public var workingDirectory: String
    /// A course whose lesson commands (`:lesson`, `:exercise`, `:next`, `:check`, …) every
    /// console understands, progress kept in memory; `nil` (the default) leaves them out.
    public var course: Course?
    /// The diagram width every session starts with (`streamlab test --width`); 80 by default.
    public var width = TranscriptRunner.pinnedSettings.width

    /// A runner; by default documents cannot touch files.
    public init(allowsFileAccess: Bool = false, workingDirectory: String = ".") {
        self.allowsFileAccess = allowsFileAccess
        self.workingDirectory = workingDirectory
    }

    /// The settings every checked session runs with.
    public static var pinnedSettings: SessionSettings {
        var settings = SessionSettings()
        settings.width = 80
        settings.color = false
        settings.unicode = false
        return settings
    }

    /// A fresh console with the pinned settings, understanding `:save` as the REPL does.
    public func makeConsole() -> Console {
        var settings = Self.pinnedSettings
        settings.width = width
        let console = Console(session: Session(settings: settings), allowsFileAccess: allowsFileAccess,
                              workingDirectory: workingDirectory)
        console.extraCommands += TranscriptCommands.all
        if let course {
            console.extraCommands += LessonSession(course: course, store: nil).commands
            console.lessonsUsingOperator = { course.lessons(usingOperator: $0) }
        }
        return console
    }

    /// What each step of `document` prints (`reply.combined`), in `document.steps` order.
    public func outputs(of document: ExecutableDocument) -> [String] {
        var shared: Console?
        var sections: [Int: Console] = [:]
        var outputs: [String] = []
        for block in document.blocks where block.kind.isExecutable {
            let console: Console
            switch block.kind {
            case .setup, .solution:
                // -1 stands for "no section" (blocks above the first heading).
                let key = block.section ?? -1
                console = sections[key] ?? makeConsole()
                sections[key] = console
            default:
                console = shared ?? makeConsole()
                shared = console
            }
            for step in block.steps {
                outputs.append(console.submit(step.input).combined)
            }
        }
        return outputs
    }

    /// Runs `document` and compares every step's output with what it expects.
    public func check(_ document: ExecutableDocument) -> TranscriptResult {
        TranscriptResult(document: document, actualOutputs: outputs(of: document))
    }

    /// The text of `document` with the expected output of every differing step replaced by
    /// what it printed; prose, inputs, fences and passing steps are left byte for byte.
    public func update(_ document: ExecutableDocument) -> String {
        TranscriptRewriter.rewrite(document, with: check(document))
    }

    /// `check` with the default runner.
    public static func check(_ document: ExecutableDocument) -> TranscriptResult {
        TranscriptRunner().check(document)
    }

    /// `update` with the default runner.
    public static func update(_ document: ExecutableDocument) -> String {
        TranscriptRunner().update(document)
    }
}
