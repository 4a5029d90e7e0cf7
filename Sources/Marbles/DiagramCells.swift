/// How one instant of one lane is drawn.
struct DiagramCell: Sendable {
    var spans: [DiagramSpan]
    var width: Int
    /// Legend entries (indices into `DiagramCellTable.entries`) this cell needs.
    var legendEntries: [Int]
}

/// The events of one lane, grouped by instant; cells are drawn on demand.
struct LaneCells: Sendable {
    /// The events, sorted by time.
    var events: [MarbleEvent]
    /// Distinct event times, ascending.
    var times: [Int] = []
    /// Index in `events` of the first event of each instant.
    var starts: [Int] = []
    /// Cells drawn so far: one per instant, for a prefix of `times`.
    var cells: [DiagramCell] = []
    /// When the lane ends (its last instant holds `|`, `#` or `!`): nothing is drawn after.
    var endTime: Int?

    init(events unsorted: [MarbleEvent]) {
        events = unsorted.sortedByTime()
        for (index, event) in events.enumerated() where times.last != event.time {
            times.append(event.time)
            starts.append(index)
        }
        if let start = starts.last,
           events[start...].contains(where: { $0.kind.isTerminal || $0.kind == .cancel }) {
            endTime = times.last
        }
    }

    /// The events of instant `index`.
    func kinds(at index: Int) -> [MarbleEventKind] {
        let end = index + 1 < starts.count ? starts[index + 1] : events.count
        return events[starts[index]..<end].map(\.kind)
    }

    /// How many instants are at or before `time`.
    func instantCount(through time: Int) -> Int {
        var low = 0
        var high = times.count
        while low < high {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The cells of every lane and the legend keys they use.
///
/// A value is written as one character when it is one plain character, else as `[text]`;
/// a value whose text cannot be bracketed, or whose form is wider than `maxCellWidth`,
/// gets a key: one letter not used as a value anywhere drawn (`A`…`Z`, `a`…`z`), then
/// `[k1]`, `[k2]`…. Same-instant events are a group `(…)`; a group wider than
/// `maxCellWidth` even with keyed values becomes one key for the whole group.
///
/// Cells are drawn only up to the time asked for, in order of appearance (by time, then
/// lane), so keys follow the diagram from left to right and a long timeline whose tail is
/// elided costs nothing for the tail.
struct DiagramCellTable: Sendable {
    var lanes: [LaneCells]
    var entries: [DiagramLegend.Entry] = []
    /// How each entry is written in the legend (`"hello"`, `(123|)`).
    var entryTexts: [String] = []
    /// How each entry's key is written in a lane (`A`, `[k1]`).
    var entryKeyForms: [String] = []
    private var keys = KeyAllocator()
    private let builder: CellBuilder
    /// Per lane, how many events have had their value text reserved against keys.
    private var reserved: [Int]

    init(lanes input: [MarbleLane], glyphs: DiagramRenderer.Glyphs, maxCellWidth: Int) {
        lanes = input.map { LaneCells(events: $0.events) }
        builder = CellBuilder(glyphs: glyphs, limit: max(1, maxCellWidth))
        reserved = Array(repeating: 0, count: input.count)
    }

    /// Draws the cells of every instant at or before `time`.
    mutating func draw(through time: Int) {
        // Values drawn in this stretch must never be mistaken for a key: reserve them first.
        for laneIndex in lanes.indices {
            let events = lanes[laneIndex].events
            var index = reserved[laneIndex]
            while index < events.count, events[index].time <= time {
                if case .value(let text) = events[index].kind { keys.reserve(text) }
                index += 1
            }
            reserved[laneIndex] = index
        }
        while true {
            // The next instant in order of appearance: earliest time, then first lane.
            var next: Int?
            for laneIndex in lanes.indices {
                let lane = lanes[laneIndex]
                guard lane.cells.count < lane.times.count, lane.times[lane.cells.count] <= time else { continue }
                if let chosen = next, lanes[chosen].times[lanes[chosen].cells.count] <= lane.times[lane.cells.count] {
                    continue
                }
                next = laneIndex
            }
            guard let laneIndex = next else { return }
            let kinds = lanes[laneIndex].kinds(at: lanes[laneIndex].cells.count)
            // Move the allocator out while the builder also edits the table, so it stays
            // uniquely referenced (no copy of its sets per cell).
            var allocator = keys
            keys = KeyAllocator()
            let cell = builder.cell(for: kinds, keys: &allocator, table: &self)
            keys = allocator
            lanes[laneIndex].cells.append(cell)
        }
    }

    /// For each of `times` (ascending, every instant of every lane among them), the widest
    /// cell drawn at that time in any lane; 1 where none is drawn.
    func columnWidths(_ times: [Int]) -> [Int] {
        var widths = Array(repeating: 1, count: times.count)
        for lane in lanes {
            var index = 0
            for (instant, cell) in lane.cells.enumerated() {
                while times[index] < lane.times[instant] { index += 1 }
                widths[index] = max(widths[index], cell.width)
            }
        }
        return widths
    }

    mutating func addEntry(key: String, keyForm: String, meaning: DiagramLegend.Meaning, text: String) -> Int {
        entries.append(DiagramLegend.Entry(key: key, meaning: meaning))
        entryKeyForms.append(keyForm)
        entryTexts.append(text)
        return entries.count - 1
    }
}
