/// The ruler line: `t(ms)`, time labels over their columns, a gap mark over each
/// compressed silence, and the column duration: `t(ms) 0    500  1000   (1 col = 100ms)`.
///
/// Labels stand at round multiples of a step (a multiple of the column duration, far
/// enough apart for the widest label plus a space) and at the first column after each
/// gap; a label that would touch the previous one or a gap mark is left out. The column
/// duration follows the last label after three spaces, or ends at the width when that
/// is too far right.
struct DiagramRuler {
    let grid: DiagramGrid
    let cellWidth: Int
    let labelWidth: Int
    let width: Int
    let glyphs: DiagramRenderer.Glyphs

    func line() -> DiagramLine {
        let step = labelStep()
        var items: [(position: Int, text: String, isLabel: Bool)] = []
        // Gap marks are placed first: labels give way to them.
        var marks: [Int] = []
        var position = 0
        var candidates: [(position: Int, text: String)] = []
        for segment in grid.segments {
            switch segment {
            case .columns(let range):
                for (offset, column) in range.enumerated() {
                    let time = grid.time(ofColumn: column)
                    if offset == 0 || time % step == 0 {
                        candidates.append((position + offset * cellWidth, String(time)))
                    }
                }
            case .gap:
                marks.append(position + segment.width(cellWidth: cellWidth) / 2)
            }
            position += segment.width(cellWidth: cellWidth)
        }
        var end = 0
        var markIndex = 0
        let room = max(0, width - labelWidth)
        for candidate in candidates {
            while markIndex < marks.count, marks[markIndex] < candidate.position {
                items.append((marks[markIndex], glyphs.rulerGap, false))
                end = marks[markIndex] + 1
                markIndex += 1
            }
            let labelEnd = candidate.position + candidate.text.count
            let nextMark = markIndex < marks.count ? marks[markIndex] : Int.max
            let clearOfPrevious = items.isEmpty || candidate.position > end
            if clearOfPrevious, labelEnd < nextMark, labelEnd <= room {
                items.append((candidate.position, candidate.text, true))
                end = labelEnd
            }
        }
        for mark in marks[markIndex...] { items.append((mark, glyphs.rulerGap, false)) }

        // The column duration follows the last label or mark; when that would pass the
        // width it is right-aligned instead, over whatever labels or marks it covers (the
        // lanes still spell out every gap).
        let note = "(1 col = \(TimeProgression.format(grid.columnDuration)))"
        var noteStart = (items.map { $0.position + $0.text.count }.max() ?? -3) + 3
        if noteStart + note.count > room {
            noteStart = max(0, room - note.count)
            items.removeAll { $0.position + $0.text.count + 3 > noteStart }
        }

        var line = DiagramLine([DiagramSpan("t(ms)", .ruler)])
        line.pad(to: labelWidth)
        var region = ""
        var regionWidth = 0
        for item in items.sorted(by: { $0.position < $1.position }) {
            region += String(repeating: " ", count: max(0, item.position - regionWidth))
            region += item.text
            regionWidth = max(regionWidth, item.position) + item.text.count
        }
        line.append(DiagramSpan(region, .ruler))
        line.pad(to: labelWidth + noteStart)
        line.append(DiagramSpan(note, .ruler))
        return line
    }

    /// The label step: a multiple of the column duration at least the widest label plus
    /// one space apart, preferring 1, 2 or 5 times a power of ten.
    private func labelStep() -> Int {
        let last = grid.time(ofColumn: grid.lastVisibleColumn)
        let widest = max(String(grid.origin).count, String(last).count)
        let minimum = max(1, (widest + 1 + cellWidth - 1) / cellWidth)
        for multiplier in minimum...(minimum * 10) {
            let step = DiagramGrid.saturatingMultiply(grid.columnDuration, multiplier)
            if Self.isRound(step) { return step }
        }
        return DiagramGrid.saturatingMultiply(grid.columnDuration, minimum)
    }

    private static func isRound(_ value: Int) -> Bool {
        var rest = value
        while rest >= 10, rest % 10 == 0 { rest /= 10 }
        return rest == 1 || rest == 2 || rest == 5
    }
}
