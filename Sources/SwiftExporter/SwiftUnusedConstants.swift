import StreamDSL

/// A session may declare a subject or a pipeline that nothing uses afterwards; Swift warns
/// about such a `let`. The exported test discards it instead (`_ = …`), so generated tests
/// build without warnings.
enum SwiftUnusedConstants {
    /// `lines` (each may hold several lines of code) with every top-level `let NAME = …` whose
    /// NAME no other line of code mentions written as `_ = …`. Comments do not count as uses.
    static func discarded(in lines: [String]) -> [String] {
        let code = lines.map { $0.split(separator: "\n", omittingEmptySubsequences: false).filter { !isComment($0) } }
        return lines.enumerated().map { index, line in
            guard let match = line.prefixMatch(of: #/let ([A-Za-z_][A-Za-z0-9_]*) = /#) else { return line }
            let name = String(match.1)
            let usedElsewhere = code.enumerated().contains { other, otherLines in
                otherLines.enumerated().contains { part, text in
                    // The declaring line's own first line names it once, as the declaration.
                    (other == index && part == 0) ? mentions(name, in: text.dropFirst(match.0.count)) : mentions(name, in: text)
                }
            }
            return usedElsewhere ? line : "_ = " + line.dropFirst(match.0.count)
        }
    }

    private static func isComment(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix("//")
    }

    /// Whether `name` occurs in `text` as a whole identifier.
    private static func mentions(_ name: String, in text: Substring) -> Bool {
        var searchStart = text.startIndex
        while let range = text[searchStart...].firstRange(of: name) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isIdentifierCharacter(before), !isIdentifierCharacter(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }

    private static func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }
}
