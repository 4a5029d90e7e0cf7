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
    /// How each entry's key is written in a lane and in the legend (`A`, `[k1]`).
    var entryKeyForms: [String] = []
    /// What follows the key on the entry's legend line (` = "hello"`, ` = (123|)`).
    var entryTexts: [String] = []
    /// For a group's entry, the entries of values its legend line writes as keys.
    var entryMembers: [[Int]] = []
    private var keys = KeyAllocator()
    private let builder: CellBuilder

    /// - Parameter legendRoom: the width of a legend line after its indent.
    init(lanes input: [MarbleLane], glyphs: DiagramRenderer.Glyphs, maxCellWidth: Int, legendRoom: Int) {
        lanes = input.map { LaneCells(events: $0.events) }
        builder = CellBuilder(glyphs: glyphs, limit: max(1, maxCellWidth), legendRoom: max(1, legendRoom))
    }

    /// Draws the cells of every instant at or before `time`.
    mutating func draw(through time: Int) {
        // Values drawn in this stretch must never be mistaken for a key: reserve them first.
        for laneIndex in lanes.indices {
            while let next = lanes[laneIndex].time(ofInstant: lanes[laneIndex].reservedInstants), next <= time {
                reserve(lanes[laneIndex].range(ofInstant: lanes[laneIndex].reservedInstants), in: laneIndex)
                lanes[laneIndex].reservedInstants += 1
            }
        }
        while true {
            // The next instant in order of appearance: earliest time, then first lane.
            var next: (lane: Int, time: Int)?
            for (laneIndex, lane) in lanes.enumerated() where lane.cells.count < lane.reservedInstants {
                let time = lane.times[lane.cells.count]
                if let chosen = next, chosen.time <= time { continue }
                next = (laneIndex, time)
            }
            guard let laneIndex = next?.lane else { return }
            let range = lanes[laneIndex].range(ofInstant: lanes[laneIndex].cells.count)
            let events = lanes[laneIndex].events[range]
            // Move the allocator out while the builder also edits the table, so it stays
            // uniquely referenced (no copy of its sets per cell).
            var allocator = keys
            keys = KeyAllocator()
            let cell = builder.cell(for: events, keys: &allocator, table: &self)
            keys = allocator
            lanes[laneIndex].cells.append(cell)
        }
    }

    /// Reserves the value texts of one instant that can be drawn: all of them, or for a
    /// large group (drawn as one key) those its legend line can show, at either end.
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

    /// The width of each time whose column must be wider than one character: the widest
    /// cell drawn at that time in any lane.
    func wideTimes() -> [Int: Int] {
        var widths: [Int: Int] = [:]
        for lane in lanes {
            for (instant, cell) in lane.cells.enumerated() where cell.width > 1 {
                widths[lane.times[instant]] = max(widths[lane.times[instant]] ?? 1, cell.width)
            }
        }
        return widths
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
