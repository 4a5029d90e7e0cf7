/// What `:save` keeps of a session so that `streamlab test` passes on the file as saved:
/// transcripts are checked without colour (NO_COLOR, no terminal), so colour codes are
/// never written, and a `:set color …` that changed the setting — refused where colour is
/// impossible, as in a test — is left out with them (`TranscriptCommands.replayable`).
enum SavedOutput {
    /// `text` without ANSI escape sequences (CSI `ESC [ … letter`, and any other `ESC x`).
    static func withoutColour(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                out.append(scalar)
                continue
            }
            guard let kind = scalars.next() else { break }
            guard kind == "[" else { continue }
            // Parameters and intermediates up to the final byte (@ … ~).
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        }
        return String(out)
    }
}
