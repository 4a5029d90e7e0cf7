/// Replaces the marbles argument of one `toBe(…)` call in Swift source, found by the
/// position of the call's `(` (what `#line` and `#column` give a default argument).
///
/// No parser: from that `(`, skip whitespace, then take a plain string literal (`"…"`,
/// escapes honoured) or an array literal of them (`["…", "…"]`), and put the new text in
/// its place. Anything else (a variable, a raw or multi-line string) is refused with a reason.
/// Works on UTF-8 bytes, as `#column` counts them.
enum LiteralRewriter {
    static func rewrite(_ source: [UInt8], line: Int, column: Int, with replacement: String)
        -> Result<[UInt8], RewriteError> {
        guard let lineStart = start(ofLine: line, in: source) else { return .failure(.noSuchLine(line)) }
        let paren = lineStart + column - 1
        guard paren < source.count, source[paren] == UInt8(ascii: "(") else {
            return .failure(.noCallAt(line: line, column: column))
        }
        let first = skipWhitespace(source, from: paren + 1)
        guard first < source.count else { return .failure(.notALiteral) }
        let end: Int?
        switch source[first] {
        case UInt8(ascii: "\""): end = endOfString(source, from: first)
        case UInt8(ascii: "["): end = endOfArray(source, from: first)
        default: end = nil
        }
        guard let end else { return .failure(.notALiteral) }
        return .success(Array(source[..<first]) + Array(replacement.utf8) + Array(source[end...]))
    }

    enum RewriteError: Error, Equatable, CustomStringConvertible {
        case noSuchLine(Int)
        case noCallAt(line: Int, column: Int)
        case notALiteral

        var description: String {
            switch self {
            case .noSuchLine(let line): "the file has no line \(line)"
            case .noCallAt(let line, let column): "no call at line \(line), column \(column): has the file changed?"
            case .notALiteral: "the marbles are not a plain string literal or an array of them"
            }
        }
    }

    private static func start(ofLine line: Int, in source: [UInt8]) -> Int? {
        guard line >= 1 else { return nil }
        var remaining = line - 1
        var index = 0
        while remaining > 0 {
            guard let newline = source[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            remaining -= 1
        }
        return index
    }

    private static func skipWhitespace(_ source: [UInt8], from start: Int) -> Int {
        var index = start
        while index < source.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
                                     UInt8(ascii: "\r")].contains(source[index]) {
            index += 1
        }
        return index
    }

    /// The index just after the `"` closing the one-line literal opening at `start`;
    /// `nil` for `"""`, an interpolation or an unterminated literal.
    private static func endOfString(_ source: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        if index < source.count, source[index] == UInt8(ascii: "\""),
           index + 1 < source.count, source[index + 1] == UInt8(ascii: "\"") { return nil }
        while index < source.count {
            switch source[index] {
            case UInt8(ascii: "\\"):
                guard index + 1 < source.count, source[index + 1] != UInt8(ascii: "(") else { return nil }
                index += 2
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\n"): return nil
            default: index += 1
            }
        }
        return nil
    }

    /// The index just after the `]` of an array literal holding only string literals.
    private static func endOfArray(_ source: [UInt8], from start: Int) -> Int? {
        var index = skipWhitespace(source, from: start + 1)
        while index < source.count {
            switch source[index] {
            case UInt8(ascii: "]"): return index + 1
            case UInt8(ascii: "\""):
                guard let end = endOfString(source, from: index) else { return nil }
                index = skipWhitespace(source, from: end)
                if index < source.count, source[index] == UInt8(ascii: ",") {
                    index = skipWhitespace(source, from: index + 1)
                }
            default: return nil
            }
        }
        return nil
    }
}
