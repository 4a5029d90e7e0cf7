/// Cuts a byte stream into lines: the pure part of ``PlainLineEditor``.
///
/// A line ends at `\n`; a `\r` right before it is dropped (CRLF input); the final
/// line may lack a terminator. Bytes that are not valid UTF-8 become U+FFFD.
struct LineSplitter {
    private var pending: [UInt8] = []
    private var scanned = 0

    /// Adds bytes read from the input.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
    }

    /// The next complete line, if the bytes so far contain one.
    mutating func nextLine() -> String? {
        guard let newline = pending[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
            scanned = pending.count
            return nil
        }
        let line = Self.decode(pending[..<newline])
        pending.removeSubrange(...newline)
        scanned = 0
        return line
    }

    /// At end of input: the unterminated last line, if any bytes are left.
    mutating func finish() -> String? {
        guard !pending.isEmpty else { return nil }
        let line = Self.decode(pending[...])
        pending.removeAll()
        scanned = 0
        return line
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        let content = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        return String(decoding: content, as: UTF8.self)
    }
}
