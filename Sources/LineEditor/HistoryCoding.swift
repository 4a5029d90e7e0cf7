/// The text format of the history file: libedit's `_HiStOrY_V2_` format.
///
/// The first line is the header `_HiStOrY_V2_`; every further line is one entry in
/// which a backslash, control characters (newline and tab included) and DEL are
/// written as three-digit octal escapes (`\012`), so a multi-line entry stays one
/// line of the file. UTF-8 text is written as is, so the file stays readable, and
/// libedit's own `H_LOAD` reads it back unchanged.
///
/// Reading also understands the other escapes libedit's `strvis` writes (`\M-x`,
/// `\^x`, `\n`, `\s`, ...), so files saved by libedit itself load too. Unknown
/// escapes are kept literally and invalid UTF-8 becomes U+FFFD: one damaged entry
/// never costs the others.
enum HistoryCoding {
    static let header = "_HiStOrY_V2_"

    /// The file's bytes for `entries`, oldest first (the header alone for none).
    static func encode(_ entries: [String]) -> [UInt8] {
        var bytes = Array(header.utf8)
        bytes.append(UInt8(ascii: "\n"))
        for entry in entries {
            bytes += encode(line: entry)
        }
        return bytes
    }

    /// One entry as one line of the file, newline included.
    static func encode(line entry: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for byte in entry.utf8 {
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F {
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(contentsOf: [byte >> 6, (byte >> 3) & 7, byte & 7].map { $0 + 0x30 })
            } else {
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// The entries in `bytes`, oldest first; `nil` when the header is missing.
    /// Empty lines are skipped, and a `\r` before a line's `\n` is ignored.
    static func decode(_ bytes: [UInt8]) -> [String]? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, stripCR(first).elementsEqual(header.utf8) else { return nil }
        lines.removeFirst()
        return lines.compactMap { line in
            let entry = unescape(stripCR(line))
            return entry.isEmpty ? nil : String(decoding: entry, as: UTF8.self)
        }
    }

    private static func stripCR(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    /// Undoes `strvis` escapes; see the type's documentation.
    static func unescape(_ line: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(line.count)
        var rest = line[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "\\"), !rest.isEmpty else {
                output.append(byte)
                continue
            }
            if let (decoded, consumed) = escape(in: rest) {
                output.append(contentsOf: decoded)
                rest = rest.dropFirst(consumed)
            } else {
                output.append(byte)  // unknown escape: keep the backslash literally
            }
        }
        return output
    }

    /// Decodes the escape whose text (after the backslash) starts `text`: the bytes
    /// it stands for and how many bytes of `text` it used, or nil when unknown.
    private static func escape(in text: ArraySlice<UInt8>) -> ([UInt8], Int)? {
        let bytes = Array(text.prefix(4))
        let first = bytes[0]
        if isOctal(first) {
            let digits = bytes.prefix { isOctal($0) }.prefix(3)
            let value = digits.reduce(0) { $0 * 8 + Int($1 - 0x30) }
            return ([UInt8(truncatingIfNeeded: value)], digits.count)
        }
        if let simple = simpleEscapes[first] {
            return (simple, 1)
        }
        // \M-c is c with the meta bit; \M^c a meta control character; \^c a control one.
        if first == UInt8(ascii: "M"), bytes.count >= 3 {
            if bytes[1] == UInt8(ascii: "-") { return ([bytes[2] | 0x80], 3) }
            if bytes[1] == UInt8(ascii: "^") { return ([control(bytes[2]) | 0x80], 3) }
        }
        if first == UInt8(ascii: "^"), bytes.count >= 2 {
            return ([control(bytes[1])], 2)
        }
        return nil
    }

    private static let simpleEscapes: [UInt8: [UInt8]] = [
        UInt8(ascii: "\\"): [UInt8(ascii: "\\")],
        UInt8(ascii: "n"): [0x0A], UInt8(ascii: "r"): [0x0D], UInt8(ascii: "t"): [0x09],
        UInt8(ascii: "b"): [0x08], UInt8(ascii: "a"): [0x07], UInt8(ascii: "v"): [0x0B],
        UInt8(ascii: "f"): [0x0C], UInt8(ascii: "s"): [0x20], UInt8(ascii: "E"): [0x1B],
        // \$ marks a hidden character and stands for nothing.
        UInt8(ascii: "$"): [],
    ]

    private static func isOctal(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")
    }

    private static func control(_ byte: UInt8) -> UInt8 {
        byte == UInt8(ascii: "?") ? 0x7F : byte & 0x1F
    }
}
