import Foundation
import SafeFiles

/// The line editor for this process: libedit when stdin and stdout are both
/// terminals, otherwise (or if libedit cannot start) a ``PlainLineEditor`` on
/// stdin and stdout.
public func makeLineEditor(historyFile: URL?, completion: CompletionProvider?) -> LineEditor {
    if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
       let editor = try? LibEditLineEditor(historyFile: historyFile, completion: completion) {
        return editor
    }
    return PlainLineEditor()
}

/// Where the REPL keeps its history: `history` in the state folder,
/// `${XDG_STATE_HOME:-~/.local/state}/streamlab/` (see `StateDirectory`); nil when there is
/// no state folder (no absolute `XDG_STATE_HOME` or `HOME`), and history is not kept.
///
///     defaultHistoryFile(environment: ["HOME": "/home/ada"])?.path
///     // "/home/ada/.local/state/streamlab/history"
public func defaultHistoryFile(environment: [String: String]) -> URL? {
    StateDirectory.file("history", environment: environment).map { URL(fileURLWithPath: $0, isDirectory: false) }
}
