/// One lane line of a diagram: one character per column over the grid's segments, and
/// what the legend and the elision note need to know about it.
///
/// A lane is blank before its subscription (when its first event is one) and after its
/// end (`|`, `#` or `!`), `-` in the columns between where nothing happens, and a
/// compressed silence is ` 2s ` while it runs, blank otherwise. A lane without a
/// subscription (a subject's own sends, a goal written without `^`) runs from the first
/// column. When its subscription shares its first column with other events, the column
/// shows those events and the `^` is implied by where the lane starts.
struct LaneDrawing {
    private(set) var line: DiagramLine
    /// The cell part of the line, without colour or trailing spaces.
    private(set) var cellText = ""
    private(set) var legendEntries: [Int] = []
    private(set) var failures: [DiagramLegend.FailureNote] = []
    /// Events after the last drawn column.
    private(set) var hiddenEvents = 0
    /// Whether the subscription is left out of the lane's first column.
    private(set) var impliesSubscription = false
    /// Whether the lane begins with characters the parser would read as a time
    /// progression (`7s` at the end of the grid); the caller then keys the first column.
    private(set) var beginsLikeATimeProgression = false

    /// Starts from the label column, already padded.
    init(label: DiagramLine) {
        line = label
    }

    /// Draws `lane` (lane `index` of the diagram) on `grid`, with the ellipsis when events
    /// are left after the cut.
    mutating func draw(_ lane: LaneCells, index: Int, grid: DiagramGrid, glyphs: DiagramRenderer.Glyphs) {
        let startColumn = lane.startTime.map { grid.column(of: $0) }
        let endColumn = lane.endTime.map { grid.column(of: $0) }
        func isRunning(_ column: Int) -> Bool {
            !lane.outsideWindow && (startColumn.map { column > $0 } ?? true) && (endColumn.map { column < $0 } ?? true)
        }
        var plain = ""
        var cursor = 0  // next drawn column of this lane
        var nextColumn = 0
        for segment in grid.segments {
            switch segment {
            case .gap(let label, let count):
                let span = isRunning(nextColumn) ? DiagramSpan(" \(label) ", .gap) : .spaces(label.count + 2)
                line.append(span)
                plain += span.text
                nextColumn += count
            case .columns(let range):
                for column in range {
                    while cursor < lane.columns.count, lane.columns[cursor].column < column { cursor += 1 }
                    let span: DiagramSpan
                    if cursor < lane.columns.count, lane.columns[cursor].column == column {
                        span = drawColumn(lane.columns[cursor], of: lane, laneIndex: index, grid: grid)
                    } else if isRunning(column) {
                        span = DiagramSpan(glyphs.silence, .silence)
                    } else {
                        span = .spaces(1)
                    }
                    line.append(span)
                    plain += span.text
                }
                nextColumn = range.upperBound + 1
            }
        }
        let lastTime = DiagramGrid.saturatingAdd(grid.time(ofColumn: grid.lastVisibleColumn), grid.columnDuration - 1)
        hiddenEvents = lane.events.count - lane.eventCount(through: lastTime) + lane.eventsAfterWindow
        let token = plain.drop(while: { $0 == " " }).prefix(while: { !$0.isWhitespace })
        beginsLikeATimeProgression = TimeProgression.isCandidate(Array(token)[...])
        if hiddenEvents > 0 {
            line.append(DiagramSpan(glyphs.ellipsis, .elision))
            plain += glyphs.ellipsis
        }
        while plain.last == " " { plain.removeLast() }
        cellText = plain
    }

    private mutating func drawColumn(
        _ drawn: LaneCells.Column, of lane: LaneCells, laneIndex: Int, grid: DiagramGrid
    ) -> DiagramSpan {
        if drawn.range.lowerBound == 0, drawn.range.count > 1, lane.events[0].kind == .subscribe {
            impliesSubscription = true
        }
        legendEntries += drawn.cell.legendEntries
        if let message = lane.failureMessage(in: drawn.range) {
            failures.append(.init(lane: laneIndex, time: grid.time(ofColumn: drawn.column), message: message))
        }
        return drawn.cell.span
    }
}
