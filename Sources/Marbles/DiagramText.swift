import TerminalText

/// What a piece of diagram text shows, so colour can be added without changing layout.
enum DiagramStyle: Hashable, Sendable {
    case plain, ruler, silence, value, finished, failure, marker, gap, elision
    /// A legend key standing in a lane for something else: underlined, so that in colour a
    /// key letter is never taken for a one-letter value.
    case key

    /// The ANSI SGR code, or `nil` for no colour.
    var ansiCode: String? {
        switch self {
        case .plain: nil
        case .ruler, .silence, .gap, .elision: "2"  // dim
        case .value: "36"  // cyan
        case .key: "4;36"  // underlined cyan
        case .finished: "32"  // green
        case .failure: "31"  // red
        case .marker: "33"  // yellow
        }
    }
}

/// A run of text in one style, with its width in terminal columns.
struct DiagramSpan: Hashable, Sendable {
    var text: String
    var style: DiagramStyle
    var width: Int

    init(_ text: String, _ style: DiagramStyle = .plain) {
        self.text = text
        self.style = style
        self.width = DisplayWidth.of(text)
    }

    static func spaces(_ count: Int) -> DiagramSpan {
        DiagramSpan(String(repeating: " ", count: max(0, count)))
    }
}

/// One output line built from spans; joined once at the end, never edited by index.
struct DiagramLine: Sendable {
    private(set) var spans: [DiagramSpan] = []
    private(set) var width = 0

    init(_ spans: [DiagramSpan] = []) {
        for span in spans { append(span) }
    }

    mutating func append(_ span: DiagramSpan) {
        guard !span.text.isEmpty else { return }
        spans.append(span)
        width += span.width
    }

    mutating func append(contentsOf other: [DiagramSpan]) {
        for span in other { append(span) }
    }

    /// Pads with spaces up to `column` (a no-op when already there).
    mutating func pad(to column: Int) {
        if column > width { append(.spaces(column - width)) }
    }

    /// The line without trailing whitespace, plain or with ANSI colour.
    func rendered(color: Bool) -> String {
        var pieces = spans
        while let last = pieces.last {
            let trimmed = String(last.text.reversed().drop(while: { $0 == " " }).reversed())
            if trimmed.isEmpty {
                pieces.removeLast()
                continue
            }
            pieces[pieces.count - 1].text = trimmed
            break
        }
        guard color else { return pieces.map(\.text).joined() }
        return pieces.map { span in
            guard let code = span.style.ansiCode, span.text.contains(where: { $0 != " " }) else { return span.text }
            return "\u{1B}[\(code)m\(span.text)\u{1B}[0m"
        }.joined()
    }
}

extension DiagramRenderer {
    /// The characters a diagram is drawn with.
    public enum Glyphs: Hashable, Sendable {
        /// `-`, `|`, `#`, `...`: what the parser reads (the default).
        case ascii
        /// `─`, `┤`, `✕`, `…`: for terminals that show them; the parser reads them too.
        case unicode

        var silence: String { self == .ascii ? "-" : "─" }
        var finished: String { self == .ascii ? "|" : "┤" }
        var failure: String { self == .ascii ? "#" : "✕" }
        /// Marks the elided tail of a lane and a shortened lane name.
        var ellipsis: String { self == .ascii ? "..." : "…" }
        /// Marks a compressed silence on the ruler.
        var rulerGap: String { self == .ascii ? "~" : "≈" }
    }
}
