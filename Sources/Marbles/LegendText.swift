import TerminalText

/// The text of legend lines, kept within the width: what follows a key (`A`) or a failure
/// mark (`#`, `# in sink`) on its line.
///
/// A text that fits is written whole: ` = a long value`. One that does not is cut in the
/// middle, with its size before the `=` so the cut is never silent:
/// ` (1200 characters) = [1, 2, 3, 4...998, 999, 1000]`; a group of events reads
/// ` (10000002 events) = (^123456789[10]...[9999999][10000000]|)` (see `CellBuilder`).
/// When even the size does not fit (the narrowest widths) the line keeps the ellipsis only.
/// Control characters are escaped (`\n`), the empty text reads `""`, and a text with
/// spaces at either end is written in brackets (`[ ]`), so every key says something. Reading a long text costs what is shown, plus counting its characters.
enum LegendText {
    /// The part after a label `labelWidth` wide, so that the line fits `room` columns.
    static func rest(for text: String, labelWidth: Int, room: Int, ellipsis: String) -> String {
        if text.isEmpty { return " = \"\"" }
        // Spaces at either end would be invisible: such a value is written in brackets.
        if text.first?.isWhitespace == true || text.last?.isWhitespace == true, MarbleNotation.canBracket(text),
           let whole = escaped("[" + text + "]", within: room - labelWidth - 3) {
            return " = " + whole
        }
        if let whole = escaped(text, within: room - labelWidth - 3) { return " = " + whole }
        let (prefix, budget) = cutPrefix(
            size: "\(text.count) characters", labelWidth: labelWidth, room: room, fixed: DisplayWidth.of(ellipsis))
        let headWidth = (budget + 1) / 2
        return prefix + head(of: text, within: headWidth).text + ellipsis
            + tail(of: text, within: budget - headWidth).text
    }

    /// ` (size) = `, or ` = ` when the size would leave fewer than 8 columns, and the
    /// columns left for the cut text once `fixed` more are set aside (at least 2).
    static func cutPrefix(size: String, labelWidth: Int, room: Int, fixed: Int) -> (prefix: String, budget: Int) {
        let sized = " (\(size)) = "
        let budget = room - labelWidth - sized.count - fixed
        if budget >= 8 { return (sized, budget) }
        return (" = ", max(2, room - labelWidth - 3 - fixed))
    }

    /// `text` escaped and word-wrapped: a first line at most `firstRoom` wide, then lines
    /// at most `nextRoom` wide (a word longer than a line is broken); `nil` when that takes
    /// more than `maxLines` lines. Used for failure messages, which are prose.
    static func wrap(_ text: String, firstRoom: Int, nextRoom: Int, maxLines: Int) -> [String]? {
        guard firstRoom > 0, nextRoom > 0, maxLines > 0,
              let whole = escaped(text, within: firstRoom + nextRoom * (maxLines - 1)) else { return nil }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for piece in whole.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(piece)
            var wordWidth = DisplayWidth.of(word)
            let room = lines.isEmpty ? firstRoom : nextRoom
            let separator = line.isEmpty ? 0 : 1
            if lineWidth + separator + wordWidth <= room {
                line += (separator == 1 ? " " : "") + word
                lineWidth += separator + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while wordWidth > (lines.isEmpty ? firstRoom : nextRoom) {
                var (part, partWidth) = head(of: word, within: lines.isEmpty ? firstRoom : nextRoom)
                if part.isEmpty, let first = word.first {  // one character wider than the line
                    part = String(first)
                    partWidth = DisplayWidth.of(first)
                }
                lines.append(part)
                word.removeFirst(part.count)
                wordWidth -= partWidth
            }
            line = word
            lineWidth = wordWidth
            if lines.count >= maxLines { return nil }
        }
        lines.append(line)
        return lines.count <= maxLines ? lines : nil
    }

    /// `text` with control characters escaped, or `nil` when that is wider than `width`
    /// (found without reading further).
    static func escaped(_ text: String, within width: Int) -> String? {
        var result = ""
        var used = 0
        for character in text {
            let piece = escaped(character)
            used += DisplayWidth.of(piece)
            if used > width { return nil }
            result += piece
        }
        return result
    }

    /// The longest start of `text`, escaped, at most `width` wide.
    static func head(of text: String, within width: Int) -> (text: String, width: Int) {
        var result = ""
        var used = 0
        for character in text {
            let piece = escaped(character)
            let pieceWidth = DisplayWidth.of(piece)
            if used + pieceWidth > width { break }
            result += piece
            used += pieceWidth
        }
        return (result, used)
    }

    /// The longest end of `text`, escaped, at most `width` wide.
    static func tail(of text: String, within width: Int) -> (text: String, width: Int) {
        var pieces: [String] = []
        var used = 0
        for character in text.reversed() {
            let piece = escaped(character)
            let pieceWidth = DisplayWidth.of(piece)
            if used + pieceWidth > width { break }
            pieces.append(piece)
            used += pieceWidth
        }
        return (pieces.reversed().joined(), used)
    }

    private static func escaped(_ character: Character) -> String {
        MarbleNotation.isControl(character) ? TerminalText.escaped(String(character)) : String(character)
    }
}
