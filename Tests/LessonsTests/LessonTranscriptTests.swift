import Foundation
import Testing
@testable import Lessons

/// Golden transcripts of the lesson commands (`Tests/LessonsTests/Transcripts/*.md`), run with
/// the repository's course: `:exercise N`, the `:next` warning, named mistakes and variants.
/// They live here rather than in `transcripts/`, whose sessions have no course.
///
/// `STREAMLAB_UPDATE=1 swift test --filter LessonTranscriptTests` re-records them; review the
/// change with `git diff`.
@Suite struct LessonTranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts").path

    static let fileNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted()

    @Test func theFolderHoldsTheTranscripts() {
        #expect(!Self.fileNames.isEmpty)
    }

    @Test(arguments: fileNames)
    func everyStepPrintsWhatTheFileSays(_ name: String) throws {
        let path = (Self.folder as NSString).appendingPathComponent(name)
        let document = try ExecutableDocument.parse(try String(contentsOfFile: path, encoding: .utf8), fileName: path)
        var runner = TranscriptRunner(allowsFileAccess: false, workingDirectory: Self.folder)
        runner.course = try CourseGoldenTests.course()
        let result = runner.check(document)
        #expect(!result.steps.isEmpty)
        guard !result.passed else { return }
        if CourseGoldenTests.updating {
            try Data(TranscriptRewriter.rewrite(document, with: result).utf8).write(to: URL(fileURLWithPath: path))
        } else {
            Issue.record(Comment(rawValue: result.summary + " (STREAMLAB_UPDATE=1 re-records)\n" + result.diff))
        }
    }
}
