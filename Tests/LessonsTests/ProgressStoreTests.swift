import Foundation
import Testing
@testable import Lessons

@Suite struct ProgressStoreTests {
    @Test func aMissingFileIsFreshProgressWithoutWarning() throws {
        let folder = try TemporaryFolder()
        let loaded = ProgressStore(path: folder.path + "/streamlab/progress.json").load()
        #expect(loaded == .init(progress: Progress(), warning: nil))
    }

    @Test func saveThenLoadRoundTripsAndCreatesTheFolder() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(path: folder.path + "/state/streamlab/progress.json")
        var progress = Progress(currentLesson: "debounce")
        let firstB = progress.markPassed("debounce/b")
        let firstA = progress.markPassed("debounce/a")
        let secondA = progress.markPassed("debounce/a")
        #expect(firstB && firstA && !secondA)
        try store.save(progress)
        #expect(store.load() == .init(progress: progress, warning: nil))
        #expect(store.load().progress.passedExercises == ["debounce/a", "debounce/b"])
        // The file is readable JSON with a trailing newline, and no temporary file is left.
        let text = try #require(folder.read("state/streamlab/progress.json"))
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\"currentLesson\" : \"debounce\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/state/streamlab")
        #expect(leftovers.sorted() == ["progress.json", "progress.json.lock"])
    }

    @Test func saveReplacesTheOldFile() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(path: folder.path + "/progress.json")
        try store.save(Progress(currentLesson: "one"))
        try store.save(Progress(currentLesson: "two"))
        #expect(store.load().progress.currentLesson == "two")
    }

    @Test(arguments: ["{not json", "", "[1, 2]", "{\"passedExercises\": \"x\"}", "\u{FF}\u{FE}"])
    func aCorruptFileIsReportedIgnoredAndKept(content: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("progress.json", content)
        let store = ProgressStore(path: folder.path + "/progress.json")
        let loaded = store.load()
        #expect(loaded.progress == Progress())
        let path = folder.path + "/progress.json"
        #expect(loaded.warning == "the progress file \(path) is not valid progress; starting afresh (a copy is kept as \(path).corrupt)")
        #expect(folder.read("progress.json.corrupt") == content)
        // Saving afterwards replaces the corrupt file; the copy stays.
        try store.save(Progress(currentLesson: "x"))
        #expect(store.load() == .init(progress: Progress(currentLesson: "x"), warning: nil))
        #expect(folder.read("progress.json.corrupt") == content)
    }

    @Test func anEarlierCorruptCopyIsNotOverwritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("progress.json.corrupt", "older")
        try folder.write("progress.json", "newer")
        let loaded = ProgressStore(path: folder.path + "/progress.json").load()
        #expect(loaded.warning?.hasSuffix("a copy is kept as \(folder.path)/progress.json.corrupt-2)") == true)
        #expect(folder.read("progress.json.corrupt") == "older")
        #expect(folder.read("progress.json.corrupt-2") == "newer")
    }

    @Test func aFolderInTheWayIsAWarningOnLoadAndAnErrorOnSave() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/progress.json", withIntermediateDirectories: true)
        let store = ProgressStore(path: folder.path + "/progress.json")
        #expect(store.load().warning == "cannot read \(folder.path)/progress.json: it is a directory; progress will not be kept")
        #expect(store.load().keepsProgress == false)
        #expect(throws: ProgressStoreError.self) { try store.save(Progress()) }
    }

    @Test func olderFilesWithoutSomeKeysStillLoad() throws {
        let folder = try TemporaryFolder()
        try folder.write("progress.json", "{\"currentLesson\": \"a\", \"passedExercises\": [\"a/y\", \"a/x\", \"a/x\"]}")
        let loaded = ProgressStore(path: folder.path + "/progress.json").load()
        var expected = Progress(currentLesson: "a", passedExercises: ["a/x", "a/y"])
        expected.version = 1
        #expect(loaded.progress == expected)
        #expect(loaded.warning == nil)
    }

    @Test(arguments: [
        (["XDG_STATE_HOME": "/state", "HOME": "/home/u"], "/state/streamlab/progress.json"),
        (["XDG_STATE_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/state/streamlab/progress.json"),
        (["HOME": "/home/u"], "/home/u/.local/state/streamlab/progress.json"),
        ([:], nil),
    ] as [([String: String], String?)])
    func defaultPathFollowsXDG(environment: [String: String], path: String?) {
        #expect(ProgressStore.defaultPath(environment: environment) == path)
    }
}
