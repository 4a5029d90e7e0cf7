import ArgumentParser
import Lessons
import StreamDSL
import StreamLanguage

/// `streamlab lessons`: the course, in order, with what is done.
public struct LessonsCommand: StreamLabSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "lessons", abstract: "List the lessons, in order, with your progress.")

    @Option(name: .long, help: "The folder holding the course (default: $STREAMLAB_LESSONS, ./Lessons, or the installed course).",
            completion: .directory)
    public var lessons: String?

    public init() {}

    public func execute(io: TerminalIO) -> Int32 {
        let course: Course
        switch CourseLocation.load(explicit: lessons, io: io) {
        case .success(let loaded): course = loaded
        case .failure(let unavailable): return unavailable.status
        }
        let session = LessonSession(course: course, store: CourseLocation.progressStore(io: io))
        if let warning = session.loadWarning { io.writeError("warning: \(warning)\n") }
        io.write(session.listLessons().output)
        return 0
    }
}

/// `streamlab lesson NAME`: plays a lesson step by step, Enter between steps. Its exercises are
/// shown with how to do them in the playground; this command reads no answer.
public struct LessonCommand: StreamLabSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Play a lesson step by step (Enter continues).")

    @Argument(help: "The lesson: its name as `streamlab lessons` lists it, its number, or the start of its name.")
    public var name: String

    @Flag(name: .long, help: "Play straight through without waiting (for scripts and tests).")
    public var noPause = false

    @Option(name: .long, help: "The folder holding the course (default: $STREAMLAB_LESSONS, ./Lessons, or the installed course).",
            completion: .directory)
    public var lessons: String?

    public init() {}

    public func execute(io: TerminalIO) -> Int32 {
        let course: Course
        switch CourseLocation.load(explicit: lessons, io: io) {
        case .success(let loaded): course = loaded
        case .failure(let unavailable): return unavailable.status
        }
        let lesson: Lesson
        switch course.findLesson(name) {
        case .found(let found): lesson = found
        case .ambiguous(let names):
            io.writeError("streamlab: '\(name)' could be " + names.map { "'\($0)'" }.joined(separator: ", ")
                          + "; type more of the name\n")
            return 1
        case .notFound(let suggestions):
            io.writeError("streamlab: no lesson named '\(name)'" + (DiagnosticMessages.didYouMean(Array(suggestions.prefix(1))).map { " — " + $0 } ?? "")
                          + "; see `streamlab lessons`\n")
            return 1
        }
        let player = LessonPlayer(lesson: lesson)
        player.showsExercisesAsTasks = true
        var pauses = !noPause
        while !player.isFinished {
            // An exercise is shown, not done here: no pause after it, so nothing typed there is
            // read and lost (the text says how to do it in the playground).
            let isExercise = if case .exercise = player.steps[player.position] { true } else { false }
            guard let step = player.next() else { break }
            io.write(step.hasSuffix("\n\n") ? step : step + "\n")
            guard pauses, !isExercise, !player.isFinished else { continue }
            io.write("[Enter: next step]")
            // No more input (a pipe that ended): play the rest straight through.
            if io.readLine() == nil { pauses = false }
            io.write("\n")
        }
        io.write("\nEnd of \(lesson.name). Try its exercises in the playground: streamlab, then :lesson \(lesson.name)\n")
        return 0
    }
}
