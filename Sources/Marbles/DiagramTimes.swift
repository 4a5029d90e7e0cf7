/// The event times of all lanes, as the grid needs them: the earliest and latest, the gcd
/// of the times measured from the origin, and a walk over the distinct times from the left.
///
/// Nothing here is per event: the lanes' one pass (`LaneCells`) gave each lane's gcd of
/// steps, and the walk skips a whole instant at a time (`endOfInstant`), so it costs what
/// the grid reads, however many events the lanes hold.
struct DiagramTimes: Sendable {
    /// Each lane's events, sorted by time.
    let lanes: [[MarbleEvent]]
    /// The time of the first column: the window's start, else 0, or the earliest time when
    /// that is negative.
    let origin: Int
    /// The latest event time, or the window's end when later (the origin without either).
    let last: Int
    /// The latest event time minus the origin (0 without events).
    let span: Int
    /// The gcd of every event time minus the origin (0 when all are at the origin).
    let gcd: Int

    /// The times of `lanes`, each sorted, with `stepGcds[i]` the gcd of the steps between
    /// successive distinct times of lane `i`, over `window` when it bounds them (the lanes
    /// hold only the events inside it).
    init(lanes: [[MarbleEvent]], stepGcds: [Int], window: DiagramWindow = DiagramWindow()) {
        self.lanes = lanes
        let first = lanes.compactMap { $0.first?.time }.min() ?? 0
        let origin = window.start ?? min(0, first)
        self.origin = origin
        let lastEvent = lanes.compactMap { $0.last?.time }.max() ?? origin
        last = max(lastEvent, window.end ?? lastEvent)
        span = DiagramGrid.saturatingSubtract(last, origin)
        // Every time of a lane is its first time plus a multiple of its step gcd.
        var gcd = 0
        for (events, step) in zip(lanes, stepGcds) {
            guard let first = events.first else { continue }
            gcd = DiagramGrid.gcd(gcd, DiagramGrid.gcd(step, DiagramGrid.saturatingSubtract(first.time, origin)))
        }
        self.gcd = gcd
    }

    /// The times of the lanes of a diagram.
    init(_ lanes: [LaneCells], window: DiagramWindow = DiagramWindow()) {
        self.init(lanes: lanes.map(\.events), stepGcds: lanes.map(\.stepGcd), window: window)
    }

    /// Loose times, as one lane (for tests of the grid).
    init(times: [Int]) {
        let events = times.sorted().map { MarbleEvent(time: $0, kind: .subscribe) }
        var step = 0
        for (earlier, later) in zip(events, events.dropFirst()) where later.time != earlier.time {
            step = DiagramGrid.gcd(step, DiagramGrid.saturatingSubtract(later.time, earlier.time))
        }
        self.init(lanes: [events], stepGcds: [step])
    }

    /// The distinct times in ascending order, one `next()` at a time.
    struct Walk {
        let lanes: [[MarbleEvent]]
        /// Per lane, the index of its next instant.
        var positions: [Int]

        mutating func next() -> Int? {
            var earliest: Int?
            for (lane, position) in zip(lanes, positions) where position < lane.count {
                earliest = min(earliest ?? lane[position].time, lane[position].time)
            }
            guard let time = earliest else { return nil }
            for index in lanes.indices where positions[index] < lanes[index].count {
                if lanes[index][positions[index]].time == time {
                    positions[index] = lanes[index].endOfInstant(from: positions[index])
                }
            }
            return time
        }
    }

    /// A walk from the earliest time.
    func walk() -> Walk {
        Walk(lanes: lanes, positions: Array(repeating: 0, count: lanes.count))
    }
}
