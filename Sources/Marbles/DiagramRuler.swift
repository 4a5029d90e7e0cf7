/// The ruler line: `t(ms)`, time labels over their columns, a gap mark over each
/// compressed silence, and the column duration: `t(ms) 0    500  1000   (1 col = 100ms)`.
///
/// Every label starts exactly over its column and is that column's start time, in ms (the
/// ruler is as true as the lanes: column `c` of a run starts at `origin + c × duration`).
/// Labels stand at round multiples of a step and at the first column after each gap; a
/// label that would touch the previous one or a gap mark is left out. The step is the
/// smallest round multiple of the column duration whose labels stand at least the widest
/// label plus one space apart, so labels are evenly spaced in time. The column
/// duration follows the last label after three spaces, or ends at the width when that is
/// too far right; at the narrowest widths it shortens to `(100ms/col)` rather than cover
/// the first label (see `placeNote`).
struct DiagramRuler {
    let grid: DiagramGrid
    let labelWidth: Int
    let width: Int
    let glyphs: DiagramRenderer.Glyphs

    func line() -> DiagramLine {
        let step = labelStep()
        var items: [Item] = []
        // Gap marks are placed first: labels give way to them.
        var marks: [Int] = []
        var position = 0
        var candidates: [(position: Int, text: String)] = []
        for segment in grid.segments {
            switch segment {
            case .columns(let range):
                var x = position
                for column in range {
                    let time = grid.time(ofColumn: column)
                    if column == range.lowerBound || time % step == 0 {
                        candidates.append((x, String(time)))
                    }
                    x += 1
                }
            case .gap:
                marks.append(position + grid.width(of: segment) / 2)
            }
            position += grid.width(of: segment)
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

        let (note, noteStart, kept) = placeNote(items, room: room)
        items = kept

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

    typealias Item = (position: Int, text: String, isLabel: Bool)

    /// Where the column duration goes, and the labels and marks that stay beside it, in
    /// order of preference: `(1 col = 100ms)` three spaces after the last label or mark;
    /// right-aligned at the width over the labels it covers, as long as the first label
    /// stays; the same with the short form `(100ms/col)`, at least one space after the
    /// first label at the narrowest widths; the short form alone. (The lanes still spell
    /// out every gap, so marks it covers are not lost.)
    private func placeNote(_ items: [Item], room: Int) -> (note: String, start: Int, kept: [Item]) {
        let duration = formatVirtualTime(grid.columnDuration)
        let first = items.first(where: \.isLabel)?.position
        let end = items.map { $0.position + $0.text.count }.max()
        for (note, gap) in [("(1 col = \(duration))", 3), ("(\(duration)/col)", 3), ("(\(duration)/col)", 1)] {
            if let end, end + gap + note.count > room {
                let start = room - note.count
                let kept = items.filter { $0.position + $0.text.count + gap <= start }
                guard start >= 0, first == nil || kept.contains(where: { $0.position == first }) else { continue }
                return (note, start, kept)
            }
            if note.count <= room { return (note, (end ?? -gap) + gap, items) }
        }
        return ("(\(duration)/col)", 0, [])
    }

    /// The label step: the smallest round multiple of the column duration (1, 2 or 5 times
    /// a power of ten) whose labels stand at least the widest label plus
    /// one space apart.
    private func labelStep() -> Int {
        let last = grid.time(ofColumn: grid.lastVisibleColumn)
        let spacing = max(String(grid.origin).count, String(last).count) + 1
        for multiplier in spacing...(spacing * 10) {
            let step = DiagramGrid.saturatingMultiply(grid.columnDuration, multiplier)
            if Self.isRound(step) { return step }
        }
        return DiagramGrid.saturatingMultiply(grid.columnDuration, spacing)
    }

    private static func isRound(_ value: Int) -> Bool {
        var rest = value
        while rest >= 10, rest % 10 == 0 { rest /= 10 }
        return rest == 1 || rest == 2 || rest == 5
    }
}
