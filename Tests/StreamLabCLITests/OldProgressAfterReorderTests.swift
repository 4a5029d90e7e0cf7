import Foundation
import Testing
@testable import StreamLabCLI

/// `streamlab lessons` on a progress file written by the StreamLab before the course was
/// re-sequenced (main's format, version 1): the lesson is found by name under its new number,
/// and a pass of an exercise the course no longer has is kept and shown. (Resuming the same
/// exercise: `LessonsTests/CourseResequencingTests`.)
@Suite struct OldProgressAfterReorderTests {
    let state = NSTemporaryDirectory() + "streamlab-reorder-" + UUID().uuidString
    let retired = "switchtolatest-flatmap/an-exercise-since-replaced"

    init() throws {
        try FileManager.default.createDirectory(atPath: state + "/streamlab", withIntermediateDirectories: true)
        let file = """
            {
              "currentLesson" : "ordered-work",
              "currentStep" : 10,
              "passedAfterSolution" : [

              ],
              "passedExercises" : [
                "\(retired)"
              ],
              "solutionsSeen" : [

              ],
              "version" : 1
            }

            """
        try Data(file.utf8).write(to: URL(fileURLWithPath: state + "/streamlab/progress.json"))
    }

    func run(_ arguments: [String], input: String = "") -> CLIRun {
        CLIRun(arguments + ["--lessons", LessonCommandTests.lessonsFolder], input: input,
               environment: ["NO_COLOR": "1", "COLUMNS": "80", "XDG_STATE_HOME": state])
    }

    @Test func theListMarksTheLessonByNameAndShowsTheRetiredPass() {
        let listed = run(["lessons"])
        #expect(listed.status == 0)
        #expect(listed.output.contains("* 8.  ordered-work "))
        #expect(listed.output.contains("retired (replaced since you passed them; the passes are kept): \(retired)\n"))
    }
}
