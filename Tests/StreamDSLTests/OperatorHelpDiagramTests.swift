@testable import StreamConsole
@testable import StreamDSL
import Testing

/// `:help OPERATOR` draws a run of the operator's example under its syntax.
@Suite struct OperatorHelpDiagramTests {
    func help(_ topic: String) -> String {
        var settings = SessionSettings()
        settings.color = false
        settings.unicode = false
        return Console(session: Session(settings: settings)).submit(":help \(topic)").output
    }

    @Test func debounceShowsItsInputAndTheValuesAfterASilence() {
        let page = help("debounce")
        #expect(page.hasPrefix("debounce DURATION [on QUEUE]\n"))
        // 1 @0, 2 @100, 3 @500, complete @900: 2 goes out 300ms after it came (400), 3 at 800.
        #expect(page.contains("\n    a                  12---3---|\n"))
        #expect(page.contains("\n    a | debounce 300ms ^---2---3|\n"))
        // No course known: no lessons line.
        #expect(!page.contains("used in lessons"))
    }

    @Test func aCombinerGetsASecondInput() {
        let page = help("zip")
        #expect(page.contains("\n    b "))
        #expect(page.contains("a | zip b"))
    }

    @Test func anExampleThatDefinesANameIsSubscribedAndConnected() {
        let page = help("makeConnectable")
        #expect(page.contains("\n    m | sink 12---3---|\n"))
    }

    @Test func theLessonsComeFromWhoeverKnowsTheCourse() {
        let console = Console()
        console.lessonsUsingOperator = { $0 == "map" ? ["basics", "combining"] : [] }
        #expect(console.submit(":help map").output.hasSuffix("  used in lessons: basics, combining\n"))
        #expect(!console.submit(":help filter").output.contains("used in lessons"))
    }
}
