import Foundation
import LineEditor
import StreamDSL

/// Where the REPL reads the terminal's width: the size now, and whether a resize happened
/// since it last asked. Tests pass their own.
public struct TerminalWidth {
    public var columns: () -> Int?
    public var takeResize: () -> Bool

    public init(columns: @escaping () -> Int?, takeResize: @escaping () -> Bool) {
        self.columns = columns
        self.takeResize = takeResize
    }

    /// Standard output's terminal, told of resizes by SIGWINCH (the handler only sets a flag).
    static func live() -> TerminalWidth {
        try? TerminalSize.installResizeHandler()
        return TerminalWidth(columns: { TerminalSize.columns(of: STDOUT_FILENO) }, takeResize: TerminalSize.takeResize)
    }

    /// Sets the session's width to the terminal's on the first call and after each resize,
    /// while the width follows the terminal (no `--width`, no `:set width`). A terminal
    /// narrower or wider than diagrams allow gets the nearest width allowed.
    func update(_ session: Session, first: Bool) {
        guard session.settings.widthFollowsTerminal, takeResize() || first, let columns = columns() else { return }
        let range = DisplayOptions.widthRange
        session.settings.width = min(range.upperBound, max(range.lowerBound, columns))
    }
}
