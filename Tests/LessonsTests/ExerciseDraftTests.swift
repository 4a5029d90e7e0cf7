import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// Issue 21 item 6: a restart says where the learner was, and the statements typed for an
/// unfinished exercise come back when it is resumed.
@Suite struct ExerciseDraftTests {
    let folder: TemporaryFolder
    let store: ProgressStore

    init() throws {
        folder = try TemporaryFolder()
        store = ProgressStore(path: folder.path + "/streamlab/progress.json")
    }

    /// A new REPL: a lesson session on the same files, and a console with its commands.
    func start() throws -> (LessonSession, Console) {
        let session = LessonSession(course: try SampleCourse.course(), store: store)
        let console = Console()
        console.extraCommands = session.commands
        return (session, console)
    }

    /// Types `input` as the REPL does: the draft is kept after each entry.
    func type(_ input: String, _ session: LessonSession, _ console: Console) -> ConsoleReply {
        var reply = console.submit(input)
        reply.append(session.saveDraft(console: console))
        return reply
    }

    @Test func startUpSaysWhereTheLearnerWasAndTheStatementsComeBack() throws {
        let (first, console) = try start()
        #expect(first.whereYouWere == nil, "no progress yet: nothing to say")
        _ = type(":exercise 1", first, console)
        _ = type("subject b", first, console)
        _ = type("a | debounce 300ms | sinq as out", first, console)   // refused: not kept
        _ = type("a | debounce 300ms | sink as out", first, console)

        let (later, laterConsole) = try start()
        #expect(later.whereYouWere
            == "You were at lesson 1 (debounce), exercise 1 — :next to continue; the 2 statements you typed for it are kept.\n")
        let resumed = laterConsole.submit(":next").output
        #expect(resumed.contains("""
            Your 2 statements from last time, typed again:
            > subject b
            > a | debounce 300ms | sink as out
            (:check checks them; :retry starts again from the setup)

            """), "\(resumed)")
        #expect(laterConsole.session.names.definedNames == ["a", "b", "out"])
        #expect(laterConsole.submit(":check").output.hasPrefix("passed: 'out' matches the goal\n"))
    }

    @Test func aPassOrARetryLeavesNothingToRestore() throws {
        let (first, console) = try start()
        _ = type(":exercise 1", first, console)
        _ = type("subject b", first, console)
        _ = type(":retry", first, console)
        #expect(ExerciseDraftStore(besideProgress: store).load() == nil)
        _ = type("a | debounce 300ms | sink as out", first, console)
        #expect(ExerciseDraftStore(besideProgress: store).load()?.statements == ["a | debounce 300ms | sink as out"])
        _ = type(":check", first, console)
        #expect(ExerciseDraftStore(besideProgress: store).load() == nil)
        let (later, _) = try start()
        #expect(later.whereYouWere == "You were at lesson 1 (debounce), exercise 1 — :next to continue.\n")
    }

    @Test func aDemoStepIsNamedByItsNumber() throws {
        let (first, console) = try start()
        _ = type(":lesson debounce", first, console)
        _ = type(":next", first, console)
        #expect(try start().0.whereYouWere == "You were at lesson 1 (debounce), step 2/3 — :next to continue.\n")
    }

    @Test func aStepTheLessonNoLongerHasOrALessonItNoLongerHasIsNotNamed() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/streamlab", withIntermediateDirectories: true)
        try folder.write("streamlab/progress.json", #"{"currentLesson": "hot", "currentStep": 99, "passedExercises": []}"#)
        #expect(try start().0.whereYouWere == "You were at lesson 2 (hot) — :next to continue.\n")
        try folder.write("streamlab/progress.json", #"{"currentLesson": "gone", "currentStep": 1, "passedExercises": []}"#)
        #expect(try start().0.whereYouWere == nil)
    }

    @Test func aHandWrittenDraftRunsNoCommandButSet() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/streamlab", withIntermediateDirectories: true)
        try folder.write("streamlab/progress.json", #"{"currentLesson": "debounce", "currentStep": 3, "passedExercises": []}"#)
        try folder.write("streamlab/exercise-draft.json", #"""
            {"exercise": "debounce/last-of-a-burst",
             "statements": [":lesson hot", ":save x.sl", ":set unicode on", "nonsense here", "subject b"]}
            """#)
        let (session, console) = try start()
        let resumed = console.submit(":next").output
        #expect(resumed.contains("> :lesson hot\n(skipped: only statements and :set are restored)\n"))
        #expect(resumed.contains("> :save x.sl\n(skipped: only statements and :set are restored)\n"))
        #expect(resumed.contains("> nonsense here\nerror:"), "a statement that no longer works says why")
        #expect(session.player?.lesson.name == "debounce")
        #expect(console.session.names.definedNames == ["a", "b"])
        #expect(console.session.settings.unicode)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.sl"))
    }

    @Test func aDraftForAnotherExerciseOrADamagedOneIsIgnored() throws {
        try FileManager.default.createDirectory(atPath: folder.path + "/streamlab", withIntermediateDirectories: true)
        try folder.write("streamlab/progress.json", #"{"currentLesson": "debounce", "currentStep": 3, "passedExercises": []}"#)
        for draft in [#"{"exercise": "hot/other", "statements": ["subject b"]}"#, "{not json", ""] {
            try folder.write("streamlab/exercise-draft.json", draft)
            let (session, console) = try start()
            #expect(session.whereYouWere == "You were at lesson 1 (debounce), exercise 1 — :next to continue.\n")
            #expect(!console.submit(":next").output.contains("from last time"))
            #expect(console.session.names.definedNames == ["a"])
        }
    }

    @Test func aDraftIsBounded() {
        let many = ExerciseDraft(exercise: "l/e", statements: (1...500).map { "subject s\($0)" })
        #expect(many.statements.count == ExerciseDraft.maximumStatements)
        #expect(many.isTruncated)
        let long = String(repeating: "x", count: ExerciseDraft.maximumCharacters / 2)
        let large = ExerciseDraft(exercise: "l/e", statements: [long, long, long])
        #expect(large.statements.count == 2)
        #expect(large.isTruncated)
        #expect(!ExerciseDraft(exercise: "l/e", statements: ["subject a"]).isTruncated)
    }

    @Test func aDraftTooLargeIsCutOnSaveAndSaysSoOnRestore() throws {
        let (first, console) = try start()
        _ = type(":exercise 1", first, console)
        for index in 1...(ExerciseDraft.maximumStatements + 5) { _ = type("subject s\(index)", first, console) }
        #expect(ExerciseDraftStore(besideProgress: store).load()?.statements.count == ExerciseDraft.maximumStatements)
        let resumed = try start().1.submit(":next").output
        #expect(resumed.contains("Your \(ExerciseDraft.maximumStatements) statements from last time"))
        #expect(resumed.contains("(only the first statements were kept: the rest went over the draft's size limit)\n"))
    }
}
