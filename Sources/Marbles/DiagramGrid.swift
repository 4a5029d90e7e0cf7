/// The time grid of a diagram: the column duration, which columns are drawn and how wide
/// each is, where silences are compressed and where the tail is cut.
///
/// Every event time is a whole number of columns from `origin`, so every event lands
/// exactly on a column. A column is as wide as the widest cell drawn in it (the widths of
/// the event times are given; a column without events is one character wide), and every
/// decision below uses that real total width. Choice, in order:
/// 1. The column duration is a divisor of the gcd `g` of all event times (relative to the
///    origin: 0, or the earliest time when it is negative). Starting from the finest, the
///    largest divisor of `g` not above `maxColumnDuration` (so 0 and 3000 get 100ms columns,
///    not one 3s column), round multiples of it that still divide `g` are tried, and the
///    first whose grid fits the width is used; if none fits, `g` itself. (Wide columns add
///    the same width whatever the duration: each event time is one column.)
/// 2. If the grid is still too wide, the longest silences shared by all lanes are
///    compressed, longest saving first: one silent column stays on each side and the
///    rest becomes a time progression (` 2s `) that the parser reads back as skipped time.
/// 3. If it is still too wide, the tail is cut; the caller draws a marker and a note. (A
///    caller may also cut it earlier, at `lastTime`: the legend has room for no more keys.)
///
/// Nothing here reads every event: the choice of duration needs only the span, the gcd and
/// the wide columns, and the silences are read from the left only as far as they matter
/// (`segments(times:…)`), so a grid over ten million events costs what it draws.
struct DiagramGrid: Sendable {
    enum Segment: Hashable, Sendable {
        /// Consecutive columns, drawn one cell each.
        case columns(ClosedRange<Int>)
        /// Compressed silence: `label` (for example `2s`) stands for `columns` columns.
        case gap(label: String, columns: Int)
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
    /// The width of every column.
    var columnWidths: DiagramColumnWidths

    /// - Parameters:
    ///   - times: the event times of all lanes.
    ///   - wide: the times whose column is wider than one character (the widest cell drawn
    ///     there), ascending; every other column is one character wide.
    ///   - available: terminal columns for the cells (the width minus the label column).
    ///   - markerWidth: the width of the marker drawn after a cut tail.
    ///   - lastTime: when given, the grid is cut after the column of this time even if
    ///     more would fit (the legend has room for no more keys).
    init(
        times: DiagramTimes, wide: [(time: Int, width: Int)], available: Int, maxColumnDuration: Int?,
        markerWidth: Int, lastTime: Int? = nil
    ) {
        let origin = times.origin
        self.origin = origin
        let span = times.span
        let gcd = times.gcd
        let finest = gcd == 0
            ? max(1, maxColumnDuration ?? 100)
            : Self.largestDivisor(of: gcd, atMost: max(1, maxColumnDuration ?? gcd))
        let extra = wide.reduce(0) { Self.saturatingAdd($0, max(0, $1.width - 1)) }

        func columns(_ duration: Int) -> Int { Self.saturatingAdd(span / duration, 1) }
        var chosen = gcd == 0 ? finest : gcd
        for multiplier in Self.roundMultipliers(upTo: gcd / finest) where (gcd / finest) % multiplier == 0 {
            let duration = finest * multiplier
            if Self.saturatingAdd(columns(duration), extra) <= available {
                chosen = duration
                break
            }
        }
        columnDuration = chosen
        let columnCount = columns(chosen)
        self.columnCount = columnCount
        let columnWidths = DiagramColumnWidths(
            columns: wide.map { min(columnCount - 1, Self.saturatingSubtract($0.time, origin) / chosen) },
            widths: wide.map(\.width))
        self.columnWidths = columnWidths

        let segments = Self.segments(
            times: times, columnDuration: chosen, columnCount: columnCount,
            columnWidths: columnWidths, available: available)
        let lastColumn = lastTime.map { time in
            time < origin ? 0 : min(columnCount - 1, Self.saturatingSubtract(time, origin) / chosen)
        } ?? columnCount - 1
        let total = segments.reduce(0) { Self.saturatingAdd($0, Self.width(of: $1, columnWidths)) }
        if total <= available, lastColumn == columnCount - 1 {
            self.segments = segments
            lastVisibleColumn = columnCount - 1
            isElided = false
            width = total
        } else {
            (self.segments, lastVisibleColumn, width) = Self.cut(
                segments, budget: available - markerWidth, lastColumn: lastColumn, columnWidths: columnWidths)
            isElided = true
        }
    }

    /// A grid of `times` whose columns are `widths` wide (tests use this form).
    init(times: [Int], widths: [Int], available: Int, maxColumnDuration: Int?, markerWidth: Int) {
        let sorted = zip(times, widths).sorted { $0.0 < $1.0 }
        self.init(
            times: DiagramTimes(times: times), wide: sorted.filter { $0.1 > 1 }.map { (time: $0.0, width: $0.1) },
            available: available, maxColumnDuration: maxColumnDuration, markerWidth: markerWidth)
    }

    /// The width of `segment` in terminal columns.
    func width(of segment: Segment) -> Int {
        Self.width(of: segment, columnWidths)
    }

    static func width(of segment: Segment, _ columnWidths: DiagramColumnWidths) -> Int {
        switch segment {
        case .columns(let range): columnWidths.width(of: range)
        case .gap(let label, _): label.count + 2
        }
    }

    func time(ofColumn column: Int) -> Int {
        Self.saturatingAdd(origin, Self.saturatingMultiply(column, columnDuration))
    }

    /// 1, 2, 5, 10, 20, 25, 50, 100, … up to `limit`, and `limit` itself, ascending.
    private static func roundMultipliers(upTo limit: Int) -> [Int] {
        var result: Set<Int> = [max(1, limit)]
        var power = 1
        while power <= limit {
            let quarterHundreds = power >= 10 ? [power / 10 * 25] : []
            for value in [power, saturatingMultiply(power, 2), saturatingMultiply(power, 5)] + quarterHundreds
            where value <= limit {
                result.insert(value)
            }
            let (next, overflow) = power.multipliedReportingOverflow(by: 10)
            if overflow { break }
            power = next
        }
        return result.sorted()
    }

    /// The largest divisor of `value` that is at most `limit` (searched over a bounded
    /// range, falling back to `gcd(value, limit)`, so huge primes cannot stall rendering).
    static func largestDivisor(of value: Int, atMost limit: Int) -> Int {
        guard value > limit else { return value }
        let smallestCofactor = value / limit + (value % limit == 0 ? 0 : 1)
        for cofactor in smallestCofactor..<(smallestCofactor + 10_000) where value % cofactor == 0 {
            return value / cofactor
        }
        return gcd(value, limit)
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return Int(clamping: x)
    }

    static func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : value
    }

    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : value
    }

    static func saturatingSubtract(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? Int.max : value
    }
}
