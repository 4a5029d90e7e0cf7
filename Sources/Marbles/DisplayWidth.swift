/// How many terminal columns text takes, so lanes with CJK or emoji values still align.
///
/// A deliberately small approximation of `wcwidth`: East Asian wide and fullwidth
/// characters and emoji presentation take two columns, every other character one.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        if character.unicodeScalars.contains("\u{FE0F}") { return 2 }  // emoji variation selector
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    static func of<S: Sequence>(_ text: S) -> Int where S.Element == Character {
        var width = 0
        for character in text { width += of(character) }
        return width
    }
}
