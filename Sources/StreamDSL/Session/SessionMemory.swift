import StreamCore

/// The session's memory bound: what it may keep of recorded events (which `:log`'s
/// trace is a view of), printed lines and scheduled actions (documented in the README, "Limits").
package enum RecordingLimits {
    /// 128 MB: about a million recorded values, far beyond what a diagram can show.
    package static let maximumBytes = 128 << 20
    /// What one scheduled action holds (queue entry, closure and its captures), estimated
    /// high: a script of 4,500,000 `send a 1 @1ms` lines must not pass the bound unseen.
    static let scheduledActionCost = 160
    /// `:log` prints at most this many events.
    static let maximumTraceLines = 10_000

    package static var megabytes: Int { maximumBytes >> 20 }
}
