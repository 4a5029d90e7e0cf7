/// What one lane of a laid-out diagram shows, read from the cells the ASCII renderer drew
/// (`DiagramLayout.laneCells`), so the picture and the text diagram can never disagree:
/// the same columns, the same keys, the same start and end of every lane.
///
/// Offsets count characters of the cell part, as `DiagramLayout.time(atOffset:)` does: a
/// column is one offset, a compressed silence ` 2s ` as many offsets as it has characters.
struct SVGLaneMarks {
    /// What stands in one column.
    enum Mark: Equatable {
        /// A value drawn as itself (a one-character cell that is no key).
        case value(String)
        /// A key of the legend (`A`): a long value, or several events in one column.
        case key(String, DiagramLegend.Meaning)
        case finished, failure, subscribe, cancel, cancelRequest
    }

    /// The marks, by offset; silences (`-`) are not marks.
    var marks: [(offset: Int, mark: Mark)] = []
    /// The compressed silences the lane runs through: their offsets and label.
    var gaps: [(offsets: Range<Int>, label: String)] = []
    /// The first and last offsets the lane is drawn over (its line), if any.
    var drawn: ClosedRange<Int>?
    /// Whether events after the last column were left out (`...`).
    var isElided = false

    /// The marks of lane `index` of `layout` (drawn with ASCII glyphs).
    init(lane index: Int, of layout: DiagramLayout) {
        let cells = Array(layout.laneCells[index])
        // Entries, not meanings: a group's meaning is built only where its key is drawn.
        var keys: [String: DiagramLegend.Entry] = [:]
        for entry in layout.legend.entries { keys[entry.key] = entry }
        func cell(_ offset: Int) -> Character { offset < cells.count ? cells[offset] : " " }
        var seriesSeen: [String: Int] = [:]

        var offset = 0
        var first: Int?
        var last: Int?
        for segment in layout.segments {
            switch segment {
            case .gap(let label, _):
                // A running lane writes the label; a lane before its start or after its end is blank.
                if cell(offset + 1) != " " {
                    gaps.append((offset..<offset + segment.width, label))
                    first = first ?? offset
                    last = offset + segment.width - 1
                }
            case .columns(_, let count):
                for column in offset..<offset + count {
                    let character = cell(column)
                    guard character != " " else { continue }
                    first = first ?? column
                    last = column
                    if let mark = Self.mark(character, keys: keys, seriesSeen: &seriesSeen) { marks.append((column, mark)) }
                }
            }
            offset += segment.width
        }
        isElided = cells.count > offset
        if let first, let last { drawn = first...last }
    }

    /// A series key's mark carries the value of this appearance as its `first` (the first
    /// appearance, which the legend explains, carries the series' own first value).
    private static func mark(_ character: Character, keys: [String: DiagramLegend.Entry],
                             seriesSeen: inout [String: Int]) -> Mark? {
        switch character {
        case "-": return nil
        case "|": return .finished
        case "#": return .failure
        case "^": return .subscribe
        case "!": return .cancel
        case "/": return .cancelRequest
        default:
            let text = String(character)
            if let entry = keys[text] {
                guard case .series(let first, let step) = entry.meaning else { return .key(text, entry.meaning) }
                let index = seriesSeen[text, default: 0]
                seriesSeen[text] = index + 1
                let (offset, overflow) = step.multipliedReportingOverflow(by: index)
                let (value, overflowAgain) = first.addingReportingOverflow(offset)
                return .key(text, .series(first: overflow || overflowAgain ? first : value, step: step))
            }
            return .value(text)
        }
    }
}
