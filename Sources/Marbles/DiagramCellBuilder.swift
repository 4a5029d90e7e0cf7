import TerminalText

/// Hands out legend keys that cannot be mistaken for a value of the diagram.
struct KeyAllocator {
    private var taken: Set<String> = []
    private var next = 0
    /// Letters set aside for given values (`prefer`), handed out only to them.
    private var preferred: [String: String] = [:]
    var valueEntries: [String: Int] = [:]
    /// Same-instant group entries by count and first and last events; `Entry.isGroup(of:)` decides.
    var groupEntries: [GroupFingerprint: [Int]] = [:]

    /// Keeps `text` from ever being used as a key. (Only texts shaped like a key, one
    /// ASCII character or starting with `k`, are kept: the rest can never collide.)
    mutating func reserve(_ text: String) {
        let utf8 = text.utf8
        if utf8.count == 1 || utf8.first == UInt8(ascii: "k") { taken.insert(text) }
        if utf8.count == 1, !preferred.isEmpty { reservedAsValues.insert(text) }
    }

    /// Sets letters aside for values (value text → letter): such a letter is given to its
    /// value when first drawn, if no drawn value is that letter, and to nothing else.
    mutating func prefer(_ keys: [String: String]) {
        for (text, key) in keys where key.count == 1 && Self.letters.contains(Character(key)) {
            preferred[text] = key
            taken.insert(key)
        }
    }

    /// The letter set aside for `text`, if any and still free (no drawn value is that letter).
    mutating func preferredLetter(for text: String) -> String? {
        guard let key = preferred.removeValue(forKey: text), !reservedAsValues.contains(key) else { return nil }
        return key
    }

    /// One-character value texts reserved while letters were set aside for other values.
    private var reservedAsValues: Set<String> = []

    /// The next free key: its value text and how it is written. Letters first, then `k1`,
    /// `k2`… written `[k1]`, which only a legend line may use (a lane column holds one
    /// character).
    mutating func allocate() -> (key: String, form: String) {
        while true {
            let key = Self.candidate(next)
            next += 1
            if !taken.contains(key.key) { return key }
        }
    }

    /// The next free letter, or `nil` when none is left.
    mutating func allocateLetter() -> String? {
        var copy = self
        let key = copy.allocate()
        guard key.form.count == 1 else { return nil }
        self = copy
        return key.key
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
    /// The width of a legend line after its indent.
    let legendRoom: Int

    /// The cell of one column's events; `nil` when it needs a key and no letter is left.
    func cell(
        for events: ArraySlice<MarbleEvent>, keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> DiagramCell? {
        guard events.count == 1, let kind = events.first?.kind else {
            return groupKeyCell(events, keys: &keys, table: &table)
        }
        guard case .value(let text) = kind else {
            return DiagramCell(span: DiagramSpan(member(kind, inline: nil), style(kind)), legendEntries: [])
        }
        if Self.isOneColumn(text) { return DiagramCell(span: DiagramSpan(text, .value), legendEntries: []) }
        guard let entry = valueEntry(text, keys: &keys, table: &table, inLane: true) else { return nil }
        return DiagramCell(span: DiagramSpan(table.entryKeyForms[entry], .key), legendEntries: [entry])
    }

    /// Whether a value is drawn as itself: one plain character, one column wide.
    static func isOneColumn(_ text: String) -> Bool {
        guard let character = text.first, text.dropFirst().isEmpty else { return false }
        return MarbleNotation.isPlainValue(character) && DisplayWidth.of(character) == 1
    }

    /// One key for several events in one column; its legend line writes them out
    /// (`GroupLegend`). Same-instant groups of the same events share their key.
    private func groupKeyCell(
        _ events: ArraySlice<MarbleEvent>, keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> DiagramCell? {
        let isOneInstant = events.first?.time == events.last?.time
        let fingerprint = GroupFingerprint(events)
        let entry: Int
        if isOneInstant,
           let existing = keys.groupEntries[fingerprint]?.first(where: { table.entries[$0].isGroup(of: events) }) {
            entry = existing
        } else {
            guard let key = keys.allocateLetter() else { return nil }
            entry = table.addEntry(DiagramLegend.Entry(key: key, group: events), keyForm: key, text: "")
            if isOneInstant { keys.groupEntries[fingerprint, default: []].append(entry) }
            var legend = GroupLegend(builder: self, keyWidth: DisplayWidth.of(key))
            table.entryTexts[entry] = isOneInstant
                ? legend.text(of: events, keys: &keys, table: &table)
                : legend.timedText(of: events, keys: &keys, table: &table)
            table.entryMembers[entry] = legend.members
        }
        let span = DiagramSpan(table.entryKeyForms[entry], .key)
        return DiagramCell(span: span, legendEntries: [entry] + table.entryMembers[entry])
    }

    /// The entry of a keyed value, made on first use; its legend text fits the line. A
    /// value drawn in a lane needs a letter (`nil` when none is left); one written in a
    /// group's legend line may also have a `[k1]` key.
    func valueEntry(_ text: String, keys: inout KeyAllocator, table: inout DiagramCellTable, inLane: Bool) -> Int? {
        guard inLane else { return legendValueEntry(text, keys: &keys, table: &table) }
        if let existing = keys.valueEntries[text], table.entryKeyForms[existing].count == 1 { return existing }
        guard let letter = keys.preferredLetter(for: text) ?? keys.allocateLetter() else { return nil }
        return addValueEntry(text, key: (letter, letter), keys: &keys, table: &table)
    }

    /// The entry of a value written in a group's legend line (any key will do).
    func legendValueEntry(_ text: String, keys: inout KeyAllocator, table: inout DiagramCellTable) -> Int {
        if let existing = keys.valueEntries[text] { return existing }
        return addValueEntry(text, key: keys.allocate(), keys: &keys, table: &table)
    }

    private func addValueEntry(
        _ text: String, key: (key: String, form: String), keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> Int {
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
        case .cancelRequest: "/"
        case .value: inline ?? "?"
        case .finished: glyphs.finished
        case .failure: glyphs.failure
        }
    }

    private func style(_ kind: MarbleEventKind) -> DiagramStyle {
        switch kind {
        case .subscribe, .cancel, .cancelRequest: .marker
        case .value: .value
        case .finished: .finished
        case .failure: .failure
        }
    }
}
