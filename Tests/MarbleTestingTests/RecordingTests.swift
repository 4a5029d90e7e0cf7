import Foundation
@testable import MarbleTesting
import SafeFiles
import Testing

@Suite struct RecordingTests {
    /// A failing toBe with recording on rewrites its own literal, here in a copy of this
    /// file, and still fails the test with a note of what it did.
    @Test func aFailingToBeRewritesItsMarbles() throws {
        let copy = try TemporaryCopy(of: "\(#filePath)")
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.isRecording = true
            m.recording.sourcePath = { _ in copy.path }
            m.expect(m.cold("-a-b|").map { $0.uppercased() }).toBe("-a-b|") // recording target
            m.run()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix(#"recorded: MARBLETESTING_RECORD is set, so toBe at RecordingTests.swift:"#) == true)
        let lines = try copy.text().split(separator: "\n", omittingEmptySubsequences: false)
        let target = lines.filter { $0.hasSuffix("// recording target") && !$0.contains("filter") }
        #expect(target == [#"            m.expect(m.cold("-a-b|").map { $0.uppercased() }).toBe("-A-B|") // recording target"#])
        #expect(lines.count == (try String(decoding: SafeFile.read("\(#filePath)"), as: UTF8.self))
            .split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func subscriptionArraysAreRewrittenWhole() throws {
        let copy = try TemporaryCopy(of: "\(#filePath)")
        _ = recordedIssues {
            let m = MarbleScheduler()
            m.isRecording = true
            m.recording.sourcePath = { _ in copy.path }
            let flaky = m.cold("-a#")
            m.expect(flaky.retry(1)).toBe("-a-a#")
            m.expectSubscriptions(flaky.subscriptions).toBe(["^-!"]) // array target
            m.run()
        }
        let target = try copy.text().split(separator: "\n").filter { $0.hasSuffix("// array target") && !$0.contains("filter") }
        #expect(target == [#"            m.expectSubscriptions(flaky.subscriptions).toBe(["^-!", "--^-!"]) // array target"#])
    }

    /// 20 has no key in `values:`: written as "20", the next run could not read it, so the
    /// file is left alone and the failure says why, with the usual diagram.
    @Test func recordingRefusesAValueWithoutAKey() throws {
        let copy = try TemporaryCopy(of: "\(#filePath)")
        let before = try copy.text()
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.isRecording = true
            m.recording.sourcePath = { _ in copy.path }
            m.expect(m.cold("-a-b|", values: ["a": 1, "b": 2]).map { $0 * 10 }).toBe("-x|", values: ["x": 10])
            m.run()
        }
        #expect(try copy.text() == before)
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix(
            #"MARBLETESTING_RECORD is set but the marbles were not rewritten: values: has no key for "20""#) == true)
        #expect(issues.first?.contains("toBe: the publisher did not do what the marbles say") == true)
    }

    @Test func aPassingToBeIsLeftAlone() throws {
        let copy = try TemporaryCopy(of: "\(#filePath)")
        let before = try copy.text()
        let m = MarbleScheduler()
        m.isRecording = true
        m.recording.sourcePath = { _ in copy.path }
        m.expect(m.cold("-a|")).toBe("-a|")
        m.run()
        #expect(try copy.text() == before)
    }

    @Test func theRewriterFindsTheLiteralAfterTheParenthesis() throws {
        let source = "m.expect(x)\n    .toBe(\n        \"-a\\\"-|\", values: v)\n"
        let rewritten = try LiteralRewriter.rewrite(Array(source.utf8), line: 2, column: 10, with: "\"--b|\"").get()
        #expect(String(decoding: rewritten, as: UTF8.self) == "m.expect(x)\n    .toBe(\n        \"--b|\", values: v)\n")
    }

    @Test func theRewriterRefusesWhatIsNotALiteral() {
        let source = Array("m.expect(x).toBe(marbles)\nm.expect(x).toBe(\"\"\"\n".utf8)
        #expect(throws: LiteralRewriter.RewriteError.notALiteral) {
            try LiteralRewriter.rewrite(source, line: 1, column: 17, with: "\"a\"").get()
        }
        #expect(throws: LiteralRewriter.RewriteError.notALiteral) {
            try LiteralRewriter.rewrite(source, line: 2, column: 17, with: "\"a\"").get()
        }
        #expect(throws: LiteralRewriter.RewriteError.noCallAt(line: 1, column: 3)) {
            try LiteralRewriter.rewrite(source, line: 1, column: 3, with: "\"a\"").get()
        }
    }
}

/// A copy of a file in a new temporary folder, removed with the folder when released.
private final class TemporaryCopy {
    let path: String
    private let folder: URL

    init(of original: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("marbletesting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(URL(fileURLWithPath: original).lastPathComponent).path
        try SafeFile.write(try SafeFile.read(original), to: path)
    }

    func text() throws -> String {
        String(decoding: try SafeFile.read(path), as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
