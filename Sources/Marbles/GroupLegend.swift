import TerminalText

/// The legend line of a group drawn as one key: ` = (^123456789[10][11][12]|)` after the
/// key, or, when that is wider than the line, the group cut in the middle with its size:
/// ` (10000002 events) = (^123456789[10]...[9999999][10000000]|)`.
///
/// Members are written as in a lane, except that a value that cannot be bracketed, or is
/// longer than the line, is written as the key of its own entry (explained on its own
/// line). Only the members shown are read and get such keys, so a group of ten million
/// events costs what its line shows.
struct GroupLegend {
    let builder: CellBuilder
    /// The width of the group's key.
    let keyWidth: Int
    /// The value entries the line refers to, in order of first use.
    private(set) var members: [Int] = []

    /// A member as the line writes it: inline, or as the key of a value.
    enum Form {
        case inline(String)
        case keyed(String)
    }

    init(builder: CellBuilder, keyWidth: Int) {
        self.builder = builder
        self.keyWidth = keyWidth
    }

    /// What follows the key on the line, handing out keys to the members shown.
    mutating func text(
        of events: ArraySlice<MarbleEvent>, keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> String {
        let room = builder.legendRoom
        // The whole group, when it fits: measured first, handing out keys only on trial.
        var trial = Trial(keys: keys)
        var width = keyWidth + 3 + 2
        var fits = true
        for event in events {  // stops within `room` members however large the group
            width += trial.width(of: form(of: event.kind), table: table)
            if width > room {
                fits = false
                break
            }
        }
        if fits {
            var whole = ""
            for event in events { whole += write(form(of: event.kind), keys: &keys, table: &table) }
            return " = (" + whole + ")"
        }

        let ellipsis = builder.glyphs.ellipsis
        let (prefix, budget) = LegendText.cutPrefix(
            size: "\(events.count) events", labelWidth: keyWidth, room: room, fixed: 2 + DisplayWidth.of(ellipsis))
        // The head: whole members within half the room, widths exact as keys go in order.
        trial = Trial(keys: keys)
        var headCount = 0
        var used = 0
        for event in events {
            let memberWidth = trial.width(of: form(of: event.kind), table: table)
            if used + memberWidth > (budget + 1) / 2 { break }
            used += memberWidth
            headCount += 1
        }
        var head = ""
        for event in events.prefix(headCount) { head += write(form(of: event.kind), keys: &keys, table: &table) }
        if headCount == 0, let first = events.first, case .inline(let text) = form(of: first.kind) {
            head = LegendText.head(of: text, within: (budget + 1) / 2).text
        }

        // The tail: whole members within the rest, read from the end; a new key is counted
        // as wide as the widest the line could hand out, as keys go out left to right.
        let tailBudget = budget - DisplayWidth.of(head)
        let newKeyWidth = keys.peekWidths(max(1, tailBudget)).last ?? 1
        let firstTail = events.startIndex + max(headCount, 1)
        var index = events.endIndex
        used = 0
        while index > firstTail {
            let memberWidth: Int
            switch form(of: events[index - 1].kind) {
            case .inline(let text): memberWidth = DisplayWidth.of(text)
            case .keyed(let text):
                memberWidth = keys.valueEntries[text].map { DisplayWidth.of(table.entryKeyForms[$0]) } ?? newKeyWidth
            }
            if used + memberWidth > tailBudget { break }
            used += memberWidth
            index -= 1
        }
        var tail = ""
        for event in events[index...] { tail += write(form(of: event.kind), keys: &keys, table: &table) }
        if index == events.endIndex, let last = events.last, case .inline(let text) = form(of: last.kind) {
            tail = LegendText.tail(of: text, within: tailBudget).text
        }
        return prefix + "(" + head + ellipsis + tail + ")"
    }

    /// What follows the key of events at several times in one column (a grid coarser
    /// than their times): each instant and its time, ` = 1 @100ms, (2|) @137ms`, or,
    /// when that is wider than the line, its start and end around the ellipsis, with the
    /// number of events.
    mutating func timedText(
        of events: ArraySlice<MarbleEvent>, keys: inout KeyAllocator, table: inout DiagramCellTable
    ) -> String {
        let room = builder.legendRoom - keyWidth
        var instants: [String] = []
        var start = events.startIndex
        var width = 0
        var isWhole = true
        while start < events.endIndex {
            if width > 2 * room {
                isWhole = false
                break
            }
            let end = events.endOfInstant(from: start)
            let members = events[start..<min(end, events.endIndex)]
            var written = ""
            for event in members.prefix(room) { written += write(form(of: event.kind), keys: &keys, table: &table) }
            if members.count > room { written += builder.glyphs.ellipsis }
            let instant = (members.count > 1 ? "(" + written + ")" : written) + " @" + formatVirtualTime(members[members.startIndex].time)
            instants.append(instant)
            width += DisplayWidth.of(instant) + 2
            start = min(end, events.endIndex)
        }
        let whole = instants.joined(separator: ", ")
        if isWhole, DisplayWidth.of(whole) + 3 <= room { return " = " + whole }
        let ellipsis = builder.glyphs.ellipsis
        let (prefix, budget) = LegendText.cutPrefix(
            size: "\(events.count) events", labelWidth: keyWidth, room: builder.legendRoom, fixed: DisplayWidth.of(ellipsis))
        let head = LegendText.head(of: whole, within: (budget + 1) / 2).text
        let tail = isWhole ? LegendText.tail(of: whole, within: budget / 2).text : ""
        return prefix + head + ellipsis + tail
    }

    private func form(of kind: MarbleEventKind) -> Form {
        guard case .value(let text) = kind else { return .inline(builder.member(kind, inline: nil)) }
        guard let inline = MarbleNotation.inlineForm(ofValue: text, maxCharacters: builder.legendRoom) else {
            return .keyed(text)
        }
        return .inline(inline)
    }

    private mutating func write(_ form: Form, keys: inout KeyAllocator, table: inout DiagramCellTable) -> String {
        switch form {
        case .inline(let text):
            return text
        case .keyed(let text):
            let entry = builder.legendValueEntry(text, keys: &keys, table: &table)
            if !members.contains(entry) { members.append(entry) }
            return table.entryKeyForms[entry]
        }
    }

    /// Member widths as they would be written, handing out keys in order on a copy.
    private struct Trial {
        var keys: KeyAllocator
        var newForms: [String: String] = [:]

        mutating func width(of form: Form, table: DiagramCellTable) -> Int {
            switch form {
            case .inline(let text):
                return DisplayWidth.of(text)
            case .keyed(let text):
                if let entry = keys.valueEntries[text] { return DisplayWidth.of(table.entryKeyForms[entry]) }
                if let made = newForms[text] { return DisplayWidth.of(made) }
                let made = keys.allocate().form
                newForms[text] = made
                return DisplayWidth.of(made)
            }
        }
    }
}
