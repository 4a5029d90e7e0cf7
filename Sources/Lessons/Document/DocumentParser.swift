extension ExecutableDocument {
    /// Parses `text`; every problem is reported with its line, none stops the pass.
    ///
    /// - Parameter fileName: the name used in error messages and diffs.
    public static func parse(_ text: String, fileName: String) throws(DocumentError) -> ExecutableDocument {
        var parser = DocumentParser(text: text, fileName: fileName)
        let document = parser.parse()
        if !parser.problems.isEmpty { throw DocumentError(parser.problems) }
        return document
    }

    /// Splits text into lines on "\n" only (a CRLF file keeps "\r" on each line, so it is
    /// rewritten byte for byte).
    static func splitLines(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let endsWithNewline = text.utf8.last == UInt8(ascii: "\n")
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }
}

/// The single pass over a document: fences, headings and, inside executable blocks, steps.
private struct DocumentParser {
    let fileName: String
    let lines: [String]
    let endsWithNewline: Bool
    var problems: [SourceProblem] = []

    init(text: String, fileName: String) {
        self.fileName = fileName
        (lines, endsWithNewline) = ExecutableDocument.splitLines(text)
    }

    mutating func parse() -> ExecutableDocument {
        var blocks: [ExecutableDocument.Block] = []
        var headings: [ExecutableDocument.Heading] = []
        var parts: [ExecutableDocument.Part] = []
        var proseStart: Int?
        var section: Int?
        var number = 1
        while number <= lines.count {
            let line = Self.content(lines[number - 1])
            guard let fence = Fence.opening(line) else {
                if let heading = Self.heading(line, at: number) {
                    headings.append(heading)
                    if heading.level <= 2 { section = headings.count - 1 }
                }
                if proseStart == nil { proseStart = number }
                number += 1
                continue
            }
            if let start = proseStart { parts.append(.prose(start..<number)) }
            proseStart = nil
            let closing = closingLine(of: fence, openedAt: number)
            let kind = ExecutableDocument.Block.Kind(tag: fence.tag)
            let body = (number + 1)..<closing
            let steps = kind.isExecutable ? parseSteps(body) : []
            blocks.append(.init(kind: kind, openingLine: number, closingLine: closing, steps: steps, section: section))
            parts.append(.block(blocks.count - 1))
            number = closing + 1
        }
        if let start = proseStart { parts.append(.prose(start..<(lines.count + 1))) }
        return ExecutableDocument(fileName: fileName, lines: lines, endsWithNewline: endsWithNewline,
                                  blocks: blocks, headings: headings, parts: parts)
    }

    /// The line that closes `fence`; an unclosed block is reported and runs to the end of the
    /// file (as in CommonMark), so the closing line is one past the last line.
    private mutating func closingLine(of fence: Fence, openedAt opening: Int) -> Int {
        var number = opening + 1
        while number <= lines.count {
            if fence.isClosed(by: Self.content(lines[number - 1])) { return number }
            number += 1
        }
        report(opening, DocumentMessage.unclosedBlock(tag: fence.tag, fence: fence.text))
        return lines.count + 1
    }

    /// Steps of an executable block: `> input`, `... continuation`, then expected output.
    private mutating func parseSteps(_ body: Range<Int>) -> [ExecutableDocument.Step] {
        var steps: [ExecutableDocument.Step] = []
        // The open step: its input lines, and its output lines so far (raw, with blanks).
        var inputs: [String] = []
        var inputStart = 0
        var outputs: [(line: Int, text: String)] = []

        func finish() {
            guard !inputs.isEmpty else { return }
            let inputEnd = inputStart + inputs.count - 1
            while let last = outputs.last, last.text.allSatisfy(\.isWhitespace) { outputs.removeLast() }
            let outputStart = outputs.first?.line ?? inputEnd + 1
            if let command = StepSyntax.fileCommand(inputs[0]) {
                report(inputStart, DocumentMessage.fileCommand(command))
            }
            steps.append(.init(input: inputs.joined(separator: "\n"),
                               inputLines: inputStart...inputEnd,
                               expected: outputs.map { OutputEscaping.unescape($0.text) },
                               expectedLines: outputStart..<(outputStart + outputs.count)))
            inputs = []
            outputs = []
        }

        for number in body {
            let line = Self.content(lines[number - 1])
            if let input = StepSyntax.input(line) {
                finish()
                inputs = [input]
                inputStart = number
            } else if let continuation = StepSyntax.continuation(line) {
                if inputs.isEmpty {
                    report(number, DocumentMessage.continuationWithoutInput)
                } else if !outputs.isEmpty {
                    report(number, DocumentMessage.continuationAfterOutput)
                } else {
                    inputs.append(continuation)
                }
            } else if inputs.isEmpty {
                if !line.allSatisfy(\.isWhitespace) { report(number, DocumentMessage.outputBeforeInput) }
            } else {
                outputs.append((number, line))
            }
        }
        finish()
        return steps
    }

    /// `## Title`: one to six `#`, then a space (or nothing), outside blocks.
    private static func heading(_ line: String, at number: Int) -> ExecutableDocument.Heading? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        let marks = rest.prefix { $0 == "#" }
        guard (1...6).contains(marks.count) else { return nil }
        let after = rest.dropFirst(marks.count)
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        var text = after.trimmingSpaces()
        // A closing sequence of '#' is not part of the text (CommonMark).
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
            text = String(text.dropLast(closing)).trimmingSpaces()
        }
        return .init(level: marks.count, text: text, line: number)
    }

    /// A line without the "\r" of a CRLF file, as the syntax sees it.
    private static func content(_ raw: String) -> String {
        raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
    }

    private mutating func report(_ line: Int, _ message: String) {
        problems.append(SourceProblem(file: fileName, line: line, message: message))
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
