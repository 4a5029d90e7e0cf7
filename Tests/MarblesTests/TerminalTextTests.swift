import Marbles
import TerminalText
import Testing

/// The one escaping every path to the terminal uses.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain ✓ 🎉 é", "plain ✓ 🎉 é"),
        ("a\u{1B}]52;c;eA==\u{7}b", #"a\u{1b}]52;c;eA==\u{7}b"#),
        ("clear\u{1B}[2J", #"clear\u{1b}[2J"#),
        ("cr\rlf\ncrlf\r\ntab\t", #"cr\rlf\ncrlf\r\ntab\t"#),
        ("c1 \u{9B}31m \u{9D}0;t\u{9C} \u{85}", #"c1 \u{9b}31m \u{9d}0;t\u{9c} \u{85}"#),
        ("del\u{7F} nul\u{0}", #"del\u{7f} nul\u{0}"#),
        ("bidi \u{202E}txt", #"bidi \u{202e}txt"#),
        ("sep\u{2028}", #"sep\u{2028}"#),
    ])
    func escapedLeavesNoControlCharacter(text: String, expected: String) {
        let escaped = TerminalText.escaped(text)
        #expect(escaped == expected)
        #expect(!escaped.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func escapedKeepingNewlinesKeepsOnlyTheLineBreaks() {
        #expect(TerminalText.escapedKeepingNewlines("one\u{1B}[2J\ntwo\rthree\n") == "one\\u{1b}[2J\ntwo\\rthree\n")
        #expect(TerminalText.escapedKeepingNewlines("a\nb") == "a\nb")
    }

    /// Emoji sequences joined by U+200D are one character and stay whole.
    @Test func joinedEmojiAreNotControls() {
        #expect(TerminalText.escaped("👩‍👩‍👧") == "👩‍👩‍👧")
    }
}
