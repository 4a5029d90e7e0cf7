import Foundation
import OpenCombineShim

// The time APIs in `Duration`, for code and tests written with Swift's clocks
// (`.milliseconds(300)` reads the same in both). A `Duration` is taken in whole
// milliseconds, as every marble time is (a positive one below a millisecond counts as 1 ms).
// Disfavoured, so that `.milliseconds(300)`, which both types spell alike, still means the
// dispatch stride and existing calls are not ambiguous; a `Duration` value picks these.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension MarbleScheduler {
    /// A scheduler whose frames last `frame` (at least 1 ms).
    @_disfavoredOverload
    public convenience init(frame: Duration) {
        self.init(frame: .milliseconds(Self.milliseconds(frame)))
    }

    /// Runs `action` at `time` after the start of the test (at once in virtual time when
    /// that is already past), as `schedule(at:_:)` with a dispatch stride.
    @_disfavoredOverload
    public func schedule(at time: Duration, _ action: @escaping () -> Void) {
        schedule(at: .milliseconds(Self.milliseconds(time)), action)
    }

    /// Runs everything due up to `time` after the start of the test, on every scheduler, as
    /// `advance(to:)` with a dispatch stride.
    @_disfavoredOverload
    public func advance(to time: Duration) {
        advance(to: .milliseconds(Self.milliseconds(time)))
    }

    /// Whole milliseconds, rounded down, at least 1 for a positive duration; 0 for a negative one.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        guard duration > .zero else { return 0 }
        let whole = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
        return max(1, whole)
    }
}
