/// Builds the lines of a diagram; `DiagramRenderer` documents the layout.
struct DiagramBuilder {
    let renderer: DiagramRenderer

    func build(_ lanes: [MarbleLane]) -> (layout: DiagramLayout, lines: [DiagramLine]) {
        let glyphs = renderer.glyphs
        guard !lanes.isEmpty else {
            let line = DiagramLine([DiagramSpan("(no lanes)", .ruler)])
            let layout = DiagramLayout(
                columnDuration: renderer.maxColumnDuration ?? 100, startTime: 0, columnWidths: [], labelWidth: 0,
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
        let available = max(1, renderer.width - labelWidth)
        let labels: [DiagramLine] = names.map { name in
            var label = DiagramLine([DiagramSpan(Self.shorten(name, to: nameWidth, glyphs: glyphs))])
            label.pad(to: labelWidth)
            return label
        }
        let (grid, drawings) = Self.layOut(&table, times: times, labels: labels, available: available, renderer: renderer)
        let cutTime = grid.time(ofColumn: grid.lastVisibleColumn)

        var lines = [DiagramRuler(grid: grid, labelWidth: labelWidth, width: renderer.width, glyphs: glyphs).line()]
        var laneCells: [String] = []
        var usedEntries = Set<Int>()
        var failures: [DiagramLegend.FailureNote] = []
        var hidden = 0
        for drawn in drawings {
            usedEntries.formUnion(drawn.legendEntries)
            failures += drawn.failures
            hidden += drawn.hiddenEvents
            laneCells.append(drawn.cellText)
            lines.append(drawn.line)
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
            columnDuration: grid.columnDuration, startTime: grid.origin, columnWidths: Self.drawnWidths(grid),
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

    /// The grid and the lanes drawn on it, found together: a column is as wide as the
    /// widest cell drawn in it, and what is drawn depends on the grid.
    ///
    /// Wider columns never show more time, so the grid of one-character columns shows the
    /// most: its cells are drawn (the only ones ever drawn), their widths give the grid, and
    /// the lanes are drawn on it. A lane may need a column widened to bracket a cell that
    /// would otherwise read back as part of a time progression (see `LaneDrawing`); the
    /// grid is then laid out again. Widths only grow, from below 3 to 3, so this ends.
    private static func layOut(
        _ table: inout DiagramCellTable, times: [Int], labels: [DiagramLine], available: Int,
        renderer: DiagramRenderer
    ) -> (DiagramGrid, [LaneDrawing]) {
        func grid(_ widths: [Int]) -> DiagramGrid {
            DiagramGrid(
                times: times, widths: widths, available: available,
                maxColumnDuration: renderer.maxColumnDuration, markerWidth: renderer.glyphs.ellipsis.count)
        }
        let narrowest = grid(Array(repeating: 1, count: times.count))
        table.draw(through: narrowest.time(ofColumn: narrowest.lastVisibleColumn))
        var widths = table.columnWidths(times)
        while true {
            let chosen = grid(widths)
            let drawings = table.lanes.indices.map { index in
                var drawn = LaneDrawing(label: labels[index])
                drawn.draw(table.lanes[index], index: index, grid: chosen, glyphs: renderer.glyphs)
                return drawn
            }
            let wider = drawings.flatMap(\.widerColumns)
            if wider.isEmpty { return (chosen, drawings) }
            for column in wider {
                let index = Self.index(of: chosen.time(ofColumn: column), in: times)
                widths[index] = max(widths[index], LaneDrawing.bracketedWidth)
            }
        }
    }

    /// The width of every drawn column, left to right.
    private static func drawnWidths(_ grid: DiagramGrid) -> [Int] {
        var widths: [Int] = []
        for case .columns(let range) in grid.segments {
            for column in range { widths.append(grid.columnWidths.width(ofColumn: column)) }
        }
        return widths
    }

    /// The index of `time` in `times` (ascending), or of the first later time.
    private static func index(of time: Int, in times: [Int]) -> Int {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] < time { low = middle + 1 } else { high = middle }
        }
        return min(low, times.count - 1)
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
