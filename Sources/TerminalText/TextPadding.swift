/// Padding and trimming for text laid out in columns (help tables, lesson lists, diagnostic
/// excerpts, transcript output): one copy, measured in terminal columns like the diagrams.
extension String {
    /// The text followed by spaces up to `width` terminal columns; unchanged when already as wide.
    public func padded(toWidth width: Int) -> String {
        let missing = width - DisplayWidth.of(self)
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }

    /// Without trailing whitespace (spaces, tabs, "\r"): how output lines are compared and drawn.
    public func trimmingTrailingWhitespace() -> String {
        guard let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...end])
    }
}
