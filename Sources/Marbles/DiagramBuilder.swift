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
            var label = DiagramLine([DiagramSpan(Self.shorten(names[index], to: nameWidth, glyphs: glyphs))])
            label.pad(to: labelWidth)
            var drawn = LaneDrawing(label: label)
            drawn.draw(lane, index: index, grid: grid, cellWidth: cellWidth, glyphs: glyphs)
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
