/// How a grid's column duration is chosen (see `DiagramGrid`), and the arithmetic it needs.
extension DiagramGrid {
    /// The scale of the grid of `times` within `available` columns.
    static func choose(times: DiagramTimes, available: Int, maxColumnDuration: Int?, markerWidth: Int) -> Scale {
        let scales = candidates(times, maxColumnDuration: maxColumnDuration)
        // 1. The finest whole grid that fits and separates.
        for scale in scales where saturatingAdd(column(of: times.last, scale: scale), 1) <= available {
            if scale.isExact || separates(times, scale: scale, through: times.last) { return scale }
        }
        // 2. The coarsest that fits compressed, else 3. the one that shows the most time.
        var best: (scale: Scale, reach: Int)?
        for scale in scales.reversed() {
            let columnCount = saturatingAdd(column(of: times.last, scale: scale), 1)
            if !scale.isExact, segments(
                times: times, scale: scale, columnCount: columnCount, available: available, requireSeparation: true) == nil {
                continue
            }
            let grid = DiagramGrid(times: times, scale: scale, available: available, markerWidth: markerWidth)
            let reach = saturatingAdd(grid.time(ofColumn: grid.lastVisibleColumn), scale.duration - 1)
            guard scale.isExact || separates(times, scale: scale, through: reach) else { continue }
            if !grid.isElided { return scale }
            if best.map({ reach > $0.reach }) ?? true { best = (scale, reach) }
        }
        return best?.scale ?? scales[0]
    }

    /// The scale for a duration imposed by the caller (a zoom): columns start at a multiple
    /// of it, or at a window's start.
    static func imposed(_ duration: Int, times: DiagramTimes) -> Scale {
        var duration = max(1, duration)
        // A span longer than `maximumColumn` columns of it gets the shortest duration that fits.
        if times.span / duration > maximumColumn { duration = times.span / maximumColumn + 1 }
        let origin = columnOrigin(duration, times: times)
        return Scale(duration: duration, origin: origin, isExact: times.gcd % duration == 0 && origin == times.origin)
    }

    /// Every duration worth trying, ascending: the exact ones, then round ones off the grid.
    static func candidates(_ times: DiagramTimes, maxColumnDuration: Int?) -> [Scale] {
        let gcd = times.gcd
        guard gcd > 0 else { return [Scale(duration: max(1, maxColumnDuration ?? 100), origin: times.origin, isExact: true)] }
        let finest = largestDivisor(of: gcd, atMost: max(1, maxColumnDuration ?? gcd))
        var scales = roundNumbers(upTo: gcd / finest).filter { (gcd / finest) % $0 == 0 }.map {
            Scale(duration: finest * $0, origin: times.origin, isExact: true)
        }
        for duration in roundNumbers(upTo: max(1, times.span)) where duration > finest && gcd % duration != 0 {
            scales.append(Scale(
                duration: duration, origin: columnOrigin(duration, times: times), isExact: false))
        }
        return scales.sorted { $0.duration < $1.duration }
    }

    /// Whether the distinct times up to `time` each fall in a column of their own (read only
    /// until two share one, so at most one time per column is read).
    static func separates(_ times: DiagramTimes, scale: Scale, through time: Int) -> Bool {
        var walk = times.walk()
        var previous = -1
        while let next = walk.next(), next <= time {
            let column = column(of: next, scale: scale)
            if column == previous { return false }
            previous = column
        }
        return true
    }

    /// 1, 2, 5, 10, 20, 25, 50, 100, … up to `limit`, and `limit` itself, ascending.
    static func roundNumbers(upTo limit: Int) -> [Int] {
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

    /// Where columns of `duration` start: at a multiple of it at or before a negative
    /// earliest time; otherwise at the origin (0, or a window's start), so that the first
    /// column is the first time shown.
    static func columnOrigin(_ duration: Int, times: DiagramTimes) -> Int {
        times.origin >= 0 ? times.origin : floorMultiple(of: duration, atMost: times.origin)
    }

    /// The largest multiple of `step` that is at most `value` (`value` is 0 or negative).
    static func floorMultiple(of step: Int, atMost value: Int) -> Int {
        guard value < 0 else { return value - value % step }
        let remainder = value % step
        return remainder == 0 ? value : saturatingSubtract(value, step + remainder)
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
        return overflow ? (a < 0) != (b < 0) ? Int.min : Int.max : value
    }

    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b < 0 ? Int.min : Int.max) : value
    }

    static func saturatingSubtract(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (b < 0 ? Int.max : Int.min) : value
    }
}
