import CEditShim

/// Ctrl-C as a flag that long work can poll.
///
/// ``installHandler()`` installs a SIGINT handler (without `SA_RESTART`) that only sets
/// a C `volatile sig_atomic_t` flag, so Ctrl-C no longer kills the process: a blocking
/// read fails with `EINTR` and the line editors report ``LineReadResult/interrupted``,
/// and an evaluation that calls ``isRequested()`` between steps can stop and return to
/// the prompt. ``LibEditLineEditor`` installs the handler itself; a REPL in plain mode
/// calls ``installHandler()`` when it wants the same behaviour.
///
///     try Interrupt.installHandler()
///     Interrupt.clear()
///     while !finished {
///         if Interrupt.isRequested() { break }   // Ctrl-C: back to the prompt
///         step()
///     }
public enum Interrupt {
    /// Errors from installing the handler.
    public struct InstallError: Error, Equatable, Sendable {
        /// The `errno` that `sigaction` reported.
        public let errno: Int32
    }

    /// Installs the SIGINT handler. Installing it again is harmless.
    public static func installHandler() throws(InstallError) {
        let code = cedit_install_sigint_handler()
        guard code == 0 else { throw InstallError(errno: code) }
    }

    /// Whether Ctrl-C was pressed since the last ``clear()``.
    public static func isRequested() -> Bool {
        cedit_interrupt_requested() != 0
    }

    /// Forgets an earlier Ctrl-C; call it before starting interruptible work.
    public static func clear() {
        cedit_interrupt_clear()
    }

    /// Sets the flag as Ctrl-C would, for callers that cancel by other means.
    public static func request() {
        cedit_interrupt_request()
    }
}
