import Testing
@testable import Lessons

@Suite struct TranscriptRewriterTests {
    let text = """
        # Basics

        Prose stays *exactly* as written.\u{20}\u{20}

        ```streamlab
        > subject a
        > send a 1
        old line one
        line two   \u{20}

        > :time
        ... \u{20}
        now: 0ms
        ```

        Closing prose.
        """

    @Test func updateRewritesOnlyTheDifferingExpectedLines() throws {
        let doc = try document(text)
        let result = TranscriptResult(document: doc, actualOutputs: ["", "line one\nline two\nline three\n", "now: 0ms\n"])
        let updated = TranscriptRewriter.rewrite(doc, with: result)
        #expect(updated == text.replacingOccurrences("old line one\nline two    \n", with: "line one\nline two\nline three\n"))
    }

    @Test func updateThenCheckPasses() throws {
        let doc = try document(text)
        let outputs = ["note: hi\n", "> looks like an input\n... and a continuation\n```\n\\ backslash\n", ""]
        let updated = TranscriptRewriter.rewrite(doc, with: TranscriptResult(document: doc, actualOutputs: outputs))
        let again = try document(updated)
        #expect(TranscriptResult(document: again, actualOutputs: outputs).passed)
        // Lines that would read as syntax are escaped.
        #expect(updated.contains("\n\\> looks like an input\n\\... and a continuation\n\\```\n\\\\ backslash\n"))
        // Inputs and prose are untouched.
        #expect(again.steps.map(\.input) == doc.steps.map(\.input))
        #expect(updated.hasPrefix("# Basics\n\nProse stays *exactly* as written.  \n"))
        #expect(updated.hasSuffix("```\n\nClosing prose."))
    }

    @Test func passingDocumentsAreReturnedUnchanged() throws {
        let doc = try document(text)
        let result = TranscriptResult(document: doc, actualOutputs: ["", "old line one\nline two\n", "now: 0ms\n"])
        #expect(result.passed)
        #expect(TranscriptRewriter.rewrite(doc, with: result) == text)
    }

    @Test func crlfDocumentsStayCRLF() throws {
        let crlf = "```streamlab\r\n> send a 1\r\nold\r\n```\r\n"
        let doc = try document(crlf)
        let updated = TranscriptRewriter.rewrite(doc, with: TranscriptResult(document: doc, actualOutputs: ["new\nlines\n"]))
        #expect(updated == "```streamlab\r\n> send a 1\r\nnew\r\nlines\r\n```\r\n")
    }

    @Test func outputIsInsertedAfterAMultiLineInput() throws {
        let source = "```streamlab\n> a\n... b\n> c\n```\n"
        let doc = try document(source)
        let updated = TranscriptRewriter.rewrite(doc, with: TranscriptResult(document: doc, actualOutputs: ["x\n", "y\n"]))
        #expect(updated == "```streamlab\n> a\n... b\nx\n> c\ny\n```\n")
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        let parts = components(target)
        guard parts.count == 2 else {
            Issue.record("'\(target)' occurs \(parts.count - 1) times, not once")
            return self
        }
        return parts[0] + replacement + parts[1]
    }

    private func components(_ separator: String) -> [String] {
        var result: [String] = []
        var rest = Substring(self)
        while let range = rest.range(of: separator) {
            result.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        return result + [String(rest)]
    }
}
