/// A rendered diagram with the facts needed to read it back: the column duration and
/// start time to parse each lane with, where the cells start, and the legend.
public struct DiagramLayout: Hashable, Sendable {
    /// Milliseconds per column (printed on the ruler).
    public var columnDuration: Int
    /// The time of the first column: 0, or the earliest event time when that is negative.
    public var startTime: Int
    /// The width in terminal columns of each drawn column, left to right (compressed
    /// silences excluded): the widest cell drawn in that column in any lane, 1 for silence.
    /// Every lane pads its cells to these widths, so lanes stay aligned in time.
    public var columnWidths: [Int]
    /// Terminal columns before the first cell on every lane line.
    public var labelWidth: Int
    /// The lines, without colour: the ruler, one line per lane, legend lines, notes.
    public var lines: [String]
    /// The cell part of each lane line (what follows the label column).
    public var laneCells: [String]
    /// Keys and failure messages explained under the diagram; `expand` applies them.
    public var legend: DiagramLegend
    /// Whether the tail of the grid was cut to fit the width.
    public var isElided: Bool
    /// Events after the last drawn column (counted in the note under the diagram).
    public var hiddenEventCount: Int
    /// The time of the last drawn column.
    public var lastColumnTime: Int

    /// The whole diagram, one `\n` after every line.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}
