import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// Issue 8, section 2: progress is never lost. (The unreadable file, which needs an
/// unprivileged user, is checked with the real binary in StreamLabCLITests.)
@Suite struct ProgressNeverLostTests {
    @Test func bullet2_twoSessionsAtOnceKeepEachOthersPasses() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/streamlab/progress.json"
        // Both start from the same (empty) file, as two REPLs started one after the other.
        let first = LessonSession(course: try SampleCourse.course(), store: ProgressStore(path: path))
        let second = LessonSession(course: try SampleCourse.course(), store: ProgressStore(path: path))
        var a = first.progress
        a.markPassed("debounce/a")
        try ProgressStore(path: path).save(a)
        var b = second.progress
        b.markPassed("debounce/b")
        let written = try ProgressStore(path: path).save(b)
        #expect(written.passedExercises == ["debounce/a", "debounce/b"])
        #expect(ProgressStore(path: path).load().progress.passedExercises == ["debounce/a", "debounce/b"])
        // The JSON keys stay as they were.
        let text = try #require(folder.read("streamlab/progress.json"))
        #expect(text.contains("\"passedExercises\" : [") && text.contains("\"version\" : 2"))
    }

    @Test func bullet2_concurrentSavesUnderTheLockLoseNoPass() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/progress.json"
        try ProgressStore(path: path).save(Progress())
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for pass in 0..<10 {
                        // Each save starts from this writer's stale copy, never re-read.
                        var mine = Progress()
                        mine.markPassed("w\(writer)/\(pass)")
                        _ = try? ProgressStore(path: path).save(mine)
                    }
                }
            }
        }
        #expect(ProgressStore(path: path).load().progress.passedExercises.count == 80)
    }

    @Test func bullet2_aSymlinkedProgressFileIsWrittenThrough() throws {
        let folder = try TemporaryFolder()
        try folder.write("real.json", "{\"passedExercises\": [\"x/old\"]}")
        #expect(symlink(folder.path + "/real.json", folder.path + "/progress.json") == 0)
        var progress = Progress()
        progress.markPassed("x/new")
        try ProgressStore(path: folder.path + "/progress.json").save(progress)
        let info = try FileManager.default.attributesOfItem(atPath: folder.path + "/progress.json")
        #expect(info[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(ProgressStore(path: folder.path + "/real.json").load().progress.passedExercises == ["x/new", "x/old"])
    }

    @Test func bullet2_theHundredthCorruptionOverwritesNoEarlierCopy() throws {
        let folder = try TemporaryFolder()
        try folder.write("progress.json.corrupt", "copy 1")
        for index in 2...99 { try folder.write("progress.json.corrupt-\(index)", "copy \(index)") }
        try folder.write("progress.json", "corruption 100")
        let path = folder.path + "/progress.json"
        let loaded = ProgressStore(path: path).load()
        #expect(loaded.warning == "the progress file \(path) is not valid progress; starting afresh (a copy is kept as \(path).corrupt-100)")
        #expect(folder.read("progress.json.corrupt-99") == "copy 99")
        #expect(folder.read("progress.json.corrupt") == "copy 1")
        #expect(folder.read("progress.json.corrupt-100") == "corruption 100")
    }

    @Test func bullet2_noCopyIsClaimedUnlessOneWasMadeAndThenTheFileIsKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("progress.json.corrupt", "copy 1")
        for index in 2...ProgressStore.maximumCopies { try folder.write("progress.json.corrupt-\(index)", "copy \(index)") }
        try folder.write("progress.json", "{broken")
        let path = folder.path + "/progress.json"
        let session = LessonSession(course: try SampleCourse.course(), store: ProgressStore(path: path))
        let warning = try #require(session.loadWarning)
        #expect(!warning.contains("a copy is kept"))
        #expect(warning.hasSuffix("could not be copied aside (1000 copies are kept already; remove some); it is left as it is, and progress will not be kept"))
        #expect(session.store == nil)
        let console = Console()
        console.extraCommands = session.commands
        let reply = console.submit(":lesson hot")
        #expect(reply.errors.isEmpty)
        #expect(folder.read("progress.json") == "{broken")
    }

    @Test func bullet2_anUnusableFileStopsSavingForTheSession() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/progress.json", withIntermediateDirectories: false)
        let session = LessonSession(course: try SampleCourse.course(), store: ProgressStore(path: folder.path + "/progress.json"))
        #expect(session.loadWarning == "cannot read \(folder.path)/progress.json: it is a directory; progress will not be kept")
        #expect(session.store == nil)
    }
}
