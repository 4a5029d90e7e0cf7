import Foundation
import StreamConsole
import StreamDSL
@testable import StreamLabCLI
import Testing

/// Issue 8 §7: without a course, `:lessons` says the lessons were not found and where
/// StreamLab looked for them, instead of "unknown command".
@Suite struct LessonsNotFoundTests {
    static let expected = """
        error: the lessons were not found; looked for course.md in:
          /somewhere/Lessons
          /elsewhere/Lessons
        Run StreamLab from its folder, install it with `make install`, or pass --lessons DIR (or set STREAMLAB_LESSONS).

        """

    @Test(arguments: ["lessons", "lesson debounce-throttle", "next", "check", "hint", "solution", "retry"])
    func everyLessonCommandExplainsTheMissingCourse(command: String) {
        let console = Console(session: Session(), allowsFileAccess: false)
        console.extraCommands += PlaygroundCourse.commands(
            for: .notFound(searched: ["/somewhere/Lessons", "/elsewhere/Lessons"]), io: CapturedIO())
        let reply = console.submit(":" + command)
        #expect(reply.hadError)
        #expect(reply.output.isEmpty)
        #expect(reply.errors == Self.expected)
    }

    /// A copy of the binary in an empty folder, run from there: nothing to find anywhere.
    final class LoneBinary {
        let folder: URL
        let binary: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamlab-lone-" + UUID().uuidString)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
            binary = folder.appendingPathComponent("bin/streamlab").path
            try FileManager.default.copyItem(atPath: BinaryRun.binary, toPath: binary)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func theReplSaysWhereItLooked() throws {
        let lone = try LoneBinary()
        let run = try BinaryRun(["repl"], input: ":lessons\n", directory: lone.folder.path, binary: lone.binary)
        #expect(run.status == 0, "\(run.description)")
        #expect(!run.errors.contains("unknown command"), "\(run.errors)")
        #expect(run.errors.hasPrefix("error: the lessons were not found; looked for course.md in:\n"), "\(run.errors)")
        // The current folder, where `make install` puts the lessons, then beside the binary.
        #expect(run.errors.contains("  \(lone.folder.path)/Lessons\n"), "\(run.errors)")
        #expect(run.errors.contains("  \(lone.folder.path)/share/streamlab/Lessons\n"), "\(run.errors)")
        #expect(run.errors.contains("  \(lone.folder.path)/bin/Lessons\n"), "\(run.errors)")
    }

    @Test func theLessonsCommandSaysWhereItLookedWithStatusTwo() throws {
        let lone = try LoneBinary()
        let run = try BinaryRun(["lessons"], directory: lone.folder.path, binary: lone.binary)
        #expect(run.status == 2, "\(run.description)")
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("streamlab: the lessons were not found; looked for course.md in:\n"), "\(run.errors)")
        #expect(run.errors.contains("  \(lone.folder.path)/Lessons\n"), "\(run.errors)")
    }

    @Test func anInstalledBinaryLooksInItsShareFolderBeforeItsAncestors() {
        let folders = CourseLocation.searchedFolders(executable: URL(fileURLWithPath: "/opt/streamlab/bin/streamlab"))
        #expect(folders.dropFirst().first == "/opt/streamlab/share/streamlab/Lessons")
        #expect(folders.contains("/opt/streamlab/bin/Lessons"))
    }

    /// An installed layout in a temporary PREFIX: the copied binary finds the copied course.
    @Test func anInstalledBinaryFindsItsLessons() throws {
        let lone = try LoneBinary()
        let share = lone.folder.appendingPathComponent("share/streamlab/Lessons")
        try FileManager.default.createDirectory(at: share.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRun.repository.appendingPathComponent("Lessons"), to: share)
        let run = try BinaryRun(["lessons"], directory: "/", binary: lone.binary)
        #expect(run.status == 0, "\(run.description)")
        #expect(run.output.contains(" debounce-throttle "), "\(run.output)")
    }
}
