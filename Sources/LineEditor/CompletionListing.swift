/// Lays out completion candidates in columns under the input line, the way `ls`
/// does: down the first column, then the next.
///
///     CompletionListing.lines(for: ["debounce", "delay", "dropFirst"], width: 30)
///     // ["debounce   dropFirst",
///     //  "delay"]
///
/// Widths count `Character`s; East Asian wide characters and emoji take two terminal
/// cells and would make columns ragged, which only costs alignment.
public enum CompletionListing {
    /// Spaces between columns.
    public static let gap = 2

    /// The rows to print for `candidates` in a terminal `width` columns wide, with
    /// trailing spaces trimmed. A candidate wider than `width` gets a row of its own.
    public static func lines(for candidates: [String], width: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let widest = candidates.map(\.count).max() ?? 0
        let columnWidth = widest + gap
        let columnCount = max(1, (width + gap) / columnWidth)
        let rowCount = (candidates.count + columnCount - 1) / columnCount
        return (0..<rowCount).map { row in
            var line = ""
            var index = row
            while index < candidates.count {
                let candidate = candidates[index]
                line += candidate
                line += String(repeating: " ", count: columnWidth - candidate.count)
                index += rowCount
            }
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The text written under the input line: a newline, then the rows.
    public static func text(for candidates: [String], width: Int) -> String {
        "\n" + lines(for: candidates, width: width).map { $0 + "\n" }.joined()
    }
}
