/// Draws timelines as a multi-lane marble diagram on one time grid whose columns tell the
/// truth: every column is one character and one duration, in every lane and on the ruler.
///
/// ```
/// let source = MarbleLane(name: "a", events: [.value("1", at: 0), .value("2", at: 100),
///     .value("3", at: 200), .value("4", at: 600), .value("5", at: 700), .finished(at: 1500)])
/// let latest = MarbleLane(name: "latest", events: [.subscribe(at: 0), .value("1", at: 0),
///     .value("3", at: 300), .value("4", at: 600), .value("5", at: 900), .finished(at: 1500)])
/// DiagramRenderer(width: 80).render([source, latest])
/// // t(ms)  0    500  1000 1500   (1 col = 100ms)
/// // a      123---45-------|
/// // latest 1--3--4--5-----|
/// ```
///
/// Layout (deterministic; lines have no trailing whitespace; the text ends with "\n"):
///
/// - Line 1 is the ruler (see `DiagramRuler`): `t(ms)`, time labels in ms over their
///   columns, `~` (`≈`) over compressed silences, then `(1 col = 100ms)`.
/// - Then one line per lane: its name, padded to a label column shared by all lanes (names
///   wider than a third of the width, or 6 columns, are shortened with `...`), then one
///   character per column. An event at time `t` stands at terminal column
///   `L + (t - t0) / d` (rounded down), with the label width `L`, the start time `t0` and
///   the column duration `d` of the ruler (`DiagramLayout`).
/// - A column of a lane shows what happened in it: a value of one plain character, one
///   column wide, as itself; `|` finished, `#` failure, `^` subscribed, `!` cancelled; `-`
///   silence. Anything wider gets a one-letter key (`A`, `B`, … never a letter used as a
///   value in the diagram) explained under the diagram: a longer value (`A = swift`), and
///   several events in one column, written in marble notation (`B = (0|)`, a value then
///   the completion at one instant). A column holds one instant unless the caller imposes
///   a `columnDuration` coarser than the events; such a column's key names each time
///   (`C = 1 @100ms, (2|) @137ms`).
/// - A lane is blank before its subscription and after its end (`|`, `#`, `!`). When
///   the subscription shares its column with other events, the column shows those events
///   and the `^` is implied by where the lane starts (`latest` above subscribed at 0 and
///   received 1 at once). A lane without a subscription runs from the first column.
///   A lane that would begin with characters read as a time progression (`7s`) has its
///   first column keyed.
/// - Failure messages are explained under the diagram too: `# = boom`, or
///   `# in sink = boom` per lane when they differ. Keys are written on one line when they
///   fit, else packed into aligned columns.
/// - Every line stays within the width. A legend entry too long for its line is cut in
///   the middle, with its size: `A (1200 characters) = abc...xyz`,
///   `B (10000001 events) = (123456789[10]...[10000000]|)`. A failure message wraps onto
///   up to three lines before it is cut; notes wrap. When the legend would take more than
///   `maxLegendLines` lines, or the letters run out, the diagram is cut earlier, so every
///   key drawn keeps its entry, and a note says what was left out.
/// - The column duration and grid follow `DiagramGrid`: a duration that separates every
///   instant and fits, then compressed silences (` 2s ` in every lane still running,
///   read back by the parser as skipped time, and marked on the ruler), then an elided
///   tail: `...` (`…`) on every lane with events past the cut, and a note
///   `(12 events after 5s not shown; use a larger width)`.
/// - A `window` bounds the time shown: `start` is the first column (lanes already running
///   are drawn from it without `^`, with a note), `end` the last (lanes still running are
///   drawn up to it; later events are elided as above).
///
/// Cost: one pass over the events of each lane, then work for what is drawn; a lane of
/// ten million events, at one instant or spread over time, draws in a fraction of a
/// second even in a debug build.
///
/// Read back: `DiagramLayout.readLane(_:)` parses a lane from where it starts with
/// `MarbleParser.parse(_:frame:mode:origin:)` (`frame: columnDuration`, `mode: .lane`,
/// `origin`: the time of that column), then `legend.expand(_:lane:)`, giving the lane's
/// events again, each at the start time of its column.
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
    /// The stretch of time shown (see `DiagramWindow`): by default from 0 (or the earliest
    /// time) to the last event.
    public var window = DiagramWindow()
    /// The most legend lines (keys and failure messages) under the diagram. Beyond one key
    /// per line, keys are packed several to a line; when even that does not fit, the
    /// diagram is cut where its keys stop fitting, with a note, so every key drawn is
    /// explained.
    public var maxLegendLines: Int = 20
    /// The advice in the note under an elided diagram ("use a larger width"; a CLI may say
    /// "widen with --width").
    public var elisionHint: String = "use a larger width"
    /// Keys to give values (value text → letter) when the letter is free: pass a drawing's
    /// `legend.valueKeys` so another drawing of the same values (a goal, then its `:check`)
    /// keys them alike.
    public var preferredKeys: [String: String] = [:]

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
