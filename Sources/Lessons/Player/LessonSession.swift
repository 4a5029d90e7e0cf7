import Marbles
import StreamConsole
import StreamDSL
import StreamLanguage
import TerminalText

/// The lesson side of a REPL: the course, where the learner is, and the `:lessons`,
/// `:lesson`, `:next`, `:check`, `:hint`, `:solution` and `:retry` commands (add `commands`
/// to the console's `extraCommands`).
///
/// An exercise is worked on in the learner's own console: starting it resets that session
/// and runs the setup; `:check` runs the setup and what the session journaled since in a
/// fresh session (`ExerciseChecker`), so checking never disturbs the learner's session.
public final class LessonSession {
    /// The lessons on offer.
    public let course: Course
    /// Where progress is saved after it changes; `nil` keeps it in memory (also when the
    /// file could not be read: it is then never written).
    public private(set) var store: ProgressStore?
    /// The current lesson and the passed exercises.
    public private(set) var progress: Progress
    /// Set when the progress file was there but unusable (the CLI shows it once).
    public let loadWarning: String?
    /// The lesson being played.
    public private(set) var player: LessonPlayer?
    /// The exercise being worked on.
    public private(set) var exercise: Exercise?
    private var hints = HintBook(hints: [])
    /// Where the learner's statements for the current exercise start in the session's journal.
    var journalMark = 0
    /// The exercise a `:next` has already warned about leaving unsolved (a second `:next` goes on).
    private var warnedAbout: String?
    /// When `:solution` may answer.
    private var gate = SolutionGate()
    /// Where the statements typed for an unpassed exercise are kept across a restart.
    let draftStore: ExerciseDraftStore?
    /// The draft found at start-up, restored when its exercise is started again.
    public internal(set) var pendingDraft: ExerciseDraft?
    /// The statements last written to the draft file (to write only when they change).
    var savedDraft: [String] = []
    /// Whether a failed draft save was already reported (once is enough).
    var draftWarningShown = false

    /// The names of the commands (the playground lists them).
    public static let commandNames: Set<String> = Set(declarations().map(\.name))

    /// - Parameter store: where progress is kept; `nil` keeps it in memory only.
    public init(course: Course, store: ProgressStore?) {
        self.course = course
        let loaded = store?.load()
        self.store = loaded?.keepsProgress == false ? nil : store
        progress = Self.migrated(loaded?.progress ?? Progress(), course: course)
        loadWarning = loaded?.warning
        draftStore = self.store.map(ExerciseDraftStore.init(besideProgress:))
        pendingDraft = draftStore?.load()
    }

    /// The meta-commands, for `Console.extraCommands`. They hold this session, so a console
    /// that has them keeps it alive.
    public var commands: [MetaCommand] {
        [
            MetaCommand(Self.declaration("lessons")) { [self] _, _ in listLessons() },
            MetaCommand(Self.declaration("lesson", lessonNames: { [course] in course.lessons.map(\.name) })) { [self] args, console in
                startLesson(named: args.first, console: console)
            },
            MetaCommand(Self.declaration("next")) { [self] _, console in next(console: console) },
            MetaCommand(Self.declaration("exercise")) { [self] args, console in goToExercise(args[0], console: console) },
            MetaCommand(Self.declaration("check")) { [self] _, console in check(console: console) },
            MetaCommand(Self.declaration("hint")) { [self] _, _ in hint() },
            MetaCommand(Self.declaration("solution")) { [self] _, _ in solution() },
            MetaCommand(Self.declaration("retry")) { [self] _, console in retry(console: console) },
        ]
    }

    /// The declarations of the lesson commands, in the order `:help commands` lists them;
    /// `lessonNames` gives the lessons `:lesson` completes (asked only when completing).
    public static func declarations(lessonNames: @escaping () -> [String] = { [] }) -> [CommandDeclaration] {
        [
            CommandDeclaration("lessons", summary: "the lessons of the course, with your progress"),
            CommandDeclaration("lesson", arguments: [.optional("NAME", ArgumentKind("lesson") { _, _ in lessonNames() })],
                               summary: "start a lesson (without NAME: the one you are on)"),
            CommandDeclaration("next", summary: "the next step of the lesson, then the next lesson"),
            CommandDeclaration("exercise", arguments: [CommandArgument("N", ArgumentKind("exercise number"))],
                               summary: "go to exercise N of this lesson (from 1)"),
            CommandDeclaration("check", summary: "check your session against the exercise's goal"),
            CommandDeclaration("hint", summary: "the next hint for the exercise"),
            CommandDeclaration("solution", summary: "a solution, after two failed :checks or the last hint"),
            // Not in DESIGN.md's list: without it a learner whose clock already ran past the
            // setup's sends (a `run` typed too early) could only restart the whole lesson.
            CommandDeclaration("retry", summary: "start the exercise again from its setup"),
        ]
    }

    private static func declaration(_ name: String, lessonNames: @escaping () -> [String] = { [] }) -> CommandDeclaration {
        declarations(lessonNames: lessonNames).first { $0.name == name }!
    }

    // MARK: Commands

    public func listLessons() -> ConsoleReply {
        let nameWidth = course.lessons.map(\.name.count).max() ?? 0
        var text = course.title.map { $0 + "\n" } ?? ""
        for (index, lesson) in course.lessons.enumerated() {
            let marker = lesson.name == progress.currentLesson ? "*" : " "
            let number = "\(course.number(atPosition: index)).".padded(toWidth: "\(course.lastNumber).".count)
            text += "\(marker) \(number) \(lesson.name.padded(toWidth: nameWidth))  \(lesson.title)\(status(of: lesson))\n"
        }
        text += LessonText.retired(retiredPasses)
        return ConsoleReply(output: text + LessonText.lessonsFooter)
    }

    func startLesson(named name: String?, console: Console) -> ConsoleReply {
        let wanted = name ?? progress.currentLesson ?? course.lessons.first?.name
        guard let wanted else { return LessonText.unknownLesson("", suggestions: []) }
        let lesson: Lesson
        switch course.findLesson(wanted) {
        case .found(let found): lesson = found
        case .ambiguous(let names): return LessonText.ambiguousLesson(wanted, candidates: names)
        case .notFound(let suggestions): return LessonText.unknownLesson(wanted, suggestions: suggestions)
        }
        player = LessonPlayer(lesson: lesson, checker: checker(for: console))
        exercise = nil
        console.session.startAgainAdvice = nil
        progress.currentLesson = lesson.name
        progress.currentStep = 0
        progress.currentExercise = nil
        let number = course.number(atPosition: course.position(of: lesson.name) ?? 0)
        var reply = ConsoleReply(output: LessonText.lessonHeader(number: number, of: course.lastNumber, lesson: lesson))
        reply.append(saveProgress())
        reply.append(advance(console: console))
        return reply
    }

    func next(console: Console) -> ConsoleReply {
        guard let player else { return resumeLesson(console: console) ?? startLesson(named: nil, console: console) }
        // Only while the exercise is the step on screen (the one just shown).
        if let exercise, !progress.hasPassed(exercise.progressKey), warnedAbout != exercise.progressKey,
           player.position > 0, player.position <= player.steps.count,
           case .exercise(let shown) = player.steps[player.position - 1], shown.progressKey == exercise.progressKey {
            warnedAbout = exercise.progressKey
            return ConsoleReply(output: LessonText.unsolvedWarning(exercise))
        }
        guard player.isFinished else { return advance(console: console) }
        guard let position = course.position(of: player.lesson.name), position + 1 < course.lessons.count else {
            return ConsoleReply(output: LessonText.courseFinished)
        }
        return startLesson(named: course.lessons[position + 1].name, console: console)
    }

    /// After a restart: the lesson and step saved in the progress, shown again (an exercise
    /// starts again from its setup); `nil` when there is nothing to resume.
    private func resumeLesson(console: Console) -> ConsoleReply? {
        guard let name = progress.currentLesson, let lesson = course.lesson(named: name),
              let step = savedStep(in: lesson), let position = course.position(of: name) else { return nil }
        let resumed = LessonPlayer(lesson: lesson, checker: checker(for: console))
        resumed.skip(to: step - 1)
        player = resumed
        exercise = nil
        console.session.startAgainAdvice = nil
        var reply = ConsoleReply(output: LessonText.resuming(number: course.number(atPosition: position), of: course.lastNumber, lesson: lesson,
                                                             step: step, steps: lesson.steps.count))
        reply.append(advance(console: console))
        return reply
    }

    /// `:exercise N`: the lesson's N-th exercise (from 1), started from its setup; the demos
    /// before it run unseen, as when resuming.
    func goToExercise(_ text: String, console: Console) -> ConsoleReply {
        guard let lesson = player?.lesson ?? progress.currentLesson.flatMap({ course.lesson(named: $0) }) ?? course.lessons.first else {
            return LessonText.unknownLesson("", suggestions: [])
        }
        let indices = lesson.steps.indices.filter { if case .exercise = lesson.steps[$0] { true } else { false } }
        guard let number = Int(text), number >= 1, number <= indices.count else {
            return .failure(DiagnosticMessages.noSuchExercise(text, lesson: lesson.name, count: indices.count))
        }
        let target = indices[number - 1]
        if player?.lesson.name != lesson.name || (player?.position ?? 0) > target {
            player = LessonPlayer(lesson: lesson, checker: checker(for: console))
        }
        player?.skip(to: target)
        progress.currentLesson = lesson.name
        return advance(console: console)
    }

    func check(console: Console) -> ConsoleReply {
        guard let exercise else { return LessonText.noExercise }
        let entries = console.session.journal.entries
        let verdict = checker(for: console).check(exercise, answer: entries[min(journalMark, entries.count)...])
        guard verdict.passed else {
            gate.recordFailedCheck(exercise.progressKey)
            return ConsoleReply(output: verdict.report + LessonText.checkFailedFooter)
        }
        progress.markPassed(exercise.progressKey)
        var reply = ConsoleReply(output: verdict.report + solutionText(exercise, heading: LessonText.referenceSolution))
        reply.append(saveProgress())
        if progress.passedOnlyAfterSolution(exercise.progressKey) { reply.output += LessonText.passedAfterSolution }
        reply.output += LessonText.afterPass
        return reply
    }

    func retry(console: Console) -> ConsoleReply {
        guard let exercise, let player else { return LessonText.noExercise }
        let text = player.start(exercise, in: console)
        journalMark = console.session.journal.count
        return ConsoleReply(output: text)
    }

    func hint() -> ConsoleReply {
        guard let exercise else { return LessonText.noExercise }
        let text = hints.next()
        gate.recordHints(exercise.progressKey, hints)
        return ConsoleReply(output: text)
    }

    /// The solution, once the learner has tried (`SolutionGate`); seeing it before a pass is
    /// recorded, so the pass that follows is shown as one after the solution.
    func solution() -> ConsoleReply {
        guard let exercise else { return LessonText.noExercise }
        let key = exercise.progressKey
        guard gate.isOpen(key, passed: progress.hasPassed(key)) else {
            return .failure(DiagnosticMessages.solutionLocked(gate.refusal(key, hints: hints)))
        }
        var reply = ConsoleReply(output: solutionText(exercise, heading: LessonText.solutionHeading))
        if !progress.hasPassed(key), !progress.hasSeenSolution(key) {
            progress.markSolutionSeen(key)
            reply.append(saveProgress())
        }
        return reply
    }

    // MARK: Helpers

    /// Shows the player's next step; an exercise starts in the learner's console.
    private func advance(console: Console) -> ConsoleReply {
        guard let player, !player.isFinished else { return ConsoleReply() }
        let step = player.steps[player.position]
        guard var text = player.next(learner: console) else { return ConsoleReply() }
        console.predictionContext = nil
        if case .exercise(let started) = step {
            exercise = started
            // `:predict` reads the goal's notation: its frame and its legend keys.
            console.predictionContext = PredictionContext(frame: started.goal.frame, keys: checker(for: console).goalKeys(started.goal))
            console.session.startAgainAdvice = LessonText.retryAdvice
            hints = HintBook(hints: started.hints)
            warnedAbout = nil
            journalMark = console.session.journal.count
            savedDraft = []
            text += restoreDraft(for: started, console: console)
        }
        progress.currentStep = player.position
        if case .exercise(let shown) = step { progress.currentExercise = shown.progressKey } else { progress.currentExercise = nil }
        var saved = saveProgress()
        let following = course.position(of: player.lesson.name).flatMap { course.lessons.indices.contains($0 + 1) ? course.lessons[$0 + 1] : nil }
        saved.output = text + LessonText.stepFooter(step: player.position, of: player.steps.count,
                                                    lesson: player.lesson.name, following: following?.name)
        return saved
    }

    /// A checker drawing with the learner's width and glyphs.
    private func checker(for console: Console) -> ExerciseChecker {
        let settings = console.session.settings
        return ExerciseChecker(renderer: DiagramRenderer(width: settings.width, glyphs: settings.unicode ? .unicode : .ascii,
                                                         color: settings.color))
    }

    private func solutionText(_ exercise: Exercise, heading: String) -> String {
        guard !exercise.solution.isEmpty else { return LessonText.noSolution }
        // Each input with the output the file records for it (golden-checked, so it is what
        // the session prints).
        var text = heading + exercise.solution.map { step in
            LessonPlayer.echo(step.input, output: step.expected.map { $0 + "\n" }.joined())
        }.joined()
        if !exercise.solutionNotes.isEmpty { text += exercise.solutionNotes + "\n" }
        return text
    }

    /// `  (1/2 exercises passed)`, `  (done)`, or nothing for a lesson without exercises; passes
    /// made after seeing the solution are counted apart (`  (done; 1 after the solution)`).
    private func status(of lesson: Lesson) -> String {
        let exercises = lesson.exercises
        guard !exercises.isEmpty else { return "" }
        let passed = exercises.filter { progress.hasPassed($0.progressKey) }.count
        let afterSolution = exercises.filter { progress.passedOnlyAfterSolution($0.progressKey) }.count
        let note = afterSolution == 0 ? "" : "; \(afterSolution) after the solution"
        return passed == exercises.count ? "  (done\(note))" : "  (\(passed)/\(exercises.count) exercises passed\(note))"
    }

    private func saveProgress() -> ConsoleReply {
        guard let store else { return ConsoleReply() }
        do {
            progress = try store.save(progress)
            return ConsoleReply()
        } catch {
            return .failure(DiagnosticMessages.progressNotSaved(error.description), severity: .warning)
        }
    }
}
