/// Hands out legend keys that cannot be mistaken for a value of the diagram.
struct KeyAllocator {
    private var taken: Set<String> = []
    private var next = 0
    var valueEntries: [String: Int] = [:]
    var groupEntries: [[MarbleEventKind]: Int] = [:]

    /// Keeps `text` from ever being used as a key.
    mutating func reserve(_ text: String) {
        taken.insert(text)
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
struct CellBuilder {
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
