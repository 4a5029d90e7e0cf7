import StreamCore
import Marbles

/// The words tasks use: their errors' texts and the notes about them.
enum TaskNotes {
    /// `CancellationError`, as `sleep` and `checkCancellation` throw it.
    static let cancellationError = "CancellationError"
    /// `URLError(.cancelled)`, as a cancelled `fetch` (URLSession) throws it.
    static let urlCancelled = "cancelled"

    static func emitUIOffMain(_ value: Value) -> String {
        "emit ui \(value.literal) ran off the main actor: UI is updated on the main actor (put it in on main { … } or a func … on main)"
    }

    static func tooManyTasks(_ name: String, limit: Int, at time: VirtualTime) -> String {
        "stopped: bodies started \(limit) tasks at \(formatVirtualTime(time)) (a task or handler that starts tasks without end?); task \(name) and later ones at this instant were not started"
    }

    static func handlerStopped(_ title: String, _ message: String) -> String {
        "\(title) stopped: \(message)"
    }
}

// Milestone 2:
extension TaskNotes {
    static func callsTooDeep(_ function: String, depth: Int) -> String {
        "stopped: calls of \(function) nested \(depth) deep (a func that calls itself without end?); the task ends with an error"
    }

    static func callsTooDeepError(_ function: String) -> String { "calls of \(function) too deep" }

    static func waitsForItself(_ task: String) -> String {
        "await \(task).value inside \(task) waits for ever: a task cannot end while it waits for its own result"
    }

    static func taskNotMadeYet(_ task: String) -> String { "\(task) has not been made yet" }
}
