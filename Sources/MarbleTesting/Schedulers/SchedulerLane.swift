import CombineSchedulers
import Foundation
import OpenCombineShim

/// One of a `MarbleScheduler`'s test schedulers (`main`, `background`, `runLoop`,
/// `operationQueue`) as the lockstep driver sees it: its name, what it has pending (in
/// nanoseconds from its start) and a way to move it to an instant.
///
/// combine-schedulers keeps a `TestScheduler`'s queue private, and it has no "run one item":
/// its `advance(to:)` runs everything due. The queue is read through `Mirror` (the
/// `scheduled` property of 1.2.2: sequence, date, action); `SchedulerLaneTests` fails if a
/// later version changes that shape, rather than letting the schedulers drift apart.
struct SchedulerLane {
    /// An item the scheduler will run: its own sequence number and its date.
    struct Pending: Equatable {
        let sequence: UInt
        let nanoseconds: Int
    }

    let name: String
    /// The smallest step its times are read in, in nanoseconds: 1 for dispatch times, 1000
    /// for `Date`s (see `dateNanoseconds`).
    let resolution: Int
    /// The scheduler itself, to recognise it in `expect(_:on:)`.
    let identity: ObjectIdentifier
    /// What it has pending, in no particular order.
    let pending: () -> [Pending]
    /// What it runs first of what it has pending (the earliest date, then the lowest sequence).
    let first: () -> Pending?
    /// Runs everything due up to this many nanoseconds from its start (nothing if it is
    /// already past them, so moving to just before its first item runs nothing).
    let advance: (Int) -> Void
    /// Where it is, in nanoseconds from its start.
    let now: () -> Int
    /// Schedules an action for its current instant, after what is already due then.
    let scheduleNow: (@escaping () -> Void) -> Void

    init<Time, Options>(
        _ name: String, _ scheduler: TestScheduler<Time, Options>, resolution: Int = 1,
        nanoseconds: @escaping (Time, Time) -> Int
    ) {
        let start = scheduler.now
        self.name = name
        self.resolution = resolution
        self.identity = ObjectIdentifier(scheduler)
        self.pending = { [unowned scheduler] in
            Self.queue(of: scheduler).map { Pending(sequence: $0.sequence, nanoseconds: nanoseconds(start, $0.date)) }
        }
        self.first = { [unowned scheduler] in
            // The common case, read without copying the queue: `run()` asks this at every instant.
            let scheduled = Mirror(reflecting: scheduler).children.first { $0.label == "scheduled" }?.value
            if let items = scheduled as? [(sequence: UInt, date: Time, action: () -> Void)] {
                guard var first = items.first else { return nil }
                for item in items.dropFirst() where (item.date, item.sequence) < (first.date, first.sequence) {
                    first = item
                }
                return Pending(sequence: first.sequence, nanoseconds: nanoseconds(start, first.date))
            }
            return Self.queue(of: scheduler).min { ($0.date, $0.sequence) < ($1.date, $1.sequence) }
                .map { Pending(sequence: $0.sequence, nanoseconds: nanoseconds(start, $0.date)) }
        }
        self.advance = { [unowned scheduler] target in
            // Also the exact dates of items whose rounded time is `target`: a `Date` may sit a
            // rounding error past it, and an item left behind would stop the driver's progress.
            guard target >= nanoseconds(start, scheduler.now) else { return }
            var instant = max(start.advanced(by: .nanoseconds(target)), scheduler.now)
            if resolution > 1, let due = Self.queue(of: scheduler).map(\.date).filter({ nanoseconds(start, $0) <= target }).max() {
                instant = max(instant, due)
            }
            scheduler.advance(to: instant)
        }
        self.now = { [unowned scheduler] in nanoseconds(start, scheduler.now) }
        self.scheduleNow = { [unowned scheduler] action in scheduler.schedule(options: nil, action) }
    }

    /// The private queue of a combine-schedulers 1.2.2 `TestScheduler` (empty if it has
    /// another shape): each item's sequence number and date.
    ///
    /// Read item by item: a cast of the whole array works for dispatch times but not for the
    /// `Date`-based times of `RunLoop` and `OperationQueue` under OpenCombine.
    static func queue<Time, Options>(of scheduler: TestScheduler<Time, Options>) -> [(sequence: UInt, date: Time)] {
        guard let scheduled = Mirror(reflecting: scheduler).children.first(where: { $0.label == "scheduled" }) else {
            return []
        }
        if let items = scheduled.value as? [(sequence: UInt, date: Time, action: () -> Void)] {
            return items.map { (sequence: $0.sequence, date: $0.date) }
        }
        return Mirror(reflecting: scheduled.value).children.compactMap { item in
            let fields = Mirror(reflecting: item.value).children.map(\.value)
            guard fields.count == 3, let sequence = fields[0] as? UInt, let date = fields[1] as? Time else { return nil }
            return (sequence, date)
        }
    }
}

extension SchedulerLane {
    static func dispatch(_ name: String, _ scheduler: TestSchedulerOf<DispatchQueue>) -> SchedulerLane {
        SchedulerLane(name, scheduler) { start, date in start.distance(to: date).magnitude }
    }

    static func runLoop(_ scheduler: TestSchedulerOf<RunLoop>) -> SchedulerLane {
        SchedulerLane("runLoop", scheduler, resolution: 1000) { start, date in
            dateNanoseconds(start.date, date.date)
        }
    }

    static func operationQueue(_ scheduler: TestSchedulerOf<OperationQueue>) -> SchedulerLane {
        SchedulerLane("operationQueue", scheduler, resolution: 1000) { start, date in
            dateNanoseconds(start.date, date.date)
        }
    }

    /// A `Date` offset in nanoseconds, rounded to the microsecond: a `Date` counts seconds
    /// since 2001 in a `Double` (about a tenth of a microsecond apart near 1970, where the
    /// test schedulers start), so 30 ms reads 29.99997 ms, and 350 ms must still be 350 ms.
    private static func dateNanoseconds(_ start: Date, _ date: Date) -> Int {
        Int((date.timeIntervalSince(start) * 1e6).rounded()) * 1000
    }
}
