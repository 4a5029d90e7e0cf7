import Lessons
import StreamConsole
import StreamDSL
import StreamLanguage

/// The playground's course, read when something first needs it: a lesson command, completing
/// `:lesson`'s name, or `:help OP` naming the lessons that use an operator. Reading and
/// checking every lesson was most of the REPL's start-up, and many sessions open no lesson.
/// A learner with a saved place has it read at once, so the first screen says where they were.
final class DeferredCourse {
    private enum State {
        case unread
        case read(LessonSession)
        case unreadable(DocumentError)
    }

    private let directory: String
    private let io: TerminalIO
    private var state = State.unread

    init(directory: String, io: TerminalIO) {
        self.directory = directory
        self.io = io
    }

    /// The lesson session, the course read first when it was not; nil when it cannot be read.
    var session: LessonSession? {
        if case .unread = state { state = read() }
        if case .read(let session) = state { return session }
        return nil
    }

    /// The lesson session if the course was read already (nothing is read to answer).
    var sessionIfRead: LessonSession? {
        if case .read(let session) = state { return session }
        return nil
    }

    /// Why the course could not be read, once reading it failed.
    var readFailure: DocumentError? {
        if case .unreadable(let error) = state { return error }
        return nil
    }

    /// Whether saved progress names a place in the course or needs a word about the file:
    /// then the course is read before the first prompt.
    var learnerHasSavedPlace: Bool {
        guard let loaded = CourseLocation.progressStore(io: io)?.load() else { return false }
        return loaded.progress.currentLesson != nil || loaded.warning != nil
    }

    /// The lesson commands, each reading the course when first run and then running the
    /// lesson session's own command; when the course cannot be read, each says why.
    var commands: [MetaCommand] {
        LessonSession.declarations(lessonNames: { [self] in session?.course.lessons.map(\.name) ?? [] }).map { declaration in
            MetaCommand(declaration) { [self] arguments, console in
                guard let session else {
                    guard case .unreadable(let error) = state else { return ConsoleReply() }
                    return .failure(DiagnosticMessages.lessonsUnavailable("the lessons could not be read:\n\(error.description)"))
                }
                guard let command = session.commands.first(where: { $0.name == declaration.name }) else { return ConsoleReply() }
                return command.run(arguments, console)
            }
        }
    }

    private func read() -> State {
        do throws(DocumentError) {
            let session = LessonSession(course: try Course.load(directory: directory), store: CourseLocation.progressStore(io: io))
            if let warning = session.loadWarning { io.writeError("warning: \(warning)\n") }
            return .read(session)
        } catch {
            return .unreadable(error)
        }
    }
}
