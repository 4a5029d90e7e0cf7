import Foundation
@testable import Lessons
import StreamConsole
import StreamDSL
import Testing

/// `:lesson 3`, `:lesson debounce`: a lesson is named by its number or a prefix of its name.
@Suite struct LessonLookupTests {
    static let files = [
        "01.md": "# Debounce vs throttle\n\nname: debounce-throttle\n",
        "02.md": "# Hot vs cold\n\nname: hot-cold\n",
        "03.md": "# Share\n\nname: share-multicast\n",
        "04.md": "# Subjects\n\nname: subjects\n",
    ]

    static func course() throws -> Course {
        try Course.parse(index: "# Course\n\n1. 01.md\n2. 02.md\n3. 03.md\n4. 04.md\n", fileName: "course.md") { name in
            files[name].map { (name, $0) }
        }
    }

    @Test(arguments: [
        ("debounce-throttle", "debounce-throttle"), ("3", "share-multicast"), ("1", "debounce-throttle"),
        ("debounce", "debounce-throttle"), ("hot", "hot-cold"), ("Sub", "subjects"),
    ])
    func aNumberOrAnUnambiguousPrefixFindsTheLesson(query: String, name: String) throws {
        let course = try Self.course()
        guard case .found(let lesson) = course.findLesson(query) else {
            Issue.record("'\(query)' found no lesson")
            return
        }
        #expect(lesson.name == name)
    }

    @Test func anAmbiguousPrefixListsTheCandidates() throws {
        #expect(try Self.course().findLesson("s") == .ambiguous(["share-multicast", "subjects"]))
    }

    @Test(arguments: ["0", "5", "-1", "", "zzz"])
    func outOfRangeNumbersAndUnknownNamesAreNotFound(query: String) throws {
        guard case .notFound = try Self.course().findLesson(query) else {
            Issue.record("'\(query)' should find nothing")
            return
        }
    }

    @Test func theConsoleCommandAcceptsNumbersAndPrefixes() throws {
        let session = LessonSession(course: try Self.course(), store: nil)
        let console = StreamConsole.Console()
        console.extraCommands = session.commands
        #expect(console.submit(":lesson 2").output.hasPrefix("Lesson 2/4: Hot vs cold (hot-cold)\n"))
        #expect(console.submit(":lesson debounce").output.hasPrefix("Lesson 1/4: Debounce vs throttle (debounce-throttle)\n"))
        #expect(console.submit(":lesson s").errors == "error: 's' could be 'share-multicast', 'subjects'; type more of the name\n")
    }

    @Test func tabCompletesLessonNamesAfterColonLesson() throws {
        let console = StreamConsole.Console()
        console.extraCommands = LessonSession(course: try Self.course(), store: nil).commands
        #expect(Set(console.completions(for: ":lesson s")) == ["share-multicast", "subjects"])
        #expect(console.completions(for: ":lesson deb") == ["debounce-throttle"])
        #expect(console.completions(for: ":lesson ").count == 4)
    }
}
