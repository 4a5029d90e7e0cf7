import StreamDSL
import StreamLanguage

/// The lines of a script, one at a time: a 50 MB script is never split into millions of
/// substrings at once. Lines end as `split(whereSeparator: \.isLineBreak)` ends them
/// ("\r\n" is one Character, so a CRLF file is not one line), empty lines included.
struct ScriptLines: Sequence, IteratorProtocol {
    private var rest: Substring?

    init(_ text: String) { rest = text[...] }

    mutating func next() -> Substring? {
        guard let remaining = rest else { return nil }
        guard let end = remaining.firstIndex(where: \.isLineBreak) else {
            rest = nil
            return remaining
        }
        rest = remaining[remaining.index(after: end)...]
        return remaining[..<end]
    }
}

/// Statement lines gathered between `:commands`, handed to the session in bounded chunks so
/// a long script is parsed and run piece by piece (its parse trees never all exist at once).
/// A chunk is cut only where no statement is left open, so multi-line statements stay whole.
struct ScriptChunk {
    /// Lines after which a chunk is cut when it is complete.
    static let targetLines = 512

    private(set) var lines: [Substring] = []
    /// The file line number of `lines[0]`.
    private(set) var firstLine = 1
    /// Lines the chunk must reach before completeness is checked again: doubles after each
    /// check that finds it open, so a long multi-line statement is not re-lexed on every line.
    private var nextCheck = targetLines

    var isEmpty: Bool { lines.isEmpty }
    var text: String { lines.joined(separator: "\n") }

    mutating func append(_ line: Substring, number: Int) {
        if lines.isEmpty { firstLine = number }
        lines.append(line)
    }

    /// Whether the chunk is long enough to run now, and ends with its statements complete.
    mutating func isReady() -> Bool {
        guard lines.count >= nextCheck else { return false }
        if Parser.isIncomplete(text) {
            nextCheck = lines.count * 2
            return false
        }
        return true
    }

    mutating func removeAll() {
        lines.removeAll(keepingCapacity: true)
        nextCheck = Self.targetLines
    }
}
