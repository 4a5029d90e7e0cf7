/// How one column of one lane is drawn: one character, and the legend entries it needs.
struct DiagramCell: Sendable {
    var span: DiagramSpan
    /// Legend entries (indices into `DiagramCellTable.entries`) this cell needs.
    var legendEntries: [Int]
}

/// The events of one lane, what one pass over them tells, and its cells (the events of one
/// column), found from the left only as far as they are asked for.
///
/// The one pass (sortedness, the gcd of the steps between times, where failures and the
/// end are) is the only work done on every event; everything else costs what is drawn,
/// so a lane of ten million events draws as fast as its first columns.
struct LaneCells: Sendable {
    /// A drawn column: its events (indices into `events`) and how it is drawn.
    struct Column: Sendable {
        var column: Int
        var range: Range<Int>
        var cell: DiagramCell
    }

    /// The events, sorted by time.
    let events: [MarbleEvent]
    /// The gcd of the steps between successive distinct times (0 for fewer than two).
    let stepGcd: Int
    /// The indices of failure events, ascending.
    let failureIndices: [Int]
    /// When the lane ends (its last instant holds `|`, `#` or `!`): nothing is drawn after.
    let endTime: Int?
    /// When the lane starts, if it starts with a subscription: nothing is drawn before.
    var startTime: Int? { events.first.flatMap { $0.kind == .subscribe ? $0.time : nil } }
    /// Columns drawn so far, from the left.
    var columns: [Column] = []
    /// The first event not yet in a drawn column.
    var nextEvent = 0
    /// The first event whose value text is not yet reserved against keys.
    var nextReserved = 0
    /// The run of a regular series this lane is drawing with one key, if any.
    var seriesRun: SeriesRun?
    /// The lane does not run in the diagram's window (it ended before, or subscribes after
    /// it): it is blank.
    var outsideWindow = false
    /// The lane began before the diagram's window and still ran at its start.
    var runsIntoWindow = false
    /// Events after the diagram's window, left out of `events`.
    var eventsAfterWindow = 0

    init(events unsorted: [MarbleEvent]) {
        var summary = Self.summary(of: unsorted)
        var events = unsorted
        if summary == nil {
            events = unsorted.sortedByTime()
            summary = Self.summary(of: events)
        }
        self.events = events
        stepGcd = summary?.stepGcd ?? 0
        failureIndices = summary?.failures ?? []
        endTime = summary?.endTime
    }

    /// The events of the column that starts at event `start` on `grid`: whole instants
    /// while they fall in the same column (one instant unless the grid merges instants).
    func columnRange(from start: Int, grid: DiagramGrid) -> Range<Int> {
        let column = grid.column(of: events[start].time)
        var end = events.endOfInstant(from: start)
        while end < events.count, grid.column(of: events[end].time) == column {
            end = events.endOfInstant(from: end)
        }
        return start..<end
    }

    /// How many events are at or before `time`.
    func eventCount(through time: Int) -> Int {
        events.count(through: time)
    }

    /// How many failures are at or before `time`.
    func failureCount(through time: Int) -> Int {
        failureIndices.count(below: eventCount(through: time))
    }

    /// The first failure with a message in `range`, if any (a lane read back restores one
    /// message per column).
    func failureMessage(in range: Range<Int>) -> String? {
        var position = failureIndices.count(below: range.lowerBound)
        while position < failureIndices.count, failureIndices[position] < range.upperBound {
            if case .failure(let message) = events[failureIndices[position]].kind, !message.isEmpty { return message }
            position += 1
        }
        return nil
    }

    private struct Summary {
        var stepGcd = 0
        var failures: [Int] = []
        var endTime: Int?
    }

    /// Everything needed from every event, in one pass; `nil` when the events are not
    /// sorted by time.
    private static func summary(of events: [MarbleEvent]) -> Summary? {
        var summary = Summary()
        guard let first = events.first else { return summary }
        var previous = first.time
        var lastEnd = -1  // the index of the last `|`, `#` or `!`
        for index in events.indices {
            let event = events[index]
            if event.time != previous {
                if event.time < previous { return nil }
                let step = DiagramGrid.saturatingSubtract(event.time, previous)
                // Most steps are multiples of the gcd so far: one remainder, no gcd call.
                if summary.stepGcd == 0 || step % summary.stepGcd != 0 {
                    summary.stepGcd = DiagramGrid.gcd(summary.stepGcd, step)
                }
                previous = event.time
            }
            switch event.kind {
            case .value, .subscribe, .cancelRequest: continue
            case .failure:
                summary.failures.append(index)
                lastEnd = index
            case .finished, .cancel:
                lastEnd = index
            }
        }
        if lastEnd >= 0, events[lastEnd].time == previous { summary.endTime = previous }
        return summary
    }
}
