import TerminalText

/// The cells of every lane and the legend keys they use.
///
/// A column of a lane is one character: a value that is one plain character one column
/// wide is itself; any other value gets a key, one letter not used as a value anywhere
/// drawn (`A`…`Z`, `a`…`z`); several events in one column (a same-instant group, or
/// instants a coarse grid merges) get one key for the whole group. A subscription that
/// shares the first column of its lane with other events is left out of the cell: the
/// lane starts there, which says it (`DiagramLegend.impliedSubscriptions`).
///
/// Cells are drawn only up to the column asked for, in order of appearance (by column,
/// then lane), so keys follow the diagram from left to right and a long timeline whose
/// tail is elided costs nothing for the tail. When the letters run out, drawing stops
/// at the column that needed one more (`keysRanOutAt`) and the diagram is cut before it.
struct DiagramCellTable: Sendable {
    var lanes: [LaneCells]
    var entries: [DiagramLegend.Entry] = []
    /// How each entry's key is written in a lane and in the legend (`A`; `[k1]` for the
    /// members of a group's legend line once letters run out).
    var entryKeyForms: [String] = []
    /// What follows the key on the entry's legend line (` = "hello"`, ` = (123|)`).
    var entryTexts: [String] = []
    /// For a group's entry, the entries of values its legend line writes as keys.
    var entryMembers: [[Int]] = []
    /// The first column that needed a key when no letter was left.
    private(set) var keysRanOutAt: Int?
    private var keys = KeyAllocator()
    private let builder: CellBuilder
    /// Whether regular series of values get one key per run (`SeriesRun`): only once the
    /// letters ran out keying each value.
    let summarisesSeries: Bool

    /// - Parameter legendRoom: the width of a legend line after its indent.
    /// - Parameter preferredKeys: the key to give a value (by its text) when that letter is
    ///   free, so two drawings of the same values (a goal and its `:check`) key them alike.
    init(lanes input: [MarbleLane], glyphs: DiagramRenderer.Glyphs, legendRoom: Int, window: DiagramWindow = DiagramWindow(),
         preferredKeys: [String: String] = [:], summarisesSeries: Bool = false) {
        lanes = input.map { LaneCells(events: $0.events).windowed(window) }
        builder = CellBuilder(glyphs: glyphs, legendRoom: max(1, legendRoom))
        keys.prefer(preferredKeys)
        self.summarisesSeries = summarisesSeries
    }

    /// Draws the cells of every column of `grid` up to `lastColumn`.
    mutating func draw(on grid: DiagramGrid, through lastColumn: Int) {
        let lastTime = DiagramGrid.saturatingAdd(grid.time(ofColumn: lastColumn), grid.columnDuration - 1)
        // Values drawn in this stretch must never be mistaken for a key: reserve them first.
        for index in lanes.indices {
            let events = lanes[index].events
            while lanes[index].nextReserved < events.count, events[lanes[index].nextReserved].time <= lastTime {
                let start = lanes[index].nextReserved
                let end = events.endOfInstant(from: start)
                reserve(start..<end, in: index)
                lanes[index].nextReserved = end
            }
        }
        guard keysRanOutAt == nil else { return }
        // The next column in order of appearance: leftmost, then first lane. A heap of each
        // lane's next column, so 2,000 lanes cost a logarithm per cell, not a scan of them all.
        var pending = MinHeap<ColumnEntry>()
        for index in lanes.indices { pending.push(nextColumn(of: index, on: grid, through: lastColumn)) }
        while let (column, index) = pending.popMin().map({ ($0.column, $0.lane) }) {
            defer { pending.push(nextColumn(of: index, on: grid, through: lastColumn)) }
            let range = lanes[index].columnRange(from: lanes[index].nextEvent, grid: grid)
            let events = lanes[index].events
            let implied = range.lowerBound == 0 && range.count > 1 && events[0].kind == .subscribe
            // Move the allocator out while the builder also edits the table, so it stays
            // uniquely referenced (no copy of its sets per cell).
            var allocator = keys
            keys = KeyAllocator()
            let columnEvents = events[(implied ? 1 : 0) + range.lowerBound..<range.upperBound]
            var cell = summarisesSeries ? seriesCell(columnEvents, lane: index, keys: &allocator) : nil
            if cell == nil {
                if columnEvents.contains(where: { if case .value = $0.kind { true } else { false } }) {
                    lanes[index].seriesRun = nil
                }
                cell = builder.cell(for: columnEvents, keys: &allocator, table: &self)
            }
            keys = allocator
            guard let cell else {
                keysRanOutAt = column
                return
            }
            lanes[index].columns.append(.init(column: column, range: range, cell: cell))
            lanes[index].nextEvent = range.upperBound
        }
    }

    /// The cell of a column holding one keyed integer value of a regular series: the key of
    /// the lane's current run when it continues it, else the key of a new run; `nil` when the
    /// value is not part of a series (or no letter is left for a new run).
    private mutating func seriesCell(_ events: ArraySlice<MarbleEvent>, lane index: Int, keys: inout KeyAllocator) -> DiagramCell? {
        guard events.count == 1, let event = events.first, case .value(let text) = event.kind,
              !CellBuilder.isOneColumn(text), let value = Int(text) else { return nil }
        var run: SeriesRun
        if let current = lanes[index].seriesRun, current.next == value {
            run = current
        } else {
            guard let step = SeriesRun.step(startingAt: events.startIndex, in: lanes[index].events),
                  let key = keys.allocateLetter() else { return nil }
            let legendText = SeriesText.rest(first: value, step: step, ellipsis: builder.glyphs.ellipsis)
            let entry = addEntry(DiagramLegend.Entry(key: key, meaning: .series(first: value, step: step)),
                                 keyForm: key, text: legendText)
            run = SeriesRun(entry: entry, next: value, step: step)
        }
        lanes[index].seriesRun = run.advance() ? run : nil
        return DiagramCell(span: DiagramSpan(entryKeyForms[run.entry], .key), legendEntries: [run.entry])
    }

    /// Where lane `index` draws next, if it has an event left within `lastColumn`.
    private func nextColumn(of index: Int, on grid: DiagramGrid, through lastColumn: Int) -> ColumnEntry? {
        let lane = lanes[index]
        guard lane.nextEvent < lane.events.count else { return nil }
        let column = grid.column(of: lane.events[lane.nextEvent].time)
        return column <= lastColumn ? .init(column: column, lane: index) : nil
    }

    /// Draws the first column of lane `index` as a key, so that the lane does not begin
    /// with a run of characters that reads as a time progression (`7s`); `false` when it
    /// cannot (no letter left, or not one value).
    mutating func keyFirstColumn(ofLane index: Int) -> Bool {
        guard let first = lanes[index].columns.first, first.cell.legendEntries.isEmpty else { return false }
        let events = lanes[index].events[first.range].filter { $0.kind != .subscribe }
        guard events.count == 1, case .value(let text) = events[0].kind else { return false }
        var allocator = keys
        keys = KeyAllocator()
        let entry = builder.valueEntry(text, keys: &allocator, table: &self, inLane: true)
        keys = allocator
        guard let entry else { return false }
        lanes[index].columns[0].cell = DiagramCell(span: DiagramSpan(entryKeyForms[entry], .key), legendEntries: [entry])
        return true
    }

    /// Reserves the value texts of one instant that can be drawn: all of them, or for a
    /// large group (one key) those its legend line can show, at either end.
    private mutating func reserve(_ range: Range<Int>, in laneIndex: Int) {
        let events = lanes[laneIndex].events
        let shown = builder.legendRoom
        let ends = range.count <= 2 * shown
            ? [range]
            : [range.lowerBound..<(range.lowerBound + shown), (range.upperBound - shown)..<range.upperBound]
        for part in ends {
            for index in part {
                if case .value(let text) = events[index].kind { keys.reserve(text) }
            }
        }
    }

    /// The width of entry `index`'s legend line after its indent.
    func entryWidth(_ index: Int) -> Int {
        DisplayWidth.of(entryKeyForms[index]) + DisplayWidth.of(entryTexts[index])
    }

    mutating func addEntry(_ entry: DiagramLegend.Entry, keyForm: String, text: String) -> Int {
        entries.append(entry)
        entryKeyForms.append(keyForm)
        entryTexts.append(text)
        entryMembers.append([])
        return entries.count - 1
    }
}
