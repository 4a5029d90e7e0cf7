import StreamDSL
import StreamLanguage
import Testing

@Suite struct DiagnosticFormatterTests {
    private func formatted(_ source: String, fileName: String? = nil, width: Int = 120) -> String {
        let result = Parser.parse(source)
        return DiagnosticFormatter(source: source, fileName: fileName, maximumLineWidth: width)
            .format(result.diagnostics)
    }

    @Test func theCaretLayout() {
        #expect(formatted("subject a | debounse 300ms | sink") == """
            error: unknown operator 'debounse'
             --> 1:13
            1 | subject a | debounse 300ms | sink
              |             ^^^^^^^^ did you mean 'debounce'?
            """)
    }

    @Test func withAFileNameTheLocationLeadsTheFirstLine() {
        #expect(formatted("subject a | debounse 300ms | sink", fileName: "lesson.streamlab") == """
            lesson.streamlab:1:13: error: unknown operator 'debounse'
            1 | subject a | debounse 300ms | sink
              |             ^^^^^^^^ did you mean 'debounce'?
            """)
    }

    @Test func theGutterWidensWithTheLineNumberAndNotesFollow() {
        let source = String(repeating: "\n", count: 11) + "a | throttle 300ms | sink"
        #expect(formatted(source) == """
            error: throttle needs 'latest' or 'first'
              --> 12:5
            12 | a | throttle 300ms | sink
               |     ^^^^^^^^^^^^^^ add 'latest' or 'first'
               = note: 'latest' emits the newest value of each window
               = note: 'first' emits the oldest value of each window
            """)
    }

    @Test func anEmptyRangeAtTheEndOfTheLinePointsJustPastIt() {
        #expect(formatted("a | map x *") == """
            error: expected an expression after '*'
             --> 1:12
            1 | a | map x *
              |            ^ a value such as 1, "a", x or x + 1
            """)
    }

    @Test func tabsAndWideCharactersKeepCaretsAligned() {
        // The tab is drawn as four spaces; 🎉 takes two columns, so `$` sits at display
        // column 17 although it is character 13.
        #expect(formatted("\tsend a \"🎉\" $ 1") == """
            error: unexpected character '$'
             --> 1:13
            1 |     send a "🎉" $ 1
              |                 ^
            """)
    }

    @Test func controlCharactersAreNeverPrintedRaw() {
        let text = formatted("send a 1 \u{1B}[2J")
        #expect(!text.contains("\u{1B}"))
        // Escaped as diagrams escape it (TerminalText), and the caret still lines up.
        #expect(text.contains(#"1 | send a 1 \u{1b}[2J"#))
        // A later error on the same line: its caret sits under the '$', past the escape.
        let later = formatted("send a 1 \u{1B}[2J $")
        #expect(later.contains(#"""
            1 | send a 1 \u{1b}[2J $
              |                    ^
            """#), "\(later)")
    }

    @Test func colourOnlyWhenAsked() {
        let source = "a | mpa x | sink"
        let diagnostics = Parser.parse(source).diagnostics
        let plain = DiagnosticFormatter(source: source).format(diagnostics)
        let colored = DiagnosticFormatter(source: source, colored: true).format(diagnostics)
        #expect(!plain.contains("\u{1B}"))
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;31m^^^\u{1B}[0m"))
        // Without the escape sequences, the coloured text is the plain text.
        #expect(colored.replacing(/\x{1B}\[[0-9;]*m/, with: "") == plain)
    }

    @Test func aLongLineIsCutAroundTheCaret() throws {
        let source = "a" + String(repeating: " | map x", count: 200) + " | mpa x | sink"
        let lines = formatted(source, width: 80).split(separator: "\n")
        try #require(lines.count == 4)
        let sourceLine = Array(lines[2])
        let caretLine = Array(lines[3])
        #expect(sourceLine.count <= "1 | ".count + 80)
        #expect(lines[2].hasPrefix("1 | ...") && lines[2].hasSuffix("| sink"))
        let caret = try #require(caretLine.firstIndex(of: "^"))
        #expect(String(sourceLine[caret..<caret + 3]) == "mpa")
        #expect(lines[3].hasSuffix("^^^ did you mean 'map'?"))
    }

    @Test func aRangeOverSeveralLinesIsMarkedToTheEndOfItsFirstLine() {
        let source = "abc defgh\nxyz"
        let range = SourceRange(start: .init(offset: 4, line: 1, column: 5), end: .init(offset: 13, line: 2, column: 4))
        let diagnostic = Diagnostic(DiagnosticMessage(.unexpectedToken, text: "spans"), severity: .warning, at: range)
        #expect(DiagnosticFormatter(source: source).format(diagnostic) == """
            warning: spans
             --> 1:5
            1 | abc defgh
              |     ^^^^^
            """)
    }

    @Test func anEmptyLineAndALocationBeyondTheSource() {
        let empty = Diagnostic(DiagnosticMessage(.unexpectedToken, text: "here"), severity: .note,
                               at: SourceRange(at: .init(offset: 4, line: 2, column: 1)))
        #expect(DiagnosticFormatter(source: "run\n").format(empty) == """
            note: here
             --> 2:1
            2 |
              | ^
            """)
        let beyond = Diagnostic(DiagnosticMessage(.unexpectedToken, text: "elsewhere"),
                                at: SourceRange(at: .init(offset: 99, line: 9, column: 1)))
        #expect(DiagnosticFormatter(source: "run").format(beyond) == "error: elsewhere\n --> 9:1")
    }

    @Test func notesWithALocationSayWhere() {
        #expect(formatted("just (1, 2") == """
            error: expected ')', found the end of the input
             --> 1:11
            1 | just (1, 2
              |           ^ insert ')'
              = note: to close this '(' (at 1:6)
            """)
    }
}
