/// The time grid of a diagram: the column duration `d`, the time `origin` of the first
/// column, which columns are drawn, where silences are compressed and where the tail is cut.
///
/// Every column is one character wide and lasts `d`: an event at time `t` stands in column
/// `(t - origin) / d` (rounded down) of every lane and of the ruler. The grid never merges
/// instants by itself: the duration is chosen so that no drawn column holds two different
/// times (only a duration imposed by the caller may; the lanes then draw such a column as
/// one key whose legend names the times). Choice, in order:
/// 1. The finest candidate duration whose columns all fit the width and separate every
///    time. Candidates: the largest divisor of the gcd `g` of the event times (measured
///    from the origin: 0, or the earliest time when it is negative) that is at most
///    `maxColumnDuration`, and its round multiples that still divide `g` (these put every
///    event exactly on a column start: 0 and 3000 get 31 columns of 100ms, not 2 of 3s);
///    then, for times off any round grid, round durations (1, 2, 5, 10, 20, 25, 50, … ms)
///    that still separate them (0, 100, 137 and 1500 get columns of 25ms, 1ms ones being
///    too many).
/// 2. Else, the coarsest separating candidate whose grid fits once the silences shared by
///    all lanes are compressed, longest saving first: one silent column stays on each side
///    and the rest becomes a time progression (` 2s `) that the parser reads back as
///    skipped time, and that the ruler marks.
/// 3. Else, the separating candidate whose grid, compressed and then cut, shows the most
///    time; the caller draws a marker and a note. (A caller may also cut it earlier, at
///    `lastTime`: the legend has room for no more keys.)
///
/// Nothing here reads every event: a candidate is judged on the span and gcd, and on the
/// distinct times only as far as its drawn part reaches (each takes a column of its own
/// there), so a grid over ten million events costs what it draws.
struct DiagramGrid: Sendable {
    enum Segment: Hashable, Sendable {
        /// Consecutive columns, drawn one character each.
        case columns(ClosedRange<Int>)
        /// Compressed silence: `label` (for example `2s`) stands for `columns` columns.
        case gap(label: String, columns: Int)
    }

    /// A column duration and the time of the first column.
    struct Scale: Hashable, Sendable {
        var duration: Int
        var origin: Int
        /// Whether every event time is a whole number of columns from the origin.
        var isExact: Bool
    }

    var columnDuration: Int
    var origin: Int
    /// Columns of the whole grid, drawn or not.
    var columnCount: Int
    /// What is drawn, left to right.
    var segments: [Segment]
    var lastVisibleColumn: Int
    var isElided: Bool
    /// Width of the drawn segments, in terminal columns.
    var width: Int

    /// The grid on `scale` (see `choose`), cut after `lastTime` when given.
    init(times: DiagramTimes, scale: Scale, available: Int, markerWidth: Int, lastTime: Int? = nil) {
        columnDuration = scale.duration
        origin = scale.origin
        let columnCount = Self.saturatingAdd(Self.column(of: times.last, scale: scale), 1)
        self.columnCount = columnCount
        let segments = Self.segments(times: times, scale: scale, columnCount: columnCount, available: available)
            ?? [.columns(0...(columnCount - 1))]
        let lastColumn = lastTime.map { time in
            time < scale.origin ? 0 : min(columnCount - 1, Self.column(of: time, scale: scale))
        } ?? columnCount - 1
        let total = segments.reduce(0) { Self.saturatingAdd($0, Self.width(of: $1)) }
        if total <= available, lastColumn == columnCount - 1 {
            self.segments = segments
            lastVisibleColumn = columnCount - 1
            isElided = false
            width = total
        } else {
            (self.segments, lastVisibleColumn, width) = Self.cut(
                segments, budget: available - markerWidth, lastColumn: lastColumn)
            isElided = true
        }
    }

    /// The grid that `choose` picks (tests use this form).
    init(times: [Int], available: Int, maxColumnDuration: Int?, markerWidth: Int, lastTime: Int? = nil) {
        let diagramTimes = DiagramTimes(times: times)
        let scale = Self.choose(
            times: diagramTimes, available: available, maxColumnDuration: maxColumnDuration, markerWidth: markerWidth)
        self.init(times: diagramTimes, scale: scale, available: available, markerWidth: markerWidth, lastTime: lastTime)
    }

    /// The width of `segment` in terminal columns.
    static func width(of segment: Segment) -> Int {
        switch segment {
        case .columns(let range): range.count
        case .gap(let label, _): label.count + 2
        }
    }

    func width(of segment: Segment) -> Int { Self.width(of: segment) }

    func time(ofColumn column: Int) -> Int {
        Self.saturatingAdd(origin, Self.saturatingMultiply(column, columnDuration))
    }

    /// The column of `time` (times before the origin in column 0).
    func column(of time: Int) -> Int {
        Self.column(of: time, scale: Scale(duration: columnDuration, origin: origin, isExact: true))
    }

    static func column(of time: Int, scale: Scale) -> Int {
        time <= scale.origin ? 0 : min(maximumColumn, saturatingSubtract(time, scale.origin) / scale.duration)
    }

    /// The last column a grid may have: half of `Int.max`, so that column arithmetic (a
    /// count, a column plus a gap, a width) never overflows. Only a tiny imposed duration
    /// over a span near the end of time (`:set zoom 1ms` with an event at `Int.max` ms) goes
    /// past it, and `imposed` widens such a duration first.
    static let maximumColumn = Int.max / 2

    /// Whether the grid draws every column: nothing compressed, nothing cut.
    var isWhole: Bool { !isElided && segments.count == 1 }
}
