/// Which columns a grid draws: silences compressed into time progressions, and the cut.
extension DiagramGrid {
    /// What is drawn before any cut: all columns, or, when they do not fit, the columns with
    /// the silences shared by every lane compressed, largest saving first, until they fit.
    ///
    /// The distinct times are walked from the left only while the grid might still fit:
    /// once even compressing every silence passed leaves it too wide, every silence is
    /// compressed (that is what largest-saving-first comes to) and the tail will be cut, so
    /// the segments up to there are all that is needed.
    ///
    /// With `requireSeparation`, `nil` as soon as two distinct times walked share a column
    /// (so a duration that merges instants is given up after a few steps).
    static func segments(
        times: DiagramTimes, scale: Scale, columnCount: Int, available: Int, requireSeparation: Bool = false
    ) -> [Segment]? {
        let lastColumn = columnCount - 1
        guard columnCount > available else { return [.columns(0...lastColumn)] }
        var candidates: [(first: Int, count: Int, label: String, saving: Int)] = []
        var savings = 0
        var previous = -1
        var walk = times.walk()
        // The last column closes the walk: a window's end (the session's now) may lie after
        // the last event, and the silence before it is compressed like any other.
        var closing = false
        while true {
            let time: Int
            if let next = walk.next() {
                time = next
            } else if !closing {
                closing = true
                time = times.last
            } else {
                break
            }
            let column = min(lastColumn, self.column(of: time, scale: scale))
            if closing, column <= previous { break }
            if requireSeparation, !closing, column == previous { return nil }
            let silent = column - previous - 1
            if silent >= 3 {
                let count = silent - 2
                let label = formatVirtualTime(saturatingMultiply(count, scale.duration))
                let saving = count - (label.count + 2)
                if saving > 0 {
                    candidates.append((previous + 2, count, label, saving))
                    savings = saturatingAdd(savings, saving)
                }
            }
            previous = max(previous, column)
            if column + 1 - savings > available {
                // Too wide even with every silence so far compressed: compress them all.
                return assemble(candidates.map { ($0.first, $0.count, $0.label) }, through: column)
            }
        }
        var total = columnCount
        candidates.sort { ($0.saving, -$0.first) > ($1.saving, -$1.first) }
        var chosen: [(first: Int, count: Int, label: String)] = []
        for candidate in candidates where total > available {
            chosen.append((candidate.first, candidate.count, candidate.label))
            total -= candidate.saving
        }
        return assemble(chosen.sorted { $0.first < $1.first }, through: lastColumn)
    }

    /// Columns `0...last` with `gaps` (ordered by column) compressed.
    private static func assemble(_ gaps: [(first: Int, count: Int, label: String)], through last: Int) -> [Segment] {
        var segments: [Segment] = []
        var next = 0
        for gap in gaps {
            if gap.first > next { segments.append(.columns(next...(gap.first - 1))) }
            segments.append(.gap(label: gap.label, columns: gap.count))
            next = gap.first + gap.count
        }
        if next <= last { segments.append(.columns(next...last)) }
        return segments
    }

    /// The segments that fit in `budget` columns and end by `lastColumn` (at least one
    /// column), without a trailing gap; the last column drawn; the width drawn.
    static func cut(_ segments: [Segment], budget: Int, lastColumn: Int) -> ([Segment], Int, Int) {
        var kept: [Segment] = []
        var used = 0
        var nextColumn = 0
        for segment in segments {
            if nextColumn > lastColumn { break }
            switch segment {
            case .gap(_, let count):
                // A gap ending past `lastColumn` would hide where the cut is: stop before it.
                let width = width(of: segment)
                guard nextColumn + count - 1 <= lastColumn, saturatingAdd(used, width) <= budget else { break }
                kept.append(segment)
                used += width
                nextColumn += count
                continue
            case .columns(let whole):
                let range = whole.lowerBound...min(whole.upperBound, lastColumn)
                let room = max(0, budget - used)
                if range.count <= room {
                    kept.append(.columns(range))
                    used += range.count
                    nextColumn = range.upperBound + 1
                    continue
                }
                if room > 0 {
                    kept.append(.columns(range.lowerBound...(range.lowerBound + room - 1)))
                    used += room
                }
            }
            break
        }
        while case .gap(let label, _)? = kept.last {
            kept.removeLast()
            used -= label.count + 2
        }
        if kept.isEmpty {
            kept = [.columns(0...0)]
            used = 1
        }
        guard case .columns(let last)? = kept.last else { return (kept, 0, used) }
        return (kept, last.upperBound, used)
    }
}
