/// One lane line of a diagram: its cells over the grid's segments, and what the legend
/// and the elision note need to know about it.
struct LaneDrawing {
    private(set) var line: DiagramLine
    /// The cell part of the line, without colour or trailing spaces.
    private(set) var cellText = ""
    private(set) var legendEntries: [Int] = []
    private(set) var failures: [DiagramLegend.FailureNote] = []
    /// Events after the last drawn column.
    private(set) var hiddenEvents = 0

    /// Starts from the label column, already padded.
    init(label: DiagramLine) {
        line = label
    }

    /// Draws `lane` (lane `index` of the diagram): a cell per column (its instant's events,
    /// `-` while the lane runs, blank after it ended), a gap while it runs, and the
    /// ellipsis when events are left after the cut.
    mutating func draw(
        _ lane: LaneCells, index: Int, grid: DiagramGrid, cellWidth: Int, glyphs: DiagramRenderer.Glyphs
    ) {
        let cellsStart = line.width
        var cursor = 0  // next instant of this lane to draw
        var nextColumn = 0
        for segment in grid.segments {
            switch segment {
            case .gap(let label, let count):
                if let end = lane.endTime, end < grid.time(ofColumn: nextColumn) {
                    line.append(.spaces(label.count + 2))
                } else {
                    line.append(DiagramSpan(" \(label) ", .gap))
                }
                nextColumn += count
            case .columns(let range):
                nextColumn = range.upperBound + 1
                for column in range {
                    let time = grid.time(ofColumn: column)
                    let start = line.width
                    if cursor < lane.times.count, lane.times[cursor] == time {
                        drawInstant(lane, at: cursor, laneIndex: index)
                        cursor += 1
                    } else if lane.endTime.map({ time < $0 }) ?? true {
                        line.append(DiagramSpan(glyphs.silence, .silence))
                    }
                    line.pad(to: start + cellWidth)
                }
            }
        }
        let cut = grid.time(ofColumn: grid.lastVisibleColumn)
        let shownInstants = lane.instantCount(through: cut)
        let shownEvents = shownInstants < lane.starts.count ? lane.starts[shownInstants] : lane.events.count
        hiddenEvents = lane.events.count - shownEvents
        if hiddenEvents > 0 { line.append(DiagramSpan(glyphs.ellipsis, .elision)) }
        cellText = String(line.rendered(color: false).dropFirst(characterCount(upToWidth: cellsStart)))
    }

    private mutating func drawInstant(_ lane: LaneCells, at instant: Int, laneIndex: Int) {
        let cell = lane.cells[instant]
        line.append(contentsOf: cell.spans)
        legendEntries += cell.legendEntries
        for kind in lane.kinds(at: instant) {
            if case .failure(let message) = kind, !message.isEmpty {
                failures.append(.init(lane: laneIndex, time: lane.times[instant], message: message))
            }
        }
    }

    /// How many characters of the line fill its first `width` terminal columns.
    private func characterCount(upToWidth width: Int) -> Int {
        var count = 0
        var seen = 0
        for span in line.spans {
            for character in span.text {
                if seen >= width { return count }
                seen += DisplayWidth.of(character)
                count += 1
            }
        }
        return count
    }
}
