import Foundation
import Testing

/// Issue 8, sections 1 and 2, as an unprivileged user with the real binary: the refusals that
/// rest on permission bits, which root would not see.
@Suite struct UnprivilegedWriteTests {
    /// The REPL on piped input (the plain line editor) in `folder`, with `HOME` there.
    static func repl(_ input: String, in folder: UnprivilegedRun.Folder, state: String? = nil) throws -> UnprivilegedRun {
        try UnprivilegedRun([], input: input, environment: ["HOME": folder.path, "XDG_STATE_HOME": state ?? folder.path + "/state"],
                            directory: folder.path)
    }

    @Test func bullet1_aReadOnlyFileIsRefusedAndKept() throws {
        let folder = try UnprivilegedRun.Folder()
        try folder.write("keep.md", "precious\n", mode: 0o444)
        let run = try Self.repl("subject a\n:save keep.md\n", in: folder)
        #expect(run.errors == "error: cannot write keep.md: the file is read-only\n")
        #expect(folder.read("keep.md") == "precious\n")
        #expect(folder.mode("keep.md") == 0o444)
    }

    @Test func bullet1_anotherUsersFileInAWritableFolderIsRefused() throws {
        // Only root can give the file another owner; as another user there is nothing to show.
        guard getuid() == 0 else { return }
        let folder = try UnprivilegedRun.Folder()
        try folder.write("roots.md", "root's\n", mode: 0o644, ownedByRoot: true)
        let run = try Self.repl("subject a\n:save roots.md\n", in: folder)
        #expect(run.errors == "error: cannot write roots.md: permission denied\n")
        #expect(folder.read("roots.md") == "root's\n")
        #expect(folder.entries() == ["roots.md"])
    }

    @Test func bullet1_aPrivateFileStaysPrivate() throws {
        let folder = try UnprivilegedRun.Folder()
        try folder.write("mine.md", "old\n", mode: 0o600)
        let run = try Self.repl("subject a\n:save mine.md\n", in: folder)
        #expect(run.errors.isEmpty)
        #expect(folder.read("mine.md")?.contains("> subject a") == true)
        #expect(folder.mode("mine.md") == 0o600)
    }

    @Test func bullet1_noFolderIsCreatedAndTildeIsHome() throws {
        let folder = try UnprivilegedRun.Folder()
        let run = try Self.repl("subject a\n:save missing/x.md\n:save ~/home.md\n:save ~nobody/x.md\n", in: folder)
        #expect(run.errors == """
            error: cannot write missing/x.md: no such folder missing (create it first)
            error: cannot write ~nobody/x.md: '~user' paths are not supported (write ~/… or a full path)

            """)
        #expect(folder.entries() == ["home.md"])
    }

    @Test func bullet2_anUnreadableProgressFileIsNeverOverwritten() throws {
        let folder = try UnprivilegedRun.Folder()
        let state = folder.path + "/state"
        try FileManager.default.createDirectory(atPath: state + "/streamlab", withIntermediateDirectories: true)
        if getuid() == 0 {
            chown(state, UnprivilegedRun.uid, UnprivilegedRun.uid)
            chown(state + "/streamlab", UnprivilegedRun.uid, UnprivilegedRun.uid)
        }
        // The course, where the unprivileged user can read it (`./Lessons`): the checkout the
        // tests run from may be a folder only root can enter.
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons")
        try FileManager.default.copyItem(atPath: lessons.path, toPath: folder.path + "/Lessons")
        let progress = "{\"passedExercises\": [\"hot-cold/earlier\"]}\n"
        try folder.write("state/streamlab/progress.json", progress, mode: 0o000)
        let run = try Self.repl(":lesson hot-cold\n:next\n", in: folder, state: state)
        let path = state + "/streamlab/progress.json"
        #expect(run.errors.hasPrefix("warning: cannot read \(path): permission denied; progress will not be kept\n"))
        #expect(!run.errors.contains("warning: warning"))
        #expect(run.errors.components(separatedBy: "warning:").count == 2)
        #expect(run.output.contains("Lesson 4/"), "the lesson opens whatever the course's length")
        chmod(path, 0o644)
        #expect(folder.read("state/streamlab/progress.json") == progress)
    }
}
