/// Text from users, lessons and files on its way to a terminal: every control character is
/// shown as an escape (`\n`, `\t`, `\r`, `\u{1b}`), so a value, a tag, a lesson title or a
/// quoted source line can never clear the screen, set the window title, write the clipboard
/// (OSC 52) or forge an output line. The one rule every path to the terminal uses: diagrams,
/// legends, `print`, `:log`, diagnostics, lesson text and `:swift`.
public enum TerminalText {
    /// Control (C0, DEL, C1), format (bidi overrides, zero-width) and line/paragraph
    /// separator characters: they act on a terminal or are invisible on it.
    public static func isControl(_ character: Character) -> Bool {
        // A control character is a grapheme of its own ("\r\n" is one, starting with "\r").
        guard let scalar = character.unicodeScalars.first else { return true }
        return isControl(scalar)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return true
        default: return false
        }
    }

    /// Whether some scalar of `text` is one `isControl` flags: the quick test before escaping.
    /// It looks at every scalar, not only each character's first, so it may say yes where the
    /// escaping then changes nothing; printable ASCII, most of any text, is decided without
    /// the Unicode tables (reading a lesson spent most of its time there).
    private static func mayHoldControl(_ text: String, newlinesAllowed: Bool) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x20..<0x7F: false
            case 0x0A: !newlinesAllowed
            case 0..<0x80: true
            default: isControl(scalar)
            }
        }
    }

    /// `text` on one line: every control character escaped, line breaks too.
    ///
    ///     TerminalText.escaped("a\u{1B}]52;c;eA==\u{7}\nb")   // a\u{1b}]52;c;eA==\u{7}\nb
    public static func escaped(_ text: String) -> String {
        guard mayHoldControl(text, newlinesAllowed: false) else { return text }
        var result = ""
        for character in text {
            if isControl(character) {
                appendEscape(of: character, to: &result)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `text` whose lines are meant as lines (lesson prose, a program's listing): each line
    /// escaped as ``escaped(_:)``, the `"\n"`s between them kept.
    public static func escapedKeepingNewlines(_ text: String) -> String {
        guard mayHoldControl(text, newlinesAllowed: true) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escaped(String($0)) }.joined(separator: "\n")
    }

    private static func appendEscape(of character: Character, to result: inout String) {
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
    }
}
