import Lessons
import StreamConsole
import StreamDSL
import StreamLanguage

/// The lesson commands of the playground. Lessons are optional there: without a course the
/// commands are stand-ins that say why (not found, and where StreamLab looked; or found but
/// unreadable), instead of leaving `:lessons` an unknown command.
enum PlaygroundCourse {
    static func commands(for lookup: CourseLocation.Lookup, io: TerminalIO) -> [MetaCommand] {
        load(lookup, io: io).commands
    }

    /// The lesson commands and, when the course could be read, the lesson session behind them
    /// (the REPL asks it where the learner was and has it keep their exercise statements).
    static func load(_ lookup: CourseLocation.Lookup, io: TerminalIO) -> (commands: [MetaCommand], session: LessonSession?) {
        switch lookup {
        case .notFound(let searched):
            return (standIns(saying: DiagnosticMessages.lessonsUnavailable(
                String(CourseLocation.notFoundMessage(searched: searched).dropLast()))), nil)
        case .found(let directory):
            do {
                let session = LessonSession(course: try Course.load(directory: directory),
                                            store: CourseLocation.progressStore(io: io))
                if let warning = session.loadWarning { io.writeError("warning: \(warning)\n") }
                return (session.commands, session)
            } catch {
                io.writeError("warning: lessons unavailable: \(error.description)\n")
                return (standIns(saying: DiagnosticMessages.lessonsUnavailable("the lessons could not be read:\n\(error.description)")), nil)
            }
        }
    }

    /// One command for each lesson command, each answering `message` whatever its arguments.
    static func standIns(saying message: DiagnosticMessage) -> [MetaCommand] {
        LessonSession.commandNames.sorted().map { name in
            var standIn = MetaCommand(CommandDeclaration(name, summary: "unavailable: no course (:\(name) says why)")) { _, _ in
                .failure(message)
            }
            standIn.checksArguments = false
            return standIn
        }
    }
}
