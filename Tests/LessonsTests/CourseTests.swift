import Foundation
import Testing
@testable import Lessons

@Suite struct CourseTests {
    let files = [
        "01-debounce.md": "# Debounce\n\nname: debounce\n",
        "02-hot-cold.md": "# Hot and cold\n",
        "broken.md": "# Broken\n```streamlab\n> a\n",
    ]

    func read(_ name: String) -> (fileName: String, text: String)? {
        files[name].map { ("Lessons/" + name, $0) }
    }

    @Test func listsLessonsInIndexOrder() throws {
        let index = """
            # StreamLab course

            Start here.

            2. [Hot and cold](02-hot-cold.md)
            1. 01-debounce.md — the classic

            ```markdown
            - not-an-entry.md
            ```
            """
        let course = try Course.parse(index: index, fileName: "Lessons/course.md", readLesson: read)
        #expect(course.title == "StreamLab course")
        #expect(course.lessons.map(\.name) == ["hot-cold", "debounce"])
        #expect(course.lessons.map(\.document.fileName) == ["Lessons/02-hot-cold.md", "Lessons/01-debounce.md"])
        #expect(course.position(of: "debounce") == 1)
        #expect(course.lesson(named: "hot-cold")?.title == "Hot and cold")
        #expect(course.lesson(named: "nope") == nil)
    }

    @Test func everyProblemOfIndexAndLessonsIsLocated() {
        let index = """
            # Course
            - [Escape](../secret.md)
            - [Missing](03-missing.md)
            - debounce
            - 01-debounce.md
            - 01-debounce.md
            - broken.md
            * [Same name](02-hot-cold.md)
            """
        let copy = { (name: String) -> (fileName: String, text: String)? in
            name == "02-hot-cold.md" ? ("Lessons/02-hot-cold.md", "# Again\nname: debounce\n") : read(name)
        }
        #expect(throws: DocumentError([
            SourceProblem(file: "course.md", line: 2, message: "'../secret.md' is not a lesson file of this folder (a plain file name ending in .md)"),
            SourceProblem(file: "course.md", line: 3, message: "no lesson file '03-missing.md'"),
            SourceProblem(file: "course.md", line: 4, message: "'debounce' is not a lesson file of this folder (a plain file name ending in .md)"),
            SourceProblem(file: "course.md", line: 6, message: "'01-debounce.md' is listed twice"),
            SourceProblem(file: "Lessons/broken.md", line: 2, message: "unclosed ```streamlab block (close it with a line '```')"),
            SourceProblem(file: "course.md", line: 8, message: "lesson name 'debounce' is already used by Lessons/01-debounce.md"),
        ])) {
            try Course.parse(index: index, fileName: "course.md", readLesson: copy)
        }
    }

    @Test func anIndexWithoutLessonsIsAnError() {
        #expect(throws: DocumentError([SourceProblem(file: "c.md", line: 1, message: "the course lists no lessons (list them as '1. [Title](file.md)')")])) {
            try Course.parse(index: "# Nothing yet\n", fileName: "c.md", readLesson: read)
        }
    }

    @Test(arguments: ["a.md", "01-x.md"])
    func plainFileNamesAreAccepted(name: String) {
        #expect(Course.isPlainFileName(name))
    }

    @Test(arguments: ["../a.md", "/etc/a.md", "sub/a.md", ".hidden.md", "a.txt", ".md", "c:a.md", "a\\b.md", "https://x.md"])
    func pathsOutsideTheFolderAreRefused(name: String) {
        #expect(!Course.isPlainFileName(name))
    }

    @Test func loadsFromADirectory() throws {
        let folder = try TemporaryFolder()
        try folder.write("course.md", "# C\n1. [A](a.md)\n")
        try folder.write("a.md", "# A\n")
        let course = try Course.load(directory: folder.path)
        #expect(course.lessons.map(\.name) == ["a"])
        #expect(course.lessons[0].document.fileName == folder.path + "/a.md")
    }

    @Test func aMissingIndexIsALocatedError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: DocumentError([SourceProblem(file: folder.path + "/course.md", line: 1, message: "cannot read the course index (course.md or index.md)")])) {
            try Course.load(directory: folder.path)
        }
    }
}

/// A fresh folder under the system's temporary directory, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "lessons-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }
}
