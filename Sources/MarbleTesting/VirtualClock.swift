import CombineSchedulers
import Foundation
import OpenCombineShim

/// The test scheduler read and driven in whole milliseconds from its start, the unit of
/// marble times.
///
/// Marble sources send on `scheduler` (the `MarbleScheduler`'s `main`); `driver` moves it and
/// the other test schedulers together.
///
/// A class shared by the sources, the expectations and the `MarbleScheduler`; it holds the
/// `TestScheduler`s but nothing holds it back, so no cycle keeps a `MarbleScheduler` alive.
///
/// `@unchecked Sendable`: the `TestScheduler`s are `Sendable` (they lock), `start` is a plain
/// value that Dispatch does not declare `Sendable`, and the driver's state is touched only
/// by the thread running the test (`MarbleScheduler`'s one-test rule).
final class VirtualClock: @unchecked Sendable {
    typealias Time = DispatchQueue.SchedulerTimeType

    let scheduler: TestSchedulerOf<DispatchQueue>
    let start: Time
    /// One frame (one marble character), in ms.
    let frame: Int
    let driver: LockstepDriver

    init(scheduler: TestSchedulerOf<DispatchQueue>, frame: Int, driver: LockstepDriver) {
        self.scheduler = scheduler
        self.start = scheduler.now
        self.frame = frame
        self.driver = driver
    }

    /// Milliseconds since the start: the instant the driver is running, else where `scheduler`
    /// is, rounded up as the driver's instants are (a test may drive it directly).
    var now: Int {
        driver.running?.instant ?? LockstepDriver.instant(of: start.distance(to: scheduler.now).magnitude)
    }

    /// The name of the test scheduler running now (`main`, `background`, …), or nil when none
    /// is being run by the driver (the test itself sending, or a scheduler advanced directly).
    var runningScheduler: String? { driver.running.map { driver.lanes[$0.lane].name } }

    /// Runs `action` at `time` ms from the start (at once in virtual time if that is past).
    func schedule(at time: Int, _ action: @escaping () -> Void) {
        let date = start.advanced(by: .milliseconds(max(time, now)))
        scheduler.schedule(after: date, tolerance: .zero, options: nil, action)
    }

    /// Runs everything due up to `time` ms from the start, on every test scheduler.
    func advance(to time: Int) {
        driver.advance(to: time)
    }

    /// A stride in whole milliseconds (at least 1 for a positive stride below a millisecond).
    static func milliseconds(_ stride: Time.Stride) -> Int {
        let nanoseconds = stride.magnitude
        let whole = nanoseconds / 1_000_000
        return whole == 0 && nanoseconds > 0 ? 1 : whole
    }
}
