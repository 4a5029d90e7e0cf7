import StreamCore
import StreamLanguage

/// What a trap left behind: its message, and whether a statement has reported it yet.
struct TrapState {
    var message: String
    var isReported = false
}

/// A Swift runtime trap (`fatalError` in the runtime, such as a second task awaiting an
/// AsyncThrowingStream) stops the program. In a session it stops the run: nothing scheduled
/// runs any more, the statement that was running reports `error: trap: …`, and later
/// statements are refused until `:reset`. What earlier statements did stays (and `:show`
/// still draws it).
extension SessionRuntime {
    func trap(_ message: String) {
        guard trapState == nil else { return }
        trapState = TrapState(message: message)
        clock.removeAll()
        recording.addNote("trap: " + message, lane: nil, at: clock.now)
    }

    /// The error for a trap that happened during the statement at `range`, if one did.
    func takeTrap(at range: SourceRange) -> Diagnostic? {
        guard let state = trapState, !state.isReported else { return nil }
        trapState?.isReported = true
        return Diagnostic(DiagnosticMessages.trap(state.message), at: range, label: DiagnosticMessages.labelTrapStopped)
    }

    /// The error for a statement after a trap: the program is no longer running.
    func refusalAfterTrap(at range: SourceRange) -> Diagnostic? {
        guard trapState?.isReported == true else { return nil }
        return Diagnostic(DiagnosticMessages.programStopped, at: range, label: DiagnosticMessages.labelResetAfterTrap)
    }
}
