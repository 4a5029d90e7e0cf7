import Marbles
import StreamCore
import TerminalText

/// Something a lane's own events cannot say: an element a stream's buffer dropped, when a
/// suspended send was made or resumed, a trap, a leaked subscription, a value that reached a
/// UI sink off the main queue.
///
/// A sink's lane keeps only Combine's events (subscribe, value, finished, failure, cancel,
/// request), so its JSON stays a faithful record of what the subscriber saw; notes go in a
/// top-level `"notes"` array and are listed under the diagram.
public struct LaneNote {
    public var time: VirtualTime
    /// The lane the note is about (usually the source's own lane); nil for the session.
    public var lane: Lane?
    public var text: String
}
