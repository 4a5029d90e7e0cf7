import Foundation
@testable import StreamConsole
@testable import StreamDSL
import Testing

/// Tab after a command's name, and after a stage that needs nothing more.
@Suite struct CompletionContextTests {
    @Test(arguments: ["a | switchToLatest ", "a | share ", "clicks | map x | max "])
    func afterAnOperatorWithoutArgumentsTabOffersTheNextStage(line: String) {
        let console = Console(allowsFileAccess: false)
        let candidates = console.completions(for: line)
        #expect(candidates.contains("| debounce"))
        #expect(candidates.contains("| sink"))
        #expect(!candidates.contains("just"))
        #expect(candidates.allSatisfy { $0.hasPrefix("| ") })
    }

    @Test func anOperatorThatTakesArgumentsStillOffersSourcesAndNames() {
        let console = Console(allowsFileAccess: false)
        _ = console.submit("subject clicks")
        #expect(console.completions(for: "a | prefix until ").contains("clicks"))
    }

    @Test func loadAndSaveCompletePathsFromTheWorkingFolder() throws {
        let folder = NSTemporaryDirectory() + "completion-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/scripts", withIntermediateDirectories: true)
        for name in ["scripts/one.sl", "scripts/two.sl", "session.md", ".hidden"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let console = Console(allowsFileAccess: true, workingDirectory: folder)
        #expect(Set(console.completions(for: ":load s")) == ["scripts/", "session.md"])
        #expect(Set(console.completions(for: ":load scripts/")) == ["scripts/one.sl", "scripts/two.sl"])
        #expect(console.completions(for: ":load scripts/t") == ["scripts/two.sl"])
        #expect(console.completions(for: ":load .") == [".hidden"])
        #expect(!console.completions(for: ":load ").contains(".hidden"))
        // Where files cannot be read (lessons, transcripts), nothing is offered.
        #expect(Console(allowsFileAccess: false, workingDirectory: folder).completions(for: ":load s").isEmpty)
    }
}
