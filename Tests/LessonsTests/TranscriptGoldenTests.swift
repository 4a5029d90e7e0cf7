import Foundation
import Testing
@testable import Lessons

/// The repository's golden transcripts (`transcripts/*.md`): every step of every file prints
/// exactly what the file records.
///
/// `STREAMLAB_UPDATE=1 swift test --filter TranscriptGoldenTests` re-records the expected
/// output of the steps that differ (prose and inputs untouched); review the change with
/// `git diff` before committing it: a golden file must never pin down a wrong behaviour.
@Suite struct TranscriptGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("transcripts").path

    static var updating: Bool { ProcessInfo.processInfo.environment["STREAMLAB_UPDATE"] == "1" }

    /// The file names of the transcripts, sorted; [] when the folder is missing (the test
    /// `theFolderHoldsTheTranscripts` reports that).
    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }()

    static func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    static func document(_ name: String) throws -> ExecutableDocument {
        let text = try String(contentsOfFile: path(name), encoding: .utf8)
        do {
            return try ExecutableDocument.parse(text, fileName: path(name))
        } catch {
            Issue.record(Comment(rawValue: "\(name) is not a valid transcript:\n\(error)"))
            throw error
        }
    }

    @Test func theFolderHoldsTheTranscripts() {
        #expect(Self.fileNames.count >= 25, "expected at least 25 transcripts in \(Self.folder)")
    }

    @Test(arguments: fileNames)
    func everyStepPrintsWhatTheFileSays(_ name: String) throws {
        let document = try Self.document(name)
        // Transcripts are data: no file access, paths resolved in their own folder.
        let runner = TranscriptRunner(allowsFileAccess: false, workingDirectory: Self.folder)
        let result = runner.check(document)
        #expect(!result.steps.isEmpty, "\(name) has no steps")
        guard !result.passed else { return }
        if Self.updating {
            try Data(TranscriptRewriter.rewrite(document, with: result).utf8)
                .write(to: URL(fileURLWithPath: Self.path(name)))
        } else {
            Issue.record(Comment(rawValue: result.summary + " (STREAMLAB_UPDATE=1 re-records)\n" + result.diff))
        }
    }

    /// Each transcript says what it pins down: a title, then prose before its first block.
    @Test(arguments: fileNames)
    func everyTranscriptOpensWithATitleAndAnIntroduction(_ name: String) throws {
        let lines = try String(contentsOfFile: Self.path(name), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("# ") == true, "\(name) should start with a '# ' title")
        let firstFence = lines.firstIndex { $0.hasPrefix("```") } ?? lines.endIndex
        let prose = lines.dropFirst().prefix(upTo: firstFence).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(prose.count >= 1, "\(name) should explain what it pins down before its first block")
    }
}
