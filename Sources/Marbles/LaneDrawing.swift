/// One lane line of a diagram: its cells over the grid's segments, and what the legend
/// and the elision note need to know about it.
///
/// Cells are left-aligned in their columns and padded with spaces, which the parser
/// ignores, except that whitespace delimits tokens: a run of one-character cells that
/// ends at padding, at a gap or at the end of the lane and looks like a time progression
/// would read back as skipped time (values `7`, `s` as `7s `: seven seconds) or not at
/// all (`1a `: the unit `a`). Its last cell is then written in brackets (`7[s]`, the same
/// value), which needs a column at least three wide; when the column is narrower,
/// `widerColumns` asks for it and the caller lays the grid out again.
struct LaneDrawing {
    /// The width a column needs to hold a bracketed one-character cell.
    static let bracketedWidth = 3

    private(set) var line: DiagramLine
    /// The cell part of the line, without colour or trailing spaces.
    private(set) var cellText = ""
    private(set) var legendEntries: [Int] = []
    private(set) var failures: [DiagramLegend.FailureNote] = []
    /// Events after the last drawn column.
    private(set) var hiddenEvents = 0
    /// Columns that must be at least `bracketedWidth` wide for this lane to read back.
    private(set) var widerColumns: [Int] = []
    /// The run of cells since the last whitespace, while it could still read as a time
    /// progression (only ASCII letters, digits and '.'); `nil` once it cannot.
    private var run: String? = ""

    /// Starts from the label column, already padded.
    init(label: DiagramLine) {
        line = label
    }

    /// Draws `lane` (lane `index` of the diagram): a cell per column (its instant's events,
    /// `-` while the lane runs, blank after it ended), a gap while it runs, and the
    /// ellipsis when events are left after the cut.
    mutating func draw(_ lane: LaneCells, index: Int, grid: DiagramGrid, glyphs: DiagramRenderer.Glyphs) {
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
                run = ""
                nextColumn += count
            case .columns(let range):
                nextColumn = range.upperBound + 1
                for column in range {
                    let time = grid.time(ofColumn: column)
                    let width = grid.columnWidths.width(ofColumn: column)
                    // A gap, the end of the line or the ellipsis follows a run of columns.
                    let endsRun = column == range.upperBound
                    if cursor < lane.cells.count, lane.times[cursor] == time {
                        drawInstant(lane, at: cursor, laneIndex: index, column: column, width: width, endsRun: endsRun)
                        cursor += 1
                    } else if lane.endTime.map({ time < $0 }) ?? true {
                        drawCell([DiagramSpan(glyphs.silence, .silence)], width: width, endsRun: endsRun)
                    } else {
                        drawCell([], width: width, endsRun: endsRun)
                    }
                }
            }
        }
        hiddenEvents = lane.events.count - lane.eventCount(through: grid.time(ofColumn: grid.lastVisibleColumn))
        if hiddenEvents > 0 { line.append(DiagramSpan(glyphs.ellipsis, .elision)) }
        cellText = String(line.rendered(color: false).dropFirst(characterCount(upToWidth: cellsStart)))
    }

    private mutating func drawInstant(
        _ lane: LaneCells, at instant: Int, laneIndex: Int, column: Int, width: Int, endsRun: Bool
    ) {
        let cell = lane.cells[instant]
        var spans = cell.spans
        if let run, Self.endsAsTimeProgression(run: run, cell: cell, width: width, endsRun: endsRun) {
            if width >= Self.bracketedWidth {
                spans = [DiagramSpan("[\(cell.spans[0].text)]", cell.spans[0].style)]
            } else {
                widerColumns.append(column)
            }
        }
        drawCell(spans, width: width, endsRun: endsRun)
        legendEntries += cell.legendEntries
        if let message = lane.failureMessage(in: lane.range(ofInstant: instant)) {
            failures.append(.init(lane: laneIndex, time: lane.times[instant], message: message))
        }
    }

    /// Whether `cell`, drawn after `run` in a column `width` wide, would end a token that
    /// reads as a time progression.
    private static func endsAsTimeProgression(run: String, cell: DiagramCell, width: Int, endsRun: Bool) -> Bool {
        guard cell.width < width || endsRun, cell.spans.count == 1 else { return false }
        let token = run + cell.spans[0].text
        return TimeProgression.isCandidate(Array(token)[...])
    }

    /// Appends a cell padded to `width` and follows the run of non-space characters.
    private mutating func drawCell(_ spans: [DiagramSpan], width: Int, endsRun: Bool) {
        let start = line.width
        line.append(contentsOf: spans)
        let text = spans.map(\.text).joined()
        let padded = spans.reduce(0) { $0 + $1.width } < width
        if text.isEmpty {
            run = ""
        } else if let current = run, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }) {
            run = current + text
        } else {
            run = nil
        }
        line.pad(to: start + width)
        if padded || endsRun { run = "" }
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
