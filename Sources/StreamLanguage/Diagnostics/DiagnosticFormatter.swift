import TerminalText
/// Draws diagnostics the way a compiler does:
///
/// ```
/// error: unknown operator 'debounse'
///  --> 1:13
/// 1 | subject a | debounse 300ms | sink
///   |             ^^^^^^^^ did you mean 'debounce'?
/// ```
///
/// With a file name the first two lines become `FILE:LINE:COL: error: …`. Carets are
/// placed by display width, so they line up under wide characters; tabs are shown as four
/// spaces on both lines; control characters are escaped (`\u{1b}`, by `TerminalText`, as
/// diagrams escape them) in the source line, the file name, the message, its label and
/// notes (whose own line breaks stay: some messages list paths), so neither source text nor
/// what a message quotes can ever drive the terminal. A line wider than `maximumLineWidth` is cut around the caret, with
/// `...` where text was left out. ANSI colour only when `colored` is set.
public struct DiagnosticFormatter: Sendable {
    public var fileName: String?
    public var colored: Bool
    public var maximumLineWidth: Int
    private let lines: [Substring]
    /// The number of `lines[0]`.
    private let firstLine: Int
    private let lineStartOffsets: [Int]

    /// - Parameters:
    ///   - source: the text the diagnostics' ranges refer to.
    ///   - fileName: when given, headers read `FILE:LINE:COL: error: …`.
    ///   - colored: add ANSI colour (callers decide: never with `NO_COLOR` or without a terminal).
    ///   - maximumLineWidth: widest source line shown before it is cut around the caret.
    ///   - firstLine: the line number of the source's first line (a chunk of a file).
    public init(source: String, fileName: String? = nil, colored: Bool = false, maximumLineWidth: Int = 120,
                firstLine: Int = 1) {
        self.firstLine = max(1, firstLine)
        self.fileName = fileName
        self.colored = colored
        self.maximumLineWidth = max(maximumLineWidth, 20)
        lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
        var offsets: [Int] = []
        var offset = 0
        var position = source.startIndex
        for line in lines {
            offsets.append(offset)
            offset += line.utf8.count
            position = line.endIndex
            if position < source.endIndex {
                offset += source[position].utf8.count  // the line break
            }
        }
        lineStartOffsets = offsets
    }

    /// Several diagnostics, one after another.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined(separator: "\n")
    }

    /// One diagnostic as a single line, for a `:command` typed at the prompt: the headline,
    /// its label after a dash, then its notes.
    public func formatHeadline(_ diagnostic: Diagnostic) -> String {
        let severity = paint(diagnostic.severity.rawValue + ":", severityStyle(diagnostic.severity))
        let label = diagnostic.label.map { " — " + TerminalText.escapedKeepingNewlines($0) } ?? ""
        let notes = diagnostic.notes.map { "\n" + paint("note:", .note) + " " + TerminalText.escapedKeepingNewlines($0.message) }.joined()
        return "\(severity) \(TerminalText.escapedKeepingNewlines(diagnostic.message))\(label)" + notes
    }

    /// A problem about a whole file (`FILE: error: MESSAGE`).
    public static func formatFile(_ file: String, severity: Diagnostic.Severity, message: String) -> String {
        "\(TerminalText.escaped(file)): \(severity.rawValue): \(TerminalText.escapedKeepingNewlines(message))"
    }

    /// A problem about a whole line of a file, not a span (`FILE:LINE: error: MESSAGE`).
    public static func formatLine(file: String, line: Int, severity: Diagnostic.Severity, message: String) -> String {
        "\(TerminalText.escaped(file)):\(line): \(severity.rawValue): \(TerminalText.escapedKeepingNewlines(message))"
    }

    /// One diagnostic: header, location, source line, carets, notes.
    public func format(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.range.start
        let gutter = String(repeating: " ", count: String(start.line).count)
        let severity = paint(diagnostic.severity.rawValue + ":", severityStyle(diagnostic.severity))
        let message = TerminalText.escapedKeepingNewlines(diagnostic.message)
        var out: [String] = []
        if let fileName {
            out.append("\(TerminalText.escaped(fileName)):\(start.line):\(start.column): \(severity) \(paint(message, .bold))")
        } else {
            out.append("\(severity) \(paint(message, .bold))")
            out.append("\(gutter)\(paint("-->", .gutter)) \(start.line):\(start.column)")
        }
        if let excerpt = excerpt(for: diagnostic.range) {
            let bar = paint("|", .gutter)
            out.append("\(paint(String(start.line), .gutter)) \(bar) \(excerpt.text)".trimmingTrailingWhitespace())
            var carets = String(repeating: " ", count: excerpt.caretColumn)
                + paint(String(repeating: "^", count: excerpt.caretWidth), severityStyle(diagnostic.severity))
            if let label = diagnostic.label {
                carets += " " + paint(TerminalText.escapedKeepingNewlines(label), severityStyle(diagnostic.severity))
            }
            out.append("\(gutter) \(bar) \(carets)")
        }
        for note in diagnostic.notes {
            let location = note.range.map { " (at \($0.start))" } ?? ""
            out.append("\(gutter) \(paint("=", .gutter)) \(paint("note:", .bold)) \(TerminalText.escapedKeepingNewlines(note.message))\(location)")
        }
        return out.joined(separator: "\n")
    }

    // MARK: Source excerpt

    private struct Excerpt {
        package var text: String
        var caretColumn: Int
        var caretWidth: Int
    }

    /// The range's first line, cut to fit, and where the carets go on it.
    private func excerpt(for range: SourceRange) -> Excerpt? {
        let lineNumber = range.start.line
        let lineIndex = lineNumber - firstLine
        guard lineIndex >= 0, lineIndex < lines.count else { return nil }
        let line = lines[lineIndex]
        let lineStart = lineStartOffsets[lineIndex]
        let bytes = line.utf8.count
        let caretStart = line.utf8.index(line.startIndex, offsetBy: min(max(range.start.offset - lineStart, 0), bytes))
        let endByte = range.end.line == lineNumber ? range.end.offset - lineStart : bytes
        let caretEnd = max(caretStart, line.utf8.index(line.startIndex, offsetBy: min(max(endByte, 0), bytes)))

        var windowStart = line.startIndex
        var windowEnd = line.endIndex
        if !fits(line) {
            // Keep some context before the caret, then as much as fits.
            var back = 0
            windowStart = caretStart
            while windowStart > line.startIndex, back < maximumLineWidth / 4 {
                windowStart = line.index(before: windowStart)
                back += 1
            }
            windowEnd = windowStart
            var width = 0
            while windowEnd < line.endIndex, width + Self.displayWidth(of: line[windowEnd]) <= maximumLineWidth - 6 {
                width += Self.displayWidth(of: line[windowEnd])
                windowEnd = line.index(after: windowEnd)
            }
            windowEnd = max(windowEnd, min(caretStart, line.endIndex))
        }
        let leading = windowStart > line.startIndex ? "..." : ""
        let trailing = windowEnd < line.endIndex ? "..." : ""
        let before = line[windowStart..<min(caretStart, windowEnd)]
        let marked = line[min(caretStart, windowEnd)..<min(caretEnd, windowEnd)]
        return Excerpt(
            text: leading + Self.displayed(line[windowStart..<windowEnd]) + trailing,
            caretColumn: leading.count + Self.displayWidth(of: before),
            caretWidth: max(1, Self.displayWidth(of: marked)))
    }

    private func fits(_ line: Substring) -> Bool {
        var width = 0
        for character in line {
            width += Self.displayWidth(of: character)
            if width > maximumLineWidth { return false }
        }
        return true
    }

    /// Text as drawn: tabs as four spaces, control characters escaped (`\u{1b}`).
    static func displayed(_ text: Substring) -> String {
        var out = ""
        for character in text {
            if character == "\t" {
                out += "    "
            } else if TerminalText.isControl(character) {
                out += TerminalText.escaped(String(character))
            } else {
                out.append(character)
            }
        }
        return out
    }

    static func displayWidth(of text: Substring) -> Int {
        text.reduce(0) { $0 + displayWidth(of: $1) }
    }

    /// Terminal columns a character takes in an excerpt: a tab is drawn as 4 spaces and a
    /// control character as its escape; everything else as wide as the diagrams count it
    /// (`DisplayWidth`: 2 for emoji and East Asian wide characters).
    static func displayWidth(of character: Character) -> Int {
        if character == "\t" { return 4 }
        if TerminalText.isControl(character) { return TerminalText.escaped(String(character)).count }
        return Swift.max(1, DisplayWidth.of(character))
    }


    // MARK: Colour

    private enum Style: String {
        case error = "1;31", warning = "1;33", note = "1;36", bold = "1", gutter = "1;34"
    }

    private func severityStyle(_ severity: Diagnostic.Severity) -> Style {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
