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

extension Session {
    /// Records a note at the current virtual time. Notes count against the recording budget.
    func addNote(_ text: String, lane: Lane?) {
        recording.addNote(text, lane: lane, at: runtime.clock.now)
    }

    /// The notes about lanes the diagram shows (and about the session), from `from` to `to`.
    func visibleNotes(from: VirtualTime? = nil, to: VirtualTime? = nil) -> [LaneNote] {
        let shown = Set(visibleLanes.map(ObjectIdentifier.init))
        return recording.notes.filter { note in
            if let from, note.time < from { return false }
            if let to, note.time > to { return false }
            guard let lane = note.lane else { return true }
            return shown.contains(ObjectIdentifier(lane))
        }
    }

    /// The lines listed under a diagram: `  300ms  s: dropped 3 (buffering newest 1)`.
    static func noteLines(_ notes: [LaneNote]) -> String {
        guard !notes.isEmpty else { return "" }
        let times = notes.map { formatVirtualTime($0.time) }
        let width = times.map(\.count).max() ?? 0
        var text = "notes:\n"
        for (time, note) in zip(times, notes) {
            let padding = String(repeating: " ", count: width - time.count)
            // Lane names and messages are user text: one escaped line per note.
            text += "  " + padding + time + "  " + TerminalText.escaped((note.lane.map { $0.name + ": " } ?? "") + note.text) + "\n"
        }
        return text
    }
}
