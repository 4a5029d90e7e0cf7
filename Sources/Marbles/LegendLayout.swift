import TerminalText

/// How the legend's lines are laid out within `room` columns and about `maxLines` lines.
///
/// Keys are written on one line when they fit (`A = 10   B = 20   C = (0|)`); else they
/// are packed into aligned columns, as many to a line as the widest entry allows, so short
/// keys read across and a long one takes its own line:
///
///     A = 10000000   B = 10000001   C = 10000002
///     D = 10000003   E = 10000004
///
/// When even that is too long, the diagram itself is cut earlier (`lastColumn`), so that
/// every key drawn in a lane keeps its entry; the caller notes how many keys were left out.
struct LegendLayout {
    /// The width of a legend line after its indent.
    let room: Int
    let maxLines: Int
    /// Spaces between packed entries.
    static let gap = 3

    /// The lines for `entries` keys whose widest entry is `widest`, plus `failureLines`.
    func lineCount(entries: Int, widest: Int, failureLines: Int) -> Int {
        if entries == 0 { return failureLines }
        let perLine = perLine(widest: widest)
        return (entries + perLine - 1) / perLine + failureLines
    }

    private func perLine(widest: Int) -> Int {
        max(1, (room + Self.gap) / (widest + Self.gap))
    }

    /// The last column to draw so that the keys of the cells drawn fit in `maxLines` with
    /// `failureLines`; `nil` when they all fit. `columns` are the drawn cells that need
    /// keys, in any order. The keys of the first column that has any are always kept
    /// (some column must be drawn).
    func lastColumn(columns: [(column: Int, entries: [Int])], table: DiagramCellTable, failureLines: Int) -> Int? {
        let sorted = columns.sorted { $0.column < $1.column }
        var seen = Set<Int>()
        var widest = 0
        var start = 0
        while start < sorted.count {
            // Every lane's cells in one column stay or go together.
            let column = sorted[start].column
            var end = start
            while end < sorted.count, sorted[end].column == column {
                for entry in sorted[end].entries where seen.insert(entry).inserted {
                    widest = max(widest, table.entryWidth(entry))
                }
                end += 1
            }
            if lineCount(entries: seen.count, widest: widest, failureLines: failureLines) > maxLines {
                return start == 0 ? column : column - 1
            }
            start = end
        }
        return nil
    }

    /// The most lines one failure message wraps onto before it is cut instead.
    static let messageLines = 3

    /// The lines of one failure message: `# = boom`, `# in sink at 700ms = boom`. A message
    /// too long for the line wraps onto up to `messageLines` lines, aligned under its start;
    /// a longer one is cut in the middle (`LegendText`). A lane name that would leave the
    /// message fewer than 8 columns is shortened.
    func failureLines(label: String, message: String, glyphs: DiagramRenderer.Glyphs) -> [[DiagramSpan]] {
        let mark = DiagramSpan(glyphs.failure, .failure)
        var label = label
        let labelRoom = room - mark.width - 3 - 8
        if DisplayWidth.of(label) > labelRoom {
            let ellipsis = glyphs.ellipsis
            label = LegendText.head(of: label, within: max(0, labelRoom - DisplayWidth.of(ellipsis))).text + ellipsis
        }
        let start = mark.width + DisplayWidth.of(label) + 3
        let nextIndent = room - start >= 20 ? start : min(start, 2)
        if let wrapped = LegendText.wrap(
            message, firstRoom: room - start, nextRoom: room - nextIndent, maxLines: Self.messageLines) {
            return [[mark, DiagramSpan(label + " = " + wrapped[0])]]
                + wrapped.dropFirst().map { [.spaces(nextIndent), DiagramSpan($0)] }
        }
        let rest = LegendText.rest(for: message, labelWidth: start - 3, room: room, ellipsis: glyphs.ellipsis)
        return [[mark, DiagramSpan(label + rest)]]
    }

    /// The key lines: each entry is its key (in a lane's key style) and the text after it,
    /// packed into aligned columns.
    func lines(entries: [(key: String, text: String)]) -> [[DiagramSpan]] {
        let items = entries.map { [DiagramSpan($0.key, .key), DiagramSpan($0.text)] }
        let widths = items.map { $0[0].width + $0[1].width }
        // All on one line when they fit, without aligning.
        if widths.reduce(0, +) + Self.gap * max(0, items.count - 1) <= room, !items.isEmpty {
            return [Array(items.enumerated().map { index, item in index == 0 ? item : [.spaces(Self.gap)] + item }.joined())]
        }
        let perLine = perLine(widest: widths.max() ?? 0)
        let cell = (widths.max() ?? 0) + Self.gap
        return stride(from: 0, to: items.count, by: perLine).map { first in
            var line: [DiagramSpan] = []
            for index in first..<min(items.count, first + perLine) {
                if index > first { line.append(.spaces(cell - widths[index - 1])) }
                line += items[index]
            }
            return line
        }
    }
}
