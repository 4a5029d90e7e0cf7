import Marbles
import StreamCore

/// Notes the session prints while the clock runs.
enum SessionNotes {
    /// The per-statement action budget ran out. The budget counts every clock action of the
    /// statement, whatever scheduled it, so the note names the limit rather than guessing a
    /// culprit (a 1ms timer is as likely as a 0ms one).
    static func actionLimit(_ limit: Int, at time: VirtualTime) -> String {
        "note: stopped at \(formatVirtualTime(time)) after \(limit) clock actions, the most one statement may run "
            + "(a very fast timer, or a source that never ends?)"
    }
}
