/// A rendered diagram with the facts needed to read it back: the column duration and
/// start time, what each stretch of the lanes stands for, and the legend.
///
/// Every column is one character and lasts `columnDuration`: while no silence is
/// compressed, an event at time `t` stands at terminal column
/// `labelWidth + (t - startTime) / columnDuration` (rounded down) of its lane line, and
/// each ruler label over the time it names. `segments` gives the same for every stretch
/// after a compressed silence.
public struct DiagramLayout: Hashable, Sendable {
    /// A stretch of the cell part of every lane line.
    public enum Segment: Hashable, Sendable {
        /// `count` columns, one character each, the first starting at `firstTime`.
        case columns(firstTime: Int, count: Int)
        /// A compressed silence, written ` label ` (`label.count + 2` characters), standing
        /// for `duration` ms.
        case gap(label: String, duration: Int)

        /// Characters it takes on a lane line.
        public var width: Int {
            switch self {
            case .columns(_, let count): count
            case .gap(let label, _): label.count + 2
            }
        }
    }

    /// Milliseconds per column (printed on the ruler).
    public var columnDuration: Int
    /// The time of the first column: 0 or earlier, a multiple of `columnDuration` unless
    /// that is finer than the gcd of the event times.
    public var startTime: Int
    /// What is drawn, left to right, after the label column.
    public var segments: [Segment]
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

    /// The start time of the column drawn at character `offset` of the cell part, or `nil`
    /// when a compressed silence or nothing is drawn there.
    public func time(atOffset offset: Int) -> Int? {
        var position = 0
        for segment in segments {
            if offset < position + segment.width {
                guard case .columns(let firstTime, _) = segment else { return nil }
                return firstTime + (offset - position) * columnDuration
            }
            position += segment.width
        }
        return nil
    }

    /// The events of lane `index` read back from `cells` (its cell part, by default as
    /// drawn; the elision marker, if any, removed): the marble notation from where the lane
    /// starts, parsed with `MarbleParser` in `.lane` mode with frames of `columnDuration`
    /// from the time of that column, then `legend.expand`. Times are the start times of
    /// the events' columns.
    public func readLane(_ index: Int, cells: String? = nil) throws(MarbleSyntaxError) -> [MarbleEvent] {
        let cells = Array(cells ?? laneCells[index])
        guard let start = cells.firstIndex(where: { $0 != " " }), let origin = time(atOffset: start) else {
            return []
        }
        let timeline = try MarbleParser.parse(
            String(cells[start...]), frame: columnDuration, mode: .lane, origin: origin)
        return legend.expand(timeline.events, lane: index)
    }
}
