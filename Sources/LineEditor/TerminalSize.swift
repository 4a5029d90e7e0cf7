import CEditShim

/// The terminal's width, and whether it changed, for output that should fit the window.
///
/// ``installResizeHandler()`` installs a SIGWINCH handler (with `SA_RESTART`, so a resize
/// never interrupts a read) that only sets a C `volatile sig_atomic_t` flag; the program
/// reads it with ``takeResize()`` at a moment of its choosing (a REPL: before it draws)
/// and then asks ``columns(of:)`` for the new width. libedit, while it reads a line,
/// handles SIGWINCH itself and passes it on to this handler.
///
///     try TerminalSize.installResizeHandler()
///     if TerminalSize.takeResize(), let width = TerminalSize.columns(of: STDOUT_FILENO) { … }
public enum TerminalSize {
    /// Installs the SIGWINCH handler. Installing it again is harmless.
    public static func installResizeHandler() throws(Interrupt.InstallError) {
        let code = cedit_install_sigwinch_handler()
        guard code == 0 else { throw Interrupt.InstallError(errno: code) }
    }

    /// Whether the terminal was resized since the last call (which clears it).
    public static func takeResize() -> Bool {
        cedit_take_resize() != 0
    }

    /// The width in columns of the terminal on `descriptor` (`TIOCGWINSZ`), or nil when it
    /// is not a terminal or does not know its size.
    public static func columns(of descriptor: Int32) -> Int? {
        let columns = Int(cedit_terminal_columns(descriptor))
        return columns > 0 ? columns : nil
    }
}
