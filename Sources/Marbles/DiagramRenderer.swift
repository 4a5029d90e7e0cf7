/// Draws timelines as a multi-lane marble diagram on one time grid.
///
/// ```
/// let source = MarbleLane(name: "source", events: [.subscribe(at: 0), .value("1", at: 0),
///     .value("2", at: 100), .value("3", at: 200), .value("4", at: 600), .value("5", at: 700),
///     .finished(at: 1500)])
/// let debounced = MarbleLane(name: "debounce", events: [.subscribe(at: 0), .value("3", at: 500),
///     .value("5", at: 1000), .finished(at: 1500)])
/// DiagramRenderer(width: 80).render([source, debounced])
/// // t(ms)    0       500  1000 1500   (1 col = 100ms)
/// // source   (^1)23---45-------|
/// // debounce ^   ----3----5----|
/// ```
///
/// Layout (deterministic; lines have no trailing whitespace; the text ends with "\n"):
///
/// - Line 1 is the ruler (see `DiagramRuler`): `t(ms)`, time labels in ms over their
///   columns, `~` (`≈`) over compressed silences, then `(1 col = 100ms)`.
/// - Then one line per lane: its name, padded to a label column shared by all lanes (names
///   wider than a third of the width, or 6 columns, are shortened with `...`), then one
///   cell per column.
/// - A cell holds what happened at that instant: a value (`1`, or `[10]` when longer than
///   one character), `|` finished, `#` failure, `^` subscribed, `!` cancelled, several
///   events as a group `(^1)`; `-` is silence. Each column is as wide as the widest cell
///   drawn in it in any lane, so lanes stay aligned in time while other columns stay one
///   character wide: `(^1)2-3` over `^   --3`. Shorter content is left-aligned and padded
///   with spaces, which the parser ignores, so `^   --3` still reads as four frames.
///   (A one-character value that would end a run of characters reading as a time
///   progression, as `1a` before spaces does, is bracketed: `1[a]`.)
/// - A lane draws silence from the first column (before its subscription too, so times
///   read back right) to the end of the grid, and nothing after its `|`, `#` or `!`.
/// - Values wider than `maxCellWidth`, values that cannot be written in brackets (the
///   empty value among them: `A = ""`), and groups still wider than that get a key (`A`,
///   `B`, … never a letter used as a value in the diagram) explained under the diagram,
///   for what is drawn only (`A = "a long string"`, `B = (12345|)`). Failure messages are
///   explained there too: `# = boom`, or `# in sink = boom` per lane when they differ.
/// - Every line stays within the width. A legend entry too long for its line is cut in
///   the middle, with its size: `A (1200 characters) = abc...xyz`,
///   `B (10000002 events) = (^123456789[10]...[10000000]|)`. A failure message wraps onto
///   up to three lines before it is cut; notes wrap. Past `maxLegendLines` lines the keys
///   are packed several to a line (`A = 10000000   B = 10000001`); when that is still too
///   long the diagram is cut earlier, so every key drawn keeps its entry, and a note says
///   how many keys were left out. At the narrowest widths the ruler writes
///   `(100ms/col)` rather than lose its first label.
/// - The column duration and grid follow `DiagramGrid`: exact, then compressed silences
///   (` 2s ` in every lane still running, read back by the parser as skipped time), then
///   an elided tail: `...` (`…`) on every lane with events past the cut, and a note
///   `(12 events after 5s not shown; use a larger width)`.
///
/// Cost: one pass over the events of each lane, then work for what is drawn; a lane of
/// ten million events, at one instant or spread over time, draws in a fraction of a
/// second even in a debug build.
///
/// Read back: each lane's cells (`DiagramLayout.laneCells`), parsed with
/// `MarbleParser.parse(_:frame:mode:origin:)` with `frame: columnDuration`, `mode: .lane`,
/// `origin: startTime`, then `legend.expand(_:lane:)`, give the lane's events again.
public struct DiagramRenderer: Sendable {
    /// Total line width in terminal columns (the label column included). Lines stay within
    /// it unless it is too small for even one column.
    public var width: Int
    /// ASCII (the default) or Unicode glyphs.
    public var glyphs: Glyphs
    /// ANSI colour; the caller decides (`NO_COLOR`, not a terminal).
    public var color: Bool
    /// The longest column preferred (a session's frame): columns are at most this long,
    /// so events at 0 and 3000 draw 31 columns, not 2, unless only a coarser grid fits the
    /// width. `nil` uses the gcd of the event times as it is. Also the column duration
    /// when no time separates the events.
    public var maxColumnDuration: Int? = 100
    /// A column duration imposed by the caller, in ms, instead of the one chosen: columns
    /// then start at multiples of it, and a column may hold events at several times (drawn
    /// as one key whose legend line names each time). `nil` (the default) chooses.
    public var columnDuration: Int?
    /// The most legend lines (keys and failure messages) under the diagram. Beyond one key
    /// per line, keys are packed several to a line; when even that does not fit, the
    /// diagram is cut where its keys stop fitting, with a note, so every key drawn is
    /// explained.
    public var maxLegendLines: Int = 20
    /// The advice in the note under an elided diagram ("use a larger width"; a CLI may say
    /// "widen with --width").
    public var elisionHint: String = "use a larger width"

    /// A renderer for lines of `width` terminal columns.
    public init(width: Int, glyphs: Glyphs = .ascii, color: Bool = false) {
        self.width = width
        self.glyphs = glyphs
        self.color = color
    }

    /// The diagram of `lanes`, ending with "\n".
    public func render(_ lanes: [MarbleLane]) -> String {
        let lines = DiagramBuilder(renderer: self).build(lanes).lines
        return lines.map { $0.rendered(color: color) + "\n" }.joined()
    }

    /// The diagram of `lanes` without colour, with what is needed to read it back.
    public func layout(_ lanes: [MarbleLane]) -> DiagramLayout {
        DiagramBuilder(renderer: self).build(lanes).layout
    }

    /// Expected and actual events as two lanes, `expected` and `actual`, on one ruler,
    /// followed by a line naming the first divergence (when they differ).
    public func renderComparison(expected: [MarbleEvent], actual: [MarbleEvent]) -> String {
        let diagram = render([MarbleLane(name: "expected", events: expected),
                              MarbleLane(name: "actual", events: actual)])
        guard let divergence = firstDivergence(expected: expected, actual: actual) else { return diagram }
        return diagram + "first difference: \(divergence)\n"
    }
}
