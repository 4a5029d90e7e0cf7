import TerminalText

/// The lines under an SVG diagram: a line per key the picture shows (`A = swift`,
/// `B = (1|)`), the failure messages (`# = boom`, or `# in sink = boom` when they differ),
/// and a note when events after the last column were left out.
///
/// The texts follow the text diagram's legend (`LegendText`), within `room` characters;
/// a value that fits its marble is shown there and needs no line.
struct SVGLegend {
    /// One line: what it explains, and the text after that symbol.
    enum Line: Equatable {
        /// A key drawn in a marble, then ` = text`.
        case key(String, text: String)
        /// A failure cross, then `text` (` = boom`, ` in sink = boom`).
        case failure(text: String)
        /// A failure message continued (wrapped prose).
        case continued(String)
        /// A note in prose.
        case note(String)
    }

    private(set) var lines: [Line] = []
    private var listedKeys: Set<String> = []
    let room: Int

    init(room: Int) {
        self.room = room
    }

    /// Explains `key` (once, in order of first appearance).
    mutating func add(key: String, meaning: DiagramLegend.Meaning) {
        guard listedKeys.insert(key).inserted else { return }
        switch meaning {
        case .value(let text):
            lines.append(.key(key, text: LegendText.rest(for: text, labelWidth: DisplayWidth.of(key), room: room, ellipsis: "…")))
        case .group(let kinds):
            lines.append(.key(key, text: groupText(kinds, keyWidth: DisplayWidth.of(key))))
        case .series(let first, let step):
            lines.append(.key(key, text: SeriesText.member(first: first, step: step, ellipsis: "…")))
        }
    }

    /// The failure lines: one `= message` when every failure drawn says the same, else one
    /// per failure, naming its lane (and its time when the lane name repeats).
    mutating func addFailures(_ notes: [DiagramLegend.FailureNote], failureCount: Int, names: [String]) {
        guard let first = notes.first else { return }
        let rest = room - 2
        if Set(notes.map(\.message)).count == 1, notes.count == failureCount {
            addFailure(label: "", message: first.message, room: rest)
            return
        }
        var perName: [String: Int] = [:]
        for note in notes { perName[names[note.lane], default: 0] += 1 }
        for note in notes {
            let name = names[note.lane]
            let label = " in \(name)" + (perName[name, default: 0] > 1 ? " at \(formatVirtualTime(note.time))" : "")
            addFailure(label: label, message: note.message, room: rest)
        }
    }

    /// ` in sink = message`, wrapped onto up to three lines as the text legend does, else cut
    /// in the middle with its size.
    private mutating func addFailure(label: String, message: String, room: Int) {
        let labelWidth = 1 + DisplayWidth.of(label)
        if let wrapped = LegendText.wrap(message, firstRoom: room - labelWidth - 3, nextRoom: room - 3, maxLines: 3),
           let first = wrapped.first {
            lines.append(.failure(text: label + " = " + first))
            lines += wrapped.dropFirst().map { .continued($0) }
        } else {
            lines.append(.failure(text: label + LegendText.rest(for: message, labelWidth: labelWidth, room: room, ellipsis: "…")))
        }
    }

    mutating func addNote(_ note: String) {
        lines.append(.note(note))
    }

    /// ` = (1[10]|)`: the group in marble notation, cut in the middle with its size when
    /// it is longer than the line. Only the members shown are written, however large the group.
    private func groupText(_ kinds: [MarbleEventKind], keyWidth: Int) -> String {
        var whole = ""
        var wholeWidth = keyWidth + 5
        for kind in kinds {
            let member = Self.member(kind)
            wholeWidth += DisplayWidth.of(member)
            if wholeWidth > room { break }
            whole += member
        }
        if wholeWidth <= room { return " = (" + whole + ")" }
        let (prefix, budget) = LegendText.cutPrefix(size: "\(kinds.count) events", labelWidth: keyWidth, room: room, fixed: 3)
        var head = ""
        var used = 0
        var index = 0
        while index < kinds.count {
            let member = Self.member(kinds[index])
            guard used + DisplayWidth.of(member) <= (budget + 1) / 2 else { break }
            head += member
            used += DisplayWidth.of(member)
            index += 1
        }
        var tail = ""
        var tailIndex = kinds.count
        while tailIndex > index {
            let member = Self.member(kinds[tailIndex - 1])
            guard used + DisplayWidth.of(member) <= budget else { break }
            tail = member + tail
            used += DisplayWidth.of(member)
            tailIndex -= 1
        }
        return prefix + "(" + head + "…" + tail + ")"
    }

    /// A group member as a lane writes it: `1`, `[10]`, `|`, `#`, `^`, `!`.
    private static func member(_ kind: MarbleEventKind) -> String {
        switch kind {
        case .subscribe: "^"
        case .cancel: "!"
        case .cancelRequest: "/"
        case .finished: "|"
        case .failure: "#"
        case .value(let text):
            MarbleNotation.inlineForm(ofValue: text) ?? "[" + TerminalText.escaped(text) + "]"
        }
    }
}
