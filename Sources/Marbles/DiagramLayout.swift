/// A rendered diagram with the facts needed to read it back: the column duration and
/// start time to parse each lane with, where the cells start, and the legend.
public struct DiagramLayout: Hashable, Sendable {
    /// Milliseconds per column (printed on the ruler).
    public var columnDuration: Int
    /// The time of the first column: 0, or the earliest event time when that is negative.
    public var startTime: Int
    /// Terminal columns per cell, the same for every lane.
    public var cellWidth: Int
    /// Terminal columns before the first cell on every lane line.
    public var labelWidth: Int
    /// The lines, without colour: the ruler, one line per lane, legend lines, notes.
    public var lines: [String]
    /// The cell part of each lane line (what follows the label column).
    public var laneCells: [String]
    public var legend: DiagramLegend
    /// Whether the tail of the grid was cut to fit the width.
    public var isElided: Bool
    /// Events after the last drawn column (counted in the note under the diagram).
    public var hiddenEventCount: Int
    /// The time of the last drawn column.
    public var lastColumnTime: Int

    /// The whole diagram, one `\n` after every line.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}

/// Builds the lines of a diagram; `DiagramRenderer` documents the layout.
struct DiagramBuilder {
    let renderer: DiagramRenderer

    func build(_ lanes: [MarbleLane]) -> (layout: DiagramLayout, lines: [DiagramLine]) {
        let glyphs = renderer.glyphs
        guard !lanes.isEmpty else {
            let line = DiagramLine([DiagramSpan("(no lanes)", .ruler)])
            let layout = DiagramLayout(
                columnDuration: renderer.maxColumnDuration ?? 100, startTime: 0, cellWidth: 1, labelWidth: 0,
                lines: [line.rendered(color: false)], laneCells: [], legend: DiagramLegend(),
                isElided: false, hiddenEventCount: 0, lastColumnTime: 0)
            return (layout, [line])
        }
        var table = DiagramCellTable(lanes: lanes, glyphs: glyphs, maxCellWidth: renderer.maxCellWidth)

        // Label column: names, or `t(ms)`, plus one space; long names are shortened.
        let nameCap = max(8, renderer.width / 3)
        let names = lanes.map { MarbleNotation.escapingControls($0.name) }
        let nameWidth = min(nameCap, max(5, names.map { DisplayWidth.of($0) }.max() ?? 0))
        let labelWidth = nameWidth + 1

        let times = Self.distinctTimes(table.lanes.map(\.times))
        let (grid, cellWidth) = Self.fit(
            &table, times: times, available: max(1, renderer.width - labelWidth), renderer: renderer)
        let cutTime = grid.time(ofColumn: grid.lastVisibleColumn)

        var lines = [DiagramRuler(grid: grid, cellWidth: cellWidth, labelWidth: labelWidth,
                                  width: renderer.width, glyphs: glyphs).line()]
        var laneCells: [String] = []
        var usedEntries = Set<Int>()
        var failures: [DiagramLegend.FailureNote] = []
        var hidden = 0
        for (index, lane) in table.lanes.enumerated() {
            var line = DiagramLine([DiagramSpan(Self.shorten(names[index], to: nameWidth, glyphs: glyphs))])
            line.pad(to: labelWidth)
            let cellsStart = line.width
            var cursor = 0  // next instant of this lane to draw
            var nextColumn = 0
            for segment in grid.segments {
                switch segment {
                case .gap(let label, let count):
                    // A lane that has ended shows nothing more, not even the gap.
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
                            let cell = lane.cells[cursor]
                            line.append(contentsOf: cell.spans)
                            usedEntries.formUnion(cell.legendEntries)
                            for kind in lane.kinds(at: cursor) {
                                if case .failure(let message) = kind, !message.isEmpty {
                                    failures.append(.init(lane: index, time: time, message: message))
                                }
                            }
                            cursor += 1
                        } else if lane.endTime.map({ time < $0 }) ?? true {
                            line.append(DiagramSpan(glyphs.silence, .silence))
                        }
                        line.pad(to: start + cellWidth)
                    }
                }
            }
            let laneHidden = lane.events.count - Self.countEvents(lane.events, upTo: cutTime)
            hidden += laneHidden
            if laneHidden > 0 { line.append(DiagramSpan(glyphs.ellipsis, .elision)) }
            let rendered = line.rendered(color: false)
            laneCells.append(String(rendered.dropFirst(Self.characterCount(in: line, upToWidth: cellsStart))))
            lines.append(line)
        }

        let legend = DiagramLegend(
            entries: usedEntries.sorted().map { table.entries[$0] }, failures: failures)
        let indent = DiagramSpan.spaces(labelWidth)
        for entry in usedEntries.sorted() {
            lines.append(DiagramLine([indent, DiagramSpan(table.entryKeyForms[entry], .value),
                                      DiagramSpan(" = \(table.entryTexts[entry])")]))
        }
        for text in Self.failureLines(failures, names: names, lanes: table.lanes, cutTime: cutTime) {
            lines.append(DiagramLine([indent, DiagramSpan(glyphs.failure, .failure), DiagramSpan(text)]))
        }
        if hidden > 0 {
            let events = hidden == 1 ? "1 event" : "\(hidden) events"
            let note = "(\(events) after \(TimeProgression.format(cutTime)) not shown; \(renderer.elisionHint))"
            lines.append(DiagramLine([indent, DiagramSpan(note, .elision)]))
        }

        let layout = DiagramLayout(
            columnDuration: grid.columnDuration, startTime: grid.origin, cellWidth: cellWidth,
            labelWidth: labelWidth, lines: lines.map { $0.rendered(color: false) }, laneCells: laneCells,
            legend: legend, isElided: grid.isElided, hiddenEventCount: hidden, lastColumnTime: cutTime)
        return (layout, lines)
    }

    /// ` = boom` for the common case of one message; ` in sink = boom` (plus
    /// ` at 700ms` when a lane has several) when messages differ or some failure is unnamed.
    private static func failureLines(
        _ notes: [DiagramLegend.FailureNote], names: [String], lanes: [LaneCells], cutTime: Int
    ) -> [String] {
        guard let first = notes.first else { return [] }
        var failureCount = 0
        for lane in lanes {
            let drawn = lane.instantCount(through: cutTime)
            let end = drawn < lane.starts.count ? lane.starts[drawn] : lane.events.count
            for event in lane.events[..<end] {
                if case .failure = event.kind { failureCount += 1 }
            }
        }
        let messages = Set(notes.map(\.message))
        if messages.count == 1, notes.count == failureCount {
            return [" = \(MarbleNotation.escapingControls(first.message))"]
        }
        var perName: [String: Int] = [:]
        for note in notes { perName[names[note.lane], default: 0] += 1 }
        return notes.map { note in
            let at = perName[names[note.lane], default: 0] > 1 ? " at \(note.time)ms" : ""
            return " in \(names[note.lane])\(at) = \(MarbleNotation.escapingControls(note.message))"
        }
    }

    /// The grid and the cell width, found together: the cell width is the widest cell
    /// drawn, and what is drawn depends on the grid.
    ///
    /// Wider cells never show more time, so the grid of one-character cells shows the
    /// most: its cells are drawn (the only ones ever drawn), and the cell width is the
    /// smallest `w` whose grid draws no cell wider than `w`, found by bisection because
    /// that property only turns from false to true as `w` grows.
    private static func fit(
        _ table: inout DiagramCellTable, times: [Int], available: Int, renderer: DiagramRenderer
    ) -> (DiagramGrid, Int) {
        func grid(_ cellWidth: Int, trailing: Bool = false) -> DiagramGrid {
            DiagramGrid(
                times: times, cellWidth: cellWidth, available: available,
                maxColumnDuration: renderer.maxColumnDuration, markerWidth: renderer.glyphs.ellipsis.count,
                needsTrailingColumn: trailing)
        }
        func widest(_ grid: DiagramGrid) -> Int {
            table.widestCell(through: grid.time(ofColumn: grid.lastVisibleColumn))
        }
        let widestGrid = grid(1)
        table.draw(through: widestGrid.time(ofColumn: widestGrid.lastVisibleColumn))
        var low = 1
        var high = widest(widestGrid)
        while low < high {
            let middle = (low + high) / 2
            if widest(grid(middle)) <= middle { high = middle } else { low = middle + 1 }
        }
        if low == 1, needsTrailingColumn(table, times: times) { return (grid(1, trailing: true), 1) }
        return (low == 1 ? widestGrid : grid(low), low)
    }

    /// Whether some lane, drawn with one-character cells and no silent column, would read
    /// back as a time progression token (values `1`, `a` side by side: `1a`).
    private static func needsTrailingColumn(_ table: DiagramCellTable, times: [Int]) -> Bool {
        guard table.isComplete else { return false }
        return table.lanes.contains { lane in
            guard lane.times.count == times.count else { return false }
            let text = lane.cells.flatMap { $0.spans.map(\.text) }.joined()
            return TimeProgression.isCandidate(Array(text)[...])
        }
    }

    /// The union of sorted lists of times, sorted, without repeats.
    private static func distinctTimes(_ lists: [[Int]]) -> [Int] {
        var merged: [Int] = []
        for list in lists {
            var result: [Int] = []
            result.reserveCapacity(merged.count + list.count)
            var (i, j) = (0, 0)
            while i < merged.count || j < list.count {
                let next: Int
                if j == list.count || (i < merged.count && merged[i] <= list[j]) {
                    next = merged[i]
                    i += 1
                } else {
                    next = list[j]
                    j += 1
                }
                if result.last != next { result.append(next) }
            }
            merged = result
        }
        return merged
    }

    private static func countEvents(_ events: [MarbleEvent], upTo time: Int) -> Int {
        var low = 0
        var high = events.count
        while low < high {
            let middle = (low + high) / 2
            if events[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func characterCount(in line: DiagramLine, upToWidth width: Int) -> Int {
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

    private static func shorten(_ name: String, to width: Int, glyphs: DiagramRenderer.Glyphs) -> String {
        guard DisplayWidth.of(name) > width else { return name }
        var result = ""
        var used = 0
        let room = width - glyphs.ellipsis.count
        for character in name {
            let next = DisplayWidth.of(character)
            if used + next > room { break }
            result.append(character)
            used += next
        }
        return result + glyphs.ellipsis
    }
}
