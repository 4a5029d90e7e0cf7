import StreamCore
import StreamLanguage

/// A Swift runtime trap (`fatalError` in the runtime, such as a second task awaiting an
/// AsyncThrowingStream) stops the program. In a session it stops the run: nothing scheduled
/// runs any more, the statement that was running reports `error: trap: …`, and later
/// statements are refused until `:reset`. What earlier statements did stays (and `:show`
/// still draws it).
///
/// This value holds what a trap left behind: its message, and whether a statement has
/// reported it yet. `SessionRuntime.trap` springs it and stops the clock.
struct ProgramTrap: Equatable {
    /// The first trap's message; nil while the program runs.
    package private(set) var message: String?
    private var isReported = false

    var hasSprung: Bool { message != nil }

    /// Records the trap; only the first counts. Returns whether this one did.
    mutating func spring(_ message: String) -> Bool {
        guard self.message == nil else { return false }
        self.message = message
        return true
    }

    /// The error for a trap that happened during the statement at `range`, if one did (once).
    package mutating func take(at range: SourceRange) -> Diagnostic? {
        guard let message, !isReported else { return nil }
        isReported = true
        return Diagnostic(DiagnosticMessages.trap(message), at: range, label: DiagnosticMessages.labelTrapStopped)
    }

    /// The error for a statement after a reported trap: the program is no longer running.
    package func refusal(at range: SourceRange) -> Diagnostic? {
        guard isReported else { return nil }
        return Diagnostic(DiagnosticMessages.programStopped, at: range, label: DiagnosticMessages.labelResetAfterTrap)
    }
}
