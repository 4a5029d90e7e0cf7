/// How one instant of one lane is drawn.
struct DiagramCell: Sendable {
    var spans: [DiagramSpan]
    var width: Int
    /// Legend entries (indices into `DiagramCellTable.entries`) this cell needs.
    var legendEntries: [Int]
}

/// The events of one lane, what one pass over them tells, and its instants (events at one
/// time), found from the left only as far as they are asked for.
///
/// The one pass (sortedness, the gcd of the steps between times, where failures and the
/// end are) is the only work done on every event; everything else costs what is drawn,
/// so a lane of ten million events draws as fast as its first columns.
struct LaneCells: Sendable {
    /// The events, sorted by time.
    let events: [MarbleEvent]
    /// The gcd of the steps between successive distinct times (0 for fewer than two).
    let stepGcd: Int
    /// The indices of failure events, ascending.
    let failureIndices: [Int]
    /// When the lane ends (its last instant holds `|`, `#` or `!`): nothing is drawn after.
    let endTime: Int?
    /// Instants found so far, from the left: their times and the index of their first event.
    private(set) var times: [Int] = []
    private(set) var starts: [Int] = []
    /// Cells drawn so far: one per instant, for a prefix of `times`.
    var cells: [DiagramCell] = []
    /// How many instants have had their value texts reserved against keys.
    var reservedInstants = 0

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

    /// The time of instant `index`, finding instants up to it; `nil` past the last one.
    mutating func time(ofInstant index: Int) -> Int? {
        while times.count <= index {
            let start = starts.last.map { events.endOfInstant(from: $0) } ?? 0
            guard start < events.count else { return nil }
            times.append(events[start].time)
            starts.append(start)
        }
        return times[index]
    }

    /// The events of instant `index` (already found), as indices into `events`.
    func range(ofInstant index: Int) -> Range<Int> {
        let end = index + 1 < starts.count ? starts[index + 1] : events.endOfInstant(from: starts[index])
        return starts[index]..<end
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
    /// message per instant).
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
            case .value, .subscribe: continue
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
