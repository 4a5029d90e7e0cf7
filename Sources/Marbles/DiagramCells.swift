/// How one instant of one lane is drawn.
struct DiagramCell: Sendable {
    var spans: [DiagramSpan]
    var width: Int
    /// Legend entries (indices into `DiagramCellTable.entries`) this cell needs.
    var legendEntries: [Int]
}

/// The events of one lane, grouped by instant, with their cells.
struct LaneCells: Sendable {
    /// Distinct event times, ascending.
    var times: [Int] = []
    var kinds: [[MarbleEventKind]] = []
    var cells: [DiagramCell] = []
    /// The events, sorted by time.
    var events: [MarbleEvent] = []
    /// When the lane ends (its last instant holds `|`, `#` or `!`): nothing is drawn after.
    var endTime: Int?
}

/// The cells of every lane, the legend keys they use and the one cell width of the grid.
///
/// A value is written as one character when it is one plain character, else as `[text]`;
/// a value whose text cannot be bracketed, or whose form is wider than `maxCellWidth`,
/// gets a key: one letter not used as a value anywhere in the diagram (`A`…`Z`, `a`…`z`),
/// then `[k1]`, `[k2]`…. Same-instant events are a group `(…)`; a group wider than
/// `maxCellWidth` even with keyed values becomes one key for the whole group.
struct DiagramCellTable: Sendable {
    var lanes: [LaneCells]
    var entries: [DiagramLegend.Entry] = []
    /// How each entry is written in the legend (`"hello"`, `(123|)`).
    var entryTexts: [String] = []
    /// How each entry's key is written in a lane (`A`, `[k1]`).
    var entryKeyForms: [String] = []
    var cellWidth = 1

    init(lanes input: [MarbleLane], glyphs: DiagramRenderer.Glyphs, maxCellWidth: Int) {
        lanes = input.map { lane in
            var cells = LaneCells()
            cells.events = lane.events.sortedByTime()
            for event in cells.events {
                if cells.times.last == event.time {
                    cells.kinds[cells.kinds.count - 1].append(event.kind)
                } else {
                    cells.times.append(event.time)
                    cells.kinds.append([event.kind])
                }
            }
            if let last = cells.kinds.last,
               last.contains(where: { $0.isTerminal || $0 == .cancel }) {
                cells.endTime = cells.times.last
            }
            return cells
        }
        var keys = KeyAllocator(lanes: lanes)
        let builder = CellBuilder(glyphs: glyphs, limit: max(1, maxCellWidth))
        // Keys are handed out in order of first appearance: by time, then lane.
        var order: [(time: Int, lane: Int, index: Int)] = []
        for (laneIndex, lane) in lanes.enumerated() {
            for (index, time) in lane.times.enumerated() { order.append((time, laneIndex, index)) }
        }
        order.sort { ($0.time, $0.lane, $0.index) < ($1.time, $1.lane, $1.index) }
        var cells: [[DiagramCell?]] = lanes.map { Array(repeating: nil, count: $0.times.count) }
        for item in order {
            let cell = builder.cell(for: lanes[item.lane].kinds[item.index], keys: &keys, table: &self)
            cells[item.lane][item.index] = cell
            cellWidth = max(cellWidth, cell.width)
        }
        for position in lanes.indices { lanes[position].cells = cells[position].compactMap { $0 } }
    }

    mutating func addEntry(key: String, keyForm: String, meaning: DiagramLegend.Meaning, text: String) -> Int {
        entries.append(DiagramLegend.Entry(key: key, meaning: meaning))
        entryKeyForms.append(keyForm)
        entryTexts.append(text)
        return entries.count - 1
    }
}

/// Hands out legend keys that cannot be mistaken for a value of the diagram.
private struct KeyAllocator {
    private var taken: Set<String> = []
    private var next = 0
    var valueEntries: [String: Int] = [:]
    var groupEntries: [[MarbleEventKind]: Int] = [:]

    init(lanes: [LaneCells]) {
        for lane in lanes {
            for event in lane.events {
                if case .value(let text) = event.kind { taken.insert(text) }
            }
        }
    }

    /// The next free key: its value text and how it is written in a lane.
    mutating func allocate() -> (key: String, form: String) {
        while true {
            let key = Self.candidate(next)
            next += 1
            if !taken.contains(key.key) { return key }
        }
    }

    /// The widths of the next `count` keys, without handing them out.
    func peekWidths(_ count: Int) -> [Int] {
        var copy = self
        return (0..<count).map { _ in DisplayWidth.of(copy.allocate().form) }
    }

    private static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    private static func candidate(_ number: Int) -> (key: String, form: String) {
        if number < letters.count { return (String(letters[number]), String(letters[number])) }
        let key = "k\(number - letters.count + 1)"
        return (key, "[\(key)]")
    }
}

/// Draws cells, deciding what needs a key.
private struct CellBuilder {
    let glyphs: DiagramRenderer.Glyphs
    let limit: Int

    func cell(for kinds: [MarbleEventKind], keys: inout KeyAllocator, table: inout DiagramCellTable) -> DiagramCell {
        let inline: [String?] = kinds.map { kind in
            if case .value(let text) = kind { return MarbleNotation.inlineForm(ofValue: text) }
            return nil
        }
        func needsKey(_ index: Int) -> Bool {
            guard case .value = kinds[index] else { return false }
            guard let form = inline[index] else { return true }
            return DisplayWidth.of(form) > limit
        }
        if kinds.count > 1 {
            // Would the group fit with its too-wide values keyed?
            let keyed = kinds.indices.filter(needsKey)
            let newKeyWidths = keys.peekWidths(keyed.count)
            var width = 2
            var newKey = 0
            for index in kinds.indices {
                if needsKey(index) {
                    if case .value(let text) = kinds[index], let entry = keys.valueEntries[text] {
                        width += DisplayWidth.of(table.entryKeyForms[entry])
                    } else {
                        width += newKeyWidths[newKey]
                        newKey += 1
                    }
                } else {
                    width += DisplayWidth.of(member(kinds[index], inline: inline[index]))
                }
            }
            if width > limit { return groupKeyCell(kinds, inline: inline, keys: &keys, table: &table) }
        }
        var spans: [DiagramSpan] = []
        var entries: [Int] = []
        for index in kinds.indices {
            if needsKey(index), case .value(let text) = kinds[index] {
                let entry = valueEntry(text, keys: &keys, table: &table)
                entries.append(entry)
                spans.append(DiagramSpan(table.entryKeyForms[entry], .value))
            } else {
                spans.append(DiagramSpan(member(kinds[index], inline: inline[index]), style(kinds[index])))
            }
        }
        if kinds.count > 1 { spans = [DiagramSpan("(")] + spans + [DiagramSpan(")")] }
        return DiagramCell(spans: spans, width: spans.reduce(0) { $0 + $1.width }, legendEntries: entries)
    }

    /// One key for a whole group; its legend text writes the group out in full.
    private func groupKeyCell(
        _ kinds: [MarbleEventKind], inline: [String?],
        keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> DiagramCell {
        var entries: [Int] = []
        var text = "("
        for index in kinds.indices {
            if case .value(let value) = kinds[index], inline[index] == nil {
                let entry = valueEntry(value, keys: &keys, table: &table)
                entries.append(entry)
                text += table.entryKeyForms[entry]
            } else {
                text += member(kinds[index], inline: inline[index])
            }
        }
        text += ")"
        let entry: Int
        if let existing = keys.groupEntries[kinds] {
            entry = existing
        } else {
            let key = keys.allocate()
            entry = table.addEntry(key: key.key, keyForm: key.form, meaning: .group(kinds), text: text)
            keys.groupEntries[kinds] = entry
        }
        let span = DiagramSpan(table.entryKeyForms[entry], .value)
        return DiagramCell(spans: [span], width: span.width, legendEntries: [entry] + entries)
    }

    private func valueEntry(_ text: String, keys: inout KeyAllocator, table: inout DiagramCellTable) -> Int {
        if let existing = keys.valueEntries[text] { return existing }
        let key = keys.allocate()
        let entry = table.addEntry(
            key: key.key, keyForm: key.form, meaning: .value(text), text: MarbleNotation.escapingControls(text))
        keys.valueEntries[text] = entry
        return entry
    }

    private func member(_ kind: MarbleEventKind, inline: String?) -> String {
        switch kind {
        case .subscribe: "^"
        case .cancel: "!"
        case .value: inline ?? "?"
        case .finished: glyphs.finished
        case .failure: glyphs.failure
        }
    }

    private func style(_ kind: MarbleEventKind) -> DiagramStyle {
        switch kind {
        case .subscribe, .cancel: .marker
        case .value: .value
        case .finished: .finished
        case .failure: .failure
        }
    }
}
