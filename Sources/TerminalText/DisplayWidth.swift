/// How many terminal columns text takes, so diagrams, carets and tables with CJK, emoji
/// or accented text still line up. The one implementation shared by every module.
///
/// A deliberately small approximation of `wcwidth`, per character (grapheme cluster):
/// - 2 for East Asian wide and fullwidth characters and for emoji shown as emoji (emoji
///   presentation, or any character carrying the variation selector U+FE0F);
/// - 0 for a character that is only a combining mark (`\u{301}` on its own), a zero-width
///   format character (U+200B, U+200D, U+FEFF…) or a control character, which take no
///   column of their own (a mark combined with a letter is part of that letter's
///   character: `é` spelt `e\u{301}` is one column);
/// - 1 for everything else.
public enum DisplayWidth {
    /// The columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first else { return 0 }
        if scalar.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        return isWide(scalar.value) ? 2 : 1
    }

    /// The columns `text` takes.
    public static func of<S: Sequence>(_ text: S) -> Int where S.Element == Character {
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// East Asian Wide and Fullwidth blocks: Hangul Jamo, CJK radicals to Yi, Hangul
    /// syllables, compatibility ideographs, vertical and fullwidth forms, and the
    /// supplementary ideographic planes.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
