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
        // Label column: names, or `t(ms)`, plus one space; long names are shortened (to a
        // third of the width, and never below 6 so that 20 columns keep room for a ruler).
        let nameCap = max(6, renderer.width / 3)
        let names = lanes.map { MarbleNotation.escapingControls($0.name) }
        let nameWidth = min(nameCap, max(5, names.map { DisplayWidth.of($0) }.max() ?? 0))
        let labelWidth = nameWidth + 1
        let available = max(1, renderer.width - labelWidth)
        let shortNames = names.map { Self.shorten($0, to: nameWidth, glyphs: glyphs) }
        let labels: [DiagramLine] = shortNames.map { name in
            var label = DiagramLine([DiagramSpan(name)])
            label.pad(to: labelWidth)
            return label
        }

        var table = DiagramCellTable(
            lanes: lanes, glyphs: glyphs, maxCellWidth: renderer.maxCellWidth, legendRoom: available)
        let times = DiagramTimes(table.lanes)
        var (grid, drawings) = Self.layOut(
            &table, times: times, labels: labels, available: available, renderer: renderer, lastTime: nil)

        // A legend too long even packed cuts the diagram where its keys stop fitting.
        let legendLayout = LegendLayout(room: available, maxLines: max(1, renderer.maxLegendLines))
        var keysLeftOut = 0
        func failureLines(_ drawings: [LaneDrawing], cutTime: Int) -> [[DiagramSpan]] {
            Self.failureMessages(
                drawings.flatMap(\.failures), names: names, shownNames: shortNames, lanes: table.lanes, cutTime: cutTime
            ).flatMap { legendLayout.failureLines(label: $0.label, message: $0.message, glyphs: glyphs) }
        }
        let failureLineCount = failureLines(drawings, cutTime: grid.time(ofColumn: grid.lastVisibleColumn)).count
        if let lastTime = legendLayout.lastTime(
            table: table, through: grid.time(ofColumn: grid.lastVisibleColumn), failureLines: failureLineCount) {
            let before = Self.usedEntries(drawings).count
            (grid, drawings) = Self.layOut(
                &table, times: times, labels: labels, available: available, renderer: renderer, lastTime: lastTime)
            keysLeftOut = before - Self.usedEntries(drawings).count
        }
        let cutTime = grid.time(ofColumn: grid.lastVisibleColumn)

        var lines = [DiagramRuler(grid: grid, labelWidth: labelWidth, width: renderer.width, glyphs: glyphs).line()]
        var laneCells: [String] = []
        var failures: [DiagramLegend.FailureNote] = []
        var hidden = 0
        for drawn in drawings {
            failures += drawn.failures
            hidden += drawn.hiddenEvents
            laneCells.append(drawn.cellText)
            lines.append(drawn.line)
        }

        let used = Self.usedEntries(drawings)
        let legend = DiagramLegend(entries: used.map { table.entries[$0] }, failures: failures)
        let indent = DiagramSpan.spaces(labelWidth)
        let failureSpans = failureLines(drawings, cutTime: cutTime)
        let keyLines = legendLayout.lines(
            entries: used.map { (table.entryKeyForms[$0], table.entryTexts[$0]) }, failureLines: failureSpans.count)
        for spans in keyLines + failureSpans { lines.append(DiagramLine([indent] + spans)) }
        for note in notes(keysLeftOut: keysLeftOut, hiddenEvents: hidden, cutTime: cutTime) {
            // Notes are short prose: wrapped at the narrowest widths, never cut.
            let wrapped = LegendText.wrap(note, firstRoom: available, nextRoom: available, maxLines: note.count) ?? [note]
            for part in wrapped { lines.append(DiagramLine([indent, DiagramSpan(part, .elision)])) }
        }

        let layout = DiagramLayout(
            columnDuration: grid.columnDuration, startTime: grid.origin, columnWidths: Self.drawnWidths(grid),
            labelWidth: labelWidth, lines: lines.map { $0.rendered(color: false) }, laneCells: laneCells,
            legend: legend, isElided: grid.isElided, hiddenEventCount: hidden, lastColumnTime: cutTime)
        return (layout, lines)
    }

    /// What was left out, if anything: keys the legend had no room for, events after the cut.
    private func notes(keysLeftOut: Int, hiddenEvents: Int, cutTime: Int) -> [String] {
        var notes: [String] = []
        if keysLeftOut > 0 {
            let keys = keysLeftOut == 1 ? "1 more key" : "\(keysLeftOut) more keys"
            notes.append("(\(keys) not shown; \(renderer.elisionHint))")
        }
        if hiddenEvents > 0 {
            let events = hiddenEvents == 1 ? "1 event" : "\(hiddenEvents) events"
            notes.append("(\(events) after \(TimeProgression.format(cutTime)) not shown; \(renderer.elisionHint))")
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
            let at = perName[names[note.lane], default: 0] > 1 ? " at \(note.time)ms" : ""
            return (" in \(shownNames[note.lane])\(at)", note.message)
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
    /// `lastTime` cuts the grid after that time (see `DiagramGrid`).
    private static func layOut(
        _ table: inout DiagramCellTable, times: DiagramTimes, labels: [DiagramLine], available: Int,
        renderer: DiagramRenderer, lastTime: Int?
    ) -> (DiagramGrid, [LaneDrawing]) {
        func grid(_ wide: [Int: Int]) -> DiagramGrid {
            DiagramGrid(
                times: times, wide: wide.sorted { $0.key < $1.key }.map { (time: $0.key, width: $0.value) },
                available: available, maxColumnDuration: renderer.maxColumnDuration,
                markerWidth: renderer.glyphs.ellipsis.count, lastTime: lastTime)
        }
        let narrowest = grid([:])
        table.draw(through: narrowest.time(ofColumn: narrowest.lastVisibleColumn))
        var wide = table.wideTimes()
        while true {
            let chosen = grid(wide)
            let drawings = table.lanes.indices.map { index in
                var drawn = LaneDrawing(label: labels[index])
                drawn.draw(table.lanes[index], index: index, grid: chosen, glyphs: renderer.glyphs)
                return drawn
            }
            let wider = drawings.flatMap(\.widerColumns)
            if wider.isEmpty { return (chosen, drawings) }
            for column in wider {
                let time = chosen.time(ofColumn: column)
                wide[time] = max(wide[time] ?? 1, LaneDrawing.bracketedWidth)
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
