import CombineSchedulers
import Foundation
import OpenCombineShim

/// The test scheduler read and driven in whole milliseconds from its start, the unit of
/// marble times.
///
/// A class shared by the sources, the expectations and the `MarbleScheduler`; it holds the
/// `TestScheduler` but nothing holds it back, so no cycle keeps a `MarbleScheduler` alive.
///
/// `@unchecked Sendable`: every property is a `let`, the `TestScheduler` is `Sendable` (it
/// locks), and `start` is a plain value that Dispatch does not declare `Sendable`.
final class VirtualClock: @unchecked Sendable {
    typealias Time = DispatchQueue.SchedulerTimeType

    let scheduler: TestSchedulerOf<DispatchQueue>
    let start: Time
    /// One frame (one marble character), in ms.
    let frame: Int

    init(scheduler: TestSchedulerOf<DispatchQueue>, frame: Int) {
        self.scheduler = scheduler
        self.start = scheduler.now
        self.frame = frame
    }

    /// Milliseconds since the start (rounded down).
    var now: Int { Self.milliseconds(start.distance(to: scheduler.now)) }

    /// Runs `action` at `time` ms from the start (at once in virtual time if that is past).
    func schedule(at time: Int, _ action: @escaping () -> Void) {
        let date = start.advanced(by: .milliseconds(max(time, now)))
        scheduler.schedule(after: date, tolerance: .zero, options: nil, action)
    }

    /// Runs everything due up to `time` ms from the start.
    func advance(to time: Int) {
        scheduler.advance(to: start.advanced(by: .milliseconds(time)))
    }

    /// A stride in whole milliseconds (at least 1 for a positive stride below a millisecond).
    static func milliseconds(_ stride: Time.Stride) -> Int {
        let nanoseconds = stride.magnitude
        let whole = nanoseconds / 1_000_000
        return whole == 0 && nanoseconds > 0 ? 1 : whole
    }
}
