/// Moves a `MarbleScheduler`'s test schedulers through virtual time as one clock.
///
/// Each combine-schedulers `TestScheduler` keeps its own queue and runs it in (date,
/// sequence) order, but knows nothing of the others. The driver runs them instant by
/// instant, in whole milliseconds (the marble unit; an instant is every date in
/// (t − 1 ms, t]):
///
/// 1. It reads every scheduler's queue and stamps each item it has not seen before with
///    the next number of one global sequence (in the order the schedulers were listed,
///    then each scheduler's own sequence).
/// 2. It takes the earliest instant with anything due, and moves every scheduler to it
///    without running anything (one with items due then stops just before the first: a
///    nanosecond, or a microsecond for `Date` times), so `now` reads that instant on all.
/// 3. It lets the scheduler whose first due item has the lowest stamp run what is due, and
///    starts again at 1, until nothing is due at that instant.
///
/// So ties at one instant run in the order they were scheduled across all schedulers, with
/// two limits that follow from running a `TestScheduler` only through `advance`: items one
/// step (one action, or the test before the clock runs) schedules on several schedulers
/// are ordered by scheduler (main, background, runLoop, operationQueue), and a scheduler,
/// once running an instant, also runs what its own actions add to that instant before
/// another scheduler's items of the same instant.
final class LockstepDriver {
    let lanes: [SchedulerLane]
    /// The global stamp of each pending item, per lane, by the lane's own sequence number.
    private var stamps: [[UInt: Int]]
    private var nextStamp = 0
    /// The instant (ms) being run and the lane running it, while the driver runs one.
    private(set) var running: (instant: Int, lane: Int)?

    init(lanes: [SchedulerLane]) {
        self.lanes = lanes
        self.stamps = Array(repeating: [:], count: lanes.count)
    }

    /// The lane whose scheduler this is, if it is one of them.
    func lane(of identity: ObjectIdentifier) -> Int? {
        lanes.firstIndex { $0.identity == identity }
    }

    /// Runs everything due up to `target` ms on every scheduler, as described above, and
    /// leaves every scheduler at `target`. An action that moves the clock itself is ignored.
    func advance(to target: Int) {
        guard running == nil else { return }
        defer { running = nil }
        var lastRun: (lane: Int, item: SchedulerLane.Pending)?
        while let (instant, lane, first) = nextDue(upTo: target) {
            // An item the scheduler would not run (a date it cannot reach) must not loop for ever.
            // (A repeating timer keeps its sequence number but moves on in time.)
            if let lastRun, lastRun.lane == lane, lastRun.item == first { break }
            lastRun = (lane, first)
            for other in lanes.indices where other != lane {
                let head = Self.first(lanes[other].pending())
                let due = head.map { Self.instant(of: $0.nanoseconds) == instant } ?? false
                lanes[other].advance(due ? head!.nanoseconds - lanes[other].resolution : instant * 1_000_000)
            }
            running = (instant, lane)
            lanes[lane].advance(instant * 1_000_000)
            running = nil
        }
        for lane in lanes { lane.advance(target * 1_000_000) }
    }

    /// The earliest instant at most `target` with anything due, the lane to run first then
    /// (its first item has the lowest stamp) and that item.
    private func nextDue(upTo target: Int) -> (instant: Int, lane: Int, first: SchedulerLane.Pending)? {
        let queues = lanes.map { $0.pending() }
        stampNew(queues)
        let heads = queues.enumerated().compactMap { lane, queue in Self.first(queue).map { (lane: lane, first: $0) } }
        guard let earliest = heads.map(\.first.nanoseconds).min() else { return nil }
        let instant = Self.instant(of: earliest)
        guard instant <= target else { return nil }
        let due = heads.filter { Self.instant(of: $0.first.nanoseconds) == instant }
        let chosen = due.min { stamp($0.lane, $0.first) < stamp($1.lane, $1.first) }!
        return (instant, chosen.lane, chosen.first)
    }

    private func stamp(_ lane: Int, _ item: SchedulerLane.Pending) -> Int {
        stamps[lane][item.sequence] ?? Int.max
    }

    /// Stamps the items not seen before; forgets those that have run.
    private func stampNew(_ queues: [[SchedulerLane.Pending]]) {
        for (lane, queue) in queues.enumerated() {
            var kept: [UInt: Int] = [:]
            for item in queue.sorted(by: { $0.sequence < $1.sequence }) {
                if let stamp = stamps[lane][item.sequence] {
                    kept[item.sequence] = stamp
                } else {
                    kept[item.sequence] = nextStamp
                    nextStamp += 1
                }
            }
            stamps[lane] = kept
        }
    }

    /// What a `TestScheduler` runs first of its queue: the earliest date, then the lowest sequence.
    private static func first(_ queue: [SchedulerLane.Pending]) -> SchedulerLane.Pending? {
        queue.min { ($0.nanoseconds, $0.sequence) < ($1.nanoseconds, $1.sequence) }
    }

    /// The whole millisecond an item at this many nanoseconds belongs to (rounded up).
    static func instant(of nanoseconds: Int) -> Int {
        nanoseconds <= 0 ? 0 : (nanoseconds + 999_999) / 1_000_000
    }
}
