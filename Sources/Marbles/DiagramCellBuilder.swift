/// Hands out legend keys that cannot be mistaken for a value of the diagram.
struct KeyAllocator {
    private var taken: Set<String> = []
    private var next = 0
    var valueEntries: [String: Int] = [:]
    /// Group entries by count and first and last events; `Entry.isGroup(of:)` decides.
    var groupEntries: [GroupFingerprint: [Int]] = [:]

    /// Keeps `text` from ever being used as a key. (Only texts shaped like a key, one
    /// ASCII character or starting with `k`, are kept: the rest can never collide.)
    mutating func reserve(_ text: String) {
        let utf8 = text.utf8
        if utf8.count == 1 || utf8.first == UInt8(ascii: "k") { taken.insert(text) }
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

/// What is hashed to find a group seen before, without hashing all of a huge group.
struct GroupFingerprint: Hashable {
    var count: Int
    var ends: [MarbleEventKind]

    init(_ events: ArraySlice<MarbleEvent>) {
        count = events.count
        ends = (events.prefix(4) + events.suffix(min(4, max(0, events.count - 4)))).map(\.kind)
    }
}

/// Draws cells, deciding what needs a key.
struct CellBuilder {
    let glyphs: DiagramRenderer.Glyphs
    /// The widest cell.
    let limit: Int
    /// The width of a legend line after its indent.
    let legendRoom: Int

    func cell(
        for events: ArraySlice<MarbleEvent>, keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> DiagramCell {
        // Every member takes a column and the parentheses two more: a group of more
        // members than fit is a key, whatever its values.
        if events.count > 1, events.count + 2 > limit { return groupKeyCell(events, keys: &keys, table: &table) }
        let kinds = events.map(\.kind)
        let inline: [String?] = kinds.map { kind in
            if case .value(let text) = kind { return MarbleNotation.inlineForm(ofValue: text, maxCharacters: limit) }
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
            if width > limit { return groupKeyCell(events, keys: &keys, table: &table) }
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

    /// One key for a whole group; its legend line writes the group out (`GroupLegend`).
    private func groupKeyCell(
        _ events: ArraySlice<MarbleEvent>, keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> DiagramCell {
        let fingerprint = GroupFingerprint(events)
        let entry: Int
        if let existing = keys.groupEntries[fingerprint]?.first(where: { table.entries[$0].isGroup(of: events) }) {
            entry = existing
        } else {
            let key = keys.allocate()
            entry = table.addEntry(DiagramLegend.Entry(key: key.key, group: events), keyForm: key.form, text: "")
            keys.groupEntries[fingerprint, default: []].append(entry)
            var legend = GroupLegend(builder: self, keyWidth: DisplayWidth.of(key.form))
            table.entryTexts[entry] = legend.text(of: events, keys: &keys, table: &table)
            table.entryMembers[entry] = legend.members
        }
        let span = DiagramSpan(table.entryKeyForms[entry], .value)
        return DiagramCell(spans: [span], width: span.width, legendEntries: [entry] + table.entryMembers[entry])
    }

    /// The entry of a keyed value, made on first use; its legend text fits the line.
    func valueEntry(_ text: String, keys: inout KeyAllocator, table: inout DiagramCellTable) -> Int {
        if let existing = keys.valueEntries[text] { return existing }
        let key = keys.allocate()
        let rest = LegendText.rest(
            for: text, labelWidth: DisplayWidth.of(key.form), room: legendRoom, ellipsis: glyphs.ellipsis)
        let entry = table.addEntry(DiagramLegend.Entry(key: key.key, meaning: .value(text)), keyForm: key.form, text: rest)
        keys.valueEntries[text] = entry
        return entry
    }

    func member(_ kind: MarbleEventKind, inline: String?) -> String {
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
