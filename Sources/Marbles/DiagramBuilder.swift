import TerminalText

/// Builds the lines of a diagram; `DiagramRenderer` documents the layout.
struct DiagramBuilder {
    let renderer: DiagramRenderer

    func build(_ lanes: [MarbleLane]) -> (layout: DiagramLayout, lines: [DiagramLine]) {
        let glyphs = renderer.glyphs
        guard !lanes.isEmpty else {
            let line = DiagramLine([DiagramSpan("(no lanes)", .ruler)])
            let layout = DiagramLayout(
                columnDuration: renderer.maxColumnDuration ?? 100, startTime: 0, segments: [], labelWidth: 0,
                lines: [line.rendered(color: false)], laneCells: [], legend: DiagramLegend(),
                isElided: false, hiddenEventCount: 0, lastColumnTime: 0)
            return (layout, [line])
        }
        // Label column: names, or `t(ms)`, plus one space; long names are shortened (to a
        // third of the width, and never below 6 so that 20 columns keep room for a ruler).
        let nameCap = max(6, renderer.width / 3)
        let names = lanes.map { TerminalText.escaped($0.name) }
        let nameWidth = min(nameCap, max(5, names.map { DisplayWidth.of($0) }.max() ?? 0))
        let labelWidth = nameWidth + 1
        let available = max(1, renderer.width - labelWidth)
        let shortNames = names.map { Self.shorten($0, to: nameWidth, glyphs: glyphs) }
        let labels: [DiagramLine] = shortNames.map { name in
            var label = DiagramLine([DiagramSpan(name)])
            label.pad(to: labelWidth)
            return label
        }

        var table = DiagramCellTable(lanes: lanes, glyphs: glyphs, legendRoom: available, window: renderer.window,
                                     preferredKeys: renderer.preferredKeys)
        let times = DiagramTimes(table.lanes, window: renderer.window)
        let markerWidth = glyphs.ellipsis.count
        let scale = renderer.columnDuration.map { DiagramGrid.imposed($0, times: times) } ?? DiagramGrid.choose(
            times: times, available: available, maxColumnDuration: renderer.maxColumnDuration, markerWidth: markerWidth)
        var grid = DiagramGrid(times: times, scale: scale, available: available, markerWidth: markerWidth)
        table.draw(on: grid, through: grid.lastVisibleColumn)
        if table.keysRanOutAt != nil {
            // A key per value used up the letters (a long counter or timer): draw again with
            // one key per run of a regular series.
            table = DiagramCellTable(lanes: lanes, glyphs: glyphs, legendRoom: available, window: renderer.window,
                                     preferredKeys: renderer.preferredKeys, summarisesSeries: true)
            table.draw(on: grid, through: grid.lastVisibleColumn)
        }
        var drawings = Self.draw(&table, grid: grid, labels: labels, glyphs: glyphs)

        // A legend too long even packed, or out of letters, cuts the diagram where its keys
        // stop fitting.
        let legendLayout = LegendLayout(room: available, maxLines: max(1, renderer.maxLegendLines))
        var keysLeftOut = 0
        var lettersRanOut = false
        func failureLines(_ drawings: [LaneDrawing], cutTime: Int) -> [[DiagramSpan]] {
            Self.failureMessages(
                drawings.flatMap(\.failures), names: names, shownNames: shortNames, lanes: table.lanes, cutTime: cutTime
            ).flatMap { legendLayout.failureLines(label: $0.label, message: $0.message, glyphs: glyphs) }
        }
        let failureLineCount = failureLines(drawings, cutTime: Self.lastTime(of: grid)).count
        let keyedColumns = table.lanes.flatMap { lane in
            lane.columns.filter { !$0.cell.legendEntries.isEmpty && $0.column <= grid.lastVisibleColumn }
                .map { (column: $0.column, entries: $0.cell.legendEntries) }
        }
        let legendCut = legendLayout.lastColumn(columns: keyedColumns, table: table, failureLines: failureLineCount)
        let keysCut = table.keysRanOutAt.map { $0 - 1 }
        if let lastColumn = [legendCut, keysCut].compactMap({ $0 }).min() {
            lettersRanOut = keysCut == lastColumn
            let before = Self.usedEntries(drawings).count
            grid = DiagramGrid(
                times: times, scale: scale, available: available, markerWidth: markerWidth,
                lastTime: grid.time(ofColumn: max(0, lastColumn)))
            drawings = Self.draw(&table, grid: grid, labels: labels, glyphs: glyphs)
            keysLeftOut = before - Self.usedEntries(drawings).count
        }
        let cutTime = Self.lastTime(of: grid)

        var lines = [DiagramRuler(grid: grid, labelWidth: labelWidth, width: renderer.width, glyphs: glyphs).line()]
        var laneCells: [String] = []
        var failures: [DiagramLegend.FailureNote] = []
        var implied: Set<Int> = []
        var hidden = 0
        for (index, drawn) in drawings.enumerated() {
            failures += drawn.failures
            hidden += drawn.hiddenEvents
            if drawn.impliesSubscription { implied.insert(index) }
            laneCells.append(drawn.cellText)
            lines.append(drawn.line)
        }

        let used = Self.usedEntries(drawings)
        let legend = DiagramLegend(
            entries: used.map { table.entries[$0] }, failures: failures, impliedSubscriptions: implied)
        let indent = DiagramSpan.spaces(labelWidth)
        let keyLines = legendLayout.lines(entries: used.map { (table.entryKeyForms[$0], table.entryTexts[$0]) })
        for spans in keyLines + failureLines(drawings, cutTime: cutTime) { lines.append(DiagramLine([indent] + spans)) }
        // Events after the last column's start, or after its end when it may hold several times.
        let shownThrough = scale.isExact ? grid.time(ofColumn: grid.lastVisibleColumn) : cutTime
        let hint = lettersRanOut ? "no letters left for more keys" : renderer.elisionHint
        let runningIn = table.lanes.contains(where: \.runsIntoWindow)
        for note in notes(keysLeftOut: keysLeftOut, hiddenEvents: hidden, cutTime: shownThrough, hint: hint,
                          runningIn: runningIn ? grid.origin : nil) {
            // Notes are short prose: wrapped at the narrowest widths, never cut.
            let wrapped = LegendText.wrap(note, firstRoom: available, nextRoom: available, maxLines: note.count) ?? [note]
            for part in wrapped { lines.append(DiagramLine([indent, DiagramSpan(part, .elision)])) }
        }

        let layout = DiagramLayout(
            columnDuration: grid.columnDuration, startTime: grid.origin, segments: Self.layoutSegments(grid),
            labelWidth: labelWidth, lines: lines.map { $0.rendered(color: false) }, laneCells: laneCells,
            legend: legend, isElided: grid.isElided, hiddenEventCount: hidden,
            lastColumnTime: grid.time(ofColumn: grid.lastVisibleColumn))
        return (layout, lines)
    }

    /// The lanes drawn on `grid`; a lane that would begin like a time progression has its
    /// first column keyed and is drawn again.
    private static func draw(
        _ table: inout DiagramCellTable, grid: DiagramGrid, labels: [DiagramLine], glyphs: DiagramRenderer.Glyphs
    ) -> [LaneDrawing] {
        table.lanes.indices.map { index in
            var drawn = LaneDrawing(label: labels[index])
            drawn.draw(table.lanes[index], index: index, grid: grid, glyphs: glyphs)
            if drawn.beginsLikeATimeProgression, table.keyFirstColumn(ofLane: index) {
                drawn = LaneDrawing(label: labels[index])
                drawn.draw(table.lanes[index], index: index, grid: grid, glyphs: glyphs)
            }
            return drawn
        }
    }

    /// The last time shown: the end of the last drawn column.
    private static func lastTime(of grid: DiagramGrid) -> Int {
        DiagramGrid.saturatingAdd(grid.time(ofColumn: grid.lastVisibleColumn), grid.columnDuration - 1)
    }

    /// The grid's segments as the layout tells them.
    private static func layoutSegments(_ grid: DiagramGrid) -> [DiagramLayout.Segment] {
        grid.segments.map { segment in
            switch segment {
            case .columns(let range):
                .columns(firstTime: grid.time(ofColumn: range.lowerBound), count: range.count)
            case .gap(let label, let count):
                .gap(label: label, duration: DiagramGrid.saturatingMultiply(count, grid.columnDuration))
            }
        }
    }

    /// What was left out, if anything: keys the legend had no room for, events after the cut.
    /// `runningIn`: the window's start, when some lane began before it.
    private func notes(keysLeftOut: Int, hiddenEvents: Int, cutTime: Int, hint: String, runningIn: Int?) -> [String] {
        var notes: [String] = []
        if let start = runningIn {
            notes.append("(lanes without ^ at the left edge began before \(formatVirtualTime(start)))")
        }
        if keysLeftOut > 0 {
            let keys = keysLeftOut == 1 ? "1 more key" : "\(keysLeftOut) more keys"
            notes.append("(\(keys) not shown; \(renderer.elisionHint))")
        }
        if hiddenEvents > 0 {
            let events = hiddenEvents == 1 ? "1 event" : "\(hiddenEvents) events"
            notes.append("(\(events) after \(formatVirtualTime(cutTime)) not shown; \(hint))")
        }
        return notes
    }

    /// The legend entries the drawn lanes use, in order of first appearance.
    private static func usedEntries(_ drawings: [LaneDrawing]) -> [Int] {
        Set(drawings.flatMap(\.legendEntries)).sorted()
    }

    /// What the failure lines say after `#`, as a label and the message: `= boom` for the
    /// common case of one message; ` in sink = boom` (plus ` at 700ms` when a lane has
    /// several) when messages differ or some failure is unnamed. Lanes are named as their
    /// labels show them.
    private static func failureMessages(
        _ notes: [DiagramLegend.FailureNote], names: [String], shownNames: [String], lanes: [LaneCells], cutTime: Int
    ) -> [(label: String, message: String)] {
        guard let first = notes.first else { return [] }
        let failureCount = lanes.reduce(0) { $0 + $1.failureCount(through: cutTime) }
        let messages = Set(notes.map(\.message))
        if messages.count == 1, notes.count == failureCount { return [("", first.message)] }
        var perName: [String: Int] = [:]
        for note in notes { perName[names[note.lane], default: 0] += 1 }
        return notes.map { note in
            let at = perName[names[note.lane], default: 0] > 1 ? " at \(formatVirtualTime(note.time))" : ""
            return (" in \(shownNames[note.lane])\(at)", note.message)
        }
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
