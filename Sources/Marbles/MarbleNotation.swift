import TerminalText

/// The character-level rules of marble notation, shared by the parser (to read) and
/// the renderer (to write only what the parser reads back).
public enum MarbleNotation {
    /// A character with a meaning of its own.
    enum Symbol: Equatable {
        case silence, finished, failure, zeroPoint, cancel, cancelRequest
        case groupOpen, groupClose, bracketOpen, bracketClose
    }

    /// The symbol a character stands for. The Unicode diagram glyphs `─`, `┤` and `✕`
    /// read as `-`, `|` and `#`, so a Unicode diagram parses back like an ASCII one.
    static func symbol(_ character: Character) -> Symbol? {
        switch character {
        case "-", "─": .silence
        case "|", "┤": .finished
        case "#", "✕": .failure
        case "^": .zeroPoint
        case "!": .cancel
        case "/": .cancelRequest
        case "(": .groupOpen
        case ")": .groupClose
        case "[": .bracketOpen
        case "]": .bracketClose
        default: nil
        }
    }

    /// Control characters (``TerminalText/isControl(_:)``): never part of a diagram outside
    /// brackets, and never written unescaped by the renderer.
    static func isControl(_ character: Character) -> Bool { TerminalText.isControl(character) }

    /// Whether `character` is read as a one-character value when written on its own.
    static func isPlainValue(_ character: Character) -> Bool {
        !character.isWhitespace && symbol(character) == nil && !isControl(character)
    }

    /// The index of the `]` that closes the `[` at `open`, or `nil` when it is unclosed.
    ///
    /// Brackets nest (`[[1, 2]]` is the value `[1, 2]`) and a double-quoted string inside
    /// is opaque, with `\` escaping the next character (`["a]"]` is the value `"a]"`).
    static func matchingBracket(in characters: [Character], openingAt open: Int) -> Int? {
        var depth = 0
        var inString = false
        var index = open
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 1
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether `[text]` reads back as exactly the value `text`.
    static func canBracket(_ text: String) -> Bool {
        if text.isEmpty || text.contains(where: isControl) { return false }
        let characters = ["["] + Array(text) + ["]"]
        return matchingBracket(in: characters, openingAt: 0) == characters.count - 1
    }

    /// How a value is written in a lane: one plain character, `[text]`, or `nil` when
    /// the text cannot be written inline at all (it then needs a legend key).
    public static func inlineForm(ofValue text: String) -> String? {
        if text.count == 1, let character = text.first, isPlainValue(character) { return text }
        return canBracket(text) ? "[\(text)]" : nil
    }

    /// `inlineForm(ofValue:)`, or `nil` as well when `text` is longer than `maxCharacters`
    /// characters (found without reading the rest of a long text).
    static func inlineForm(ofValue text: String, maxCharacters: Int) -> String? {
        guard text.dropFirst(max(0, maxCharacters)).isEmpty else { return nil }
        return inlineForm(ofValue: text)
    }
}
