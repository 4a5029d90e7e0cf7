import CombineSchedulers
import Foundation
import OpenCombineShim

extension MarbleScheduler {
    /// Runs `action` at `time` after the start of the test (at once in virtual time when
    /// that is already past): a send, a completion or a connect at a marble instant.
    ///
    /// ```
    /// m.schedule(at: .milliseconds(300)) { subject.send(3) }
    /// ```
    public func schedule(at time: DispatchQueue.SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        virtualClock.schedule(at: VirtualClock.milliseconds(time), action)
    }

    /// Runs everything due up to `time` after the start of the test, so a test can act
    /// between instants, as a script does after `advance`. `run()` still checks the
    /// expectations afterwards. (Hot sources need no `advance(to: .zero)` to start: they
    /// start whenever the clock first runs after they are made.)
    public func advance(to time: DispatchQueue.SchedulerTimeType.Stride) {
        let target = VirtualClock.milliseconds(time)
        virtualClock.advance(to: max(target, virtualClock.now))
    }
}
