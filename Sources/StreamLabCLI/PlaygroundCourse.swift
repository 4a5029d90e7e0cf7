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

    /// The lesson commands and, when a course was found, the course behind them (read when
    /// first needed: `DeferredCourse`; at once for a learner with a saved place).
    static func load(_ lookup: CourseLocation.Lookup, io: TerminalIO) -> (commands: [MetaCommand], course: DeferredCourse?) {
        switch lookup {
        case .notFound(let searched):
            return (standIns(saying: DiagnosticMessages.lessonsUnavailable(
                String(CourseLocation.notFoundMessage(searched: searched).dropLast()))), nil)
        case .found(let directory):
            let course = DeferredCourse(directory: directory, io: io)
            if course.learnerHasSavedPlace, course.session == nil, let failure = course.readFailure {
                io.writeError("warning: lessons unavailable: \(failure.description)\n")
            }
            return (course.commands, course)
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
