import LineEditor
import Testing

/// Issue 8, section 3: a stray ^D typed while a build ran never reaches the evaluator or history.
@Suite struct TypedTextTests {
    @Test(arguments: [
        ("send a 1\u{04}", "send a 1"), ("\u{04}\u{04}subject a", "subject a"), ("a\tb", "a b"),
        ("x\u{1B}[Ay", "x[Ay"), ("del\u{7F}", "del"), ("c1\u{85}", "c1"), ("line 1\nline 2", "line 1\nline 2"),
        ("héllo ✓", "héllo ✓"), ("crlf\r", "crlf"),
    ])
    func bullet3_controlCharactersAreRemoved(typed: String, cleaned: String) {
        #expect(TypedText.cleaned(typed) == cleaned)
    }
}
