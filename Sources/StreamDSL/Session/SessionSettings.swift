/// What `:set` changes. Defaults are shown by `:set` with no arguments, so nothing is hidden
/// from the learner (no magic subscribe-at-200 like RxTest).
public struct SessionSettings: Equatable {
    /// How far past the start of a `run` the clock may go before stopping (infinite sources).
    public var horizon: Int = 10_000
    /// The frame length of marble sources (`cold "-1-2|"`).
    public var frame: Int = 100
    /// Diagram width in columns.
    public var width: Int = 80
    /// Whether the REPL keeps `width` at the terminal's width (no `--width` was given and
    /// `:set width` has not fixed it).
    public var widthFollowsTerminal = false
    /// The duration of one drawn column; nil (`auto`) fits the run to the width.
    public var zoom: Int?
    /// Draw a lane per pipeline stage, not only per sink.
    public var showStages = false
    /// Draw a lane for what each subject was sent.
    var showSources = true
    /// Unicode glyphs in diagrams.
    public var unicode = false
    /// ANSI colour in diagrams and diagnostics.
    public var color = false
    /// Draw the diagram after `run` and `advance` (on in the REPL and transcripts; scripts
    /// run with `streamlab run` draw once, at the end).
    public var autoShow = true
    /// Actions one `run` may execute before it is stopped as runaway (e.g. `timer 0ms`).
    public var maxActions = 5_000_000
    /// `@Published` sets nested inside one another (a property fed by its own publisher)
    /// before the innermost is dropped with a note: Swift would recurse until the stack
    /// overflows (see `NestedSetLimit`).
    public var maxNestedSets = 100
    // Milestone 3:
    /// Threads of the cooperative pool (`:set pool`): `work` off any actor holds one.
    public var poolThreads = 4
    /// Draw under each task when it runs, is suspended, and waits for an executor.
    public var showActivity = false

    public init() {}
}
