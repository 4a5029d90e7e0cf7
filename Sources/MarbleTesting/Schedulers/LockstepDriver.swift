/// Moves a `MarbleScheduler`'s test schedulers through virtual time as one clock.
///
/// Each combine-schedulers `TestScheduler` keeps its own queue and runs it in (date,
/// sequence) order, but knows nothing of the others. The driver runs them instant by
/// instant, in whole milliseconds (the marble unit; an instant is every date in
/// (t − 1 ms, t]):
///
/// 1. It reads the queue of every scheduler the test has reached (`main` always; the others
///    from the first time the test names them) and stamps each item it has not seen before
///    with the next number of one global sequence (schedulers in the order main, background,
///    runLoop, operationQueue, then each scheduler's own sequence).
/// 2. It takes the earliest instant with anything due, and moves every scheduler to it
///    without running anything (one with items due then stops just before the first: a
///    nanosecond, or a microsecond for `Date` times), so `now` reads that instant on all.
/// 3. It lets the scheduler whose first due item has the lowest stamp run what is due, and
///    starts again at 1, until nothing is due at that instant.
///
/// While the test has reached `main` alone, nothing is to be interleaved and reading queues
/// (through `Mirror`) is the cost of a run, so `main` runs straight to the target. A
/// scheduler reached during that run schedules an item on `main` at that instant, which
/// runs the rest of the way as above, from inside `main`'s run (its `advance` is reentrant,
/// and then finds nothing left to do).
///
/// So ties at one instant run in the order they were scheduled across all schedulers, with
/// two limits that follow from running a `TestScheduler` only through its `advance` (which
/// runs everything due): items that one step (one action, or the test before the clock
/// runs) schedules on several schedulers are ordered by scheduler as in 1; and a scheduler,
/// once its turn comes at an instant, runs everything it has due then (what its own actions
/// add included) before another scheduler's items of the same instant.
final class LockstepDriver {
    let lanes: [SchedulerLane]
    /// The global stamp of each pending item, per lane, by the lane's own sequence number.
    private var stamps: [[UInt: Int]]
    private var nextStamp = 0
    /// The instant (ms) being run and the lane running it, while the driver runs one (no
    /// instant while `main` runs alone: its own `now` says it).
    private(set) var running: (instant: Int?, lane: Int)?
    /// Where `main`, running alone, is going (ms).
    private var aloneTarget: Int?
    /// The lanes the test has reached (the first always): only they can have items, so only
    /// their queues are read, which costs a `Mirror` each time.
    private var active: [Bool]

    init(lanes: [SchedulerLane]) {
        self.lanes = lanes
        self.stamps = Array(repeating: [:], count: lanes.count)
        self.active = lanes.indices.map { $0 == 0 }
    }

    /// Notes that the test has reached a lane's scheduler (which until then had nothing to
    /// run, and was not moved): it is moved to the clock's instant, and read from now on.
    func activate(_ lane: Int) {
        guard !active[lane] else { return }
        active[lane] = true
        lanes[lane].advance(running.flatMap { $0.instant }.map { $0 * 1_000_000 } ?? lanes[0].now())
        guard let target = aloneTarget else { return }
        // `main` is running alone towards `target`: the lockstep takes over from this instant.
        aloneTarget = nil
        lanes[0].scheduleNow { [unowned self] in
            let outer = running
            running = nil
            runLockstep(to: target)
            running = outer
        }
    }

    /// The lane whose scheduler this is, if it is one of them.
    func lane(of identity: ObjectIdentifier) -> Int? {
        lanes.firstIndex { $0.identity == identity }
    }

    /// Runs everything due up to `target` ms on every scheduler, as described above, and
    /// leaves every scheduler at `target`. An action that moves the clock itself is ignored.
    func advance(to target: Int) {
        guard running == nil else { return }
        if active.filter({ $0 }).count == 1 {
            aloneTarget = target
            running = (nil, 0)
            lanes[0].advance(target * 1_000_000)
            running = nil
            aloneTarget = nil
            // Still alone: `main` ran everything due, and the others have nothing (they are
            // moved to the clock's instant when the test reaches them).
            if active.filter({ $0 }).count == 1 { return }
        }
        runLockstep(to: target)
        for (lane, isActive) in zip(lanes, active) where isActive { lane.advance(target * 1_000_000) }
    }

    /// The earliest instant at most `target` (ms) at which any scheduler has something due,
    /// nil if none: where `await m.run()` moves next before letting tasks run.
    func nextInstant(upTo target: Int) -> Int? {
        guard running == nil else { return nil }
        return nextDue(upTo: target)?.instant
    }

    private func runLockstep(to target: Int) {
        var lastRun: (lane: Int, item: SchedulerLane.Pending)?
        while let (instant, lane, first, heads) = nextDue(upTo: target) {
            // An item the scheduler would not run (a date it cannot reach) must not loop for ever.
            // (A repeating timer keeps its sequence number but moves on in time.)
            if let lastRun, lastRun.lane == lane, lastRun.item == first { break }
            lastRun = (lane, first)
            for (other, head) in heads where other != lane {
                let due = head.map { Self.instant(of: $0.nanoseconds) == instant } ?? false
                lanes[other].advance(due ? head!.nanoseconds - lanes[other].resolution : instant * 1_000_000)
            }
            running = (instant, lane)
            lanes[lane].advance(instant * 1_000_000)
            running = nil
        }
    }

    /// The earliest instant at most `target` with anything due, the lane to run first then
    /// (its first item has the lowest stamp), that item, and every active lane's first item.
    private func nextDue(upTo target: Int) -> (
        instant: Int, lane: Int, first: SchedulerLane.Pending, heads: [(Int, SchedulerLane.Pending?)]
    )? {
        var heads: [(Int, SchedulerLane.Pending?)] = []
        // With one lane there is no order across lanes to keep: its items are stamped when a
        // second lane is reached, in its own order, before anything the new lane holds.
        let alone = active.filter { $0 }.count == 1
        for lane in lanes.indices where active[lane] {
            if alone {
                heads.append((lane, lanes[lane].first()))
            } else {
                let queue = lanes[lane].pending()
                stampNew(queue, lane: lane)
                heads.append((lane, Self.first(queue)))
            }
        }
        let due = heads.compactMap { lane, head in head.map { (lane: lane, first: $0) } }
        guard let earliest = due.map(\.first.nanoseconds).min() else { return nil }
        let instant = Self.instant(of: earliest)
        guard instant <= target else { return nil }
        let chosen = due.filter { Self.instant(of: $0.first.nanoseconds) == instant }
            .min { stamp($0.lane, $0.first) < stamp($1.lane, $1.first) }!
        return (instant, chosen.lane, chosen.first, heads)
    }

    private func stamp(_ lane: Int, _ item: SchedulerLane.Pending) -> Int {
        stamps[lane][item.sequence] ?? Int.max
    }

    /// Stamps a lane's items not seen before, in its own order; forgets those that have run
    /// once they outnumber the pending ones (so the stamps stay as many as the queue).
    private func stampNew(_ queue: [SchedulerLane.Pending], lane: Int) {
        let unseen = queue.filter { stamps[lane][$0.sequence] == nil }
        for item in unseen.sorted(by: { $0.sequence < $1.sequence }) {
            stamps[lane][item.sequence] = nextStamp
            nextStamp += 1
        }
        if stamps[lane].count > 2 * queue.count + 16 {
            let pending = Set(queue.map(\.sequence))
            stamps[lane] = stamps[lane].filter { pending.contains($0.key) }
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
