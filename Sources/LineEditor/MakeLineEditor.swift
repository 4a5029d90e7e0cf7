import Foundation

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

/// Where the REPL keeps its history: `$XDG_STATE_HOME/streamlab/history`, or
/// `~/.local/state/streamlab/history` when `XDG_STATE_HOME` is unset, empty or not an
/// absolute path (the XDG base directory rule says to ignore relative paths).
///
///     defaultHistoryFile(environment: ["HOME": "/home/ada"]).path
///     // "/home/ada/.local/state/streamlab/history"
public func defaultHistoryFile(environment: [String: String]) -> URL {
    stateDirectory(environment: environment)
        .appendingPathComponent("streamlab", isDirectory: true)
        .appendingPathComponent("history", isDirectory: false)
}

private func stateDirectory(environment: [String: String]) -> URL {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
        return URL(fileURLWithPath: state, isDirectory: true)
    }
    let home: URL
    if let path = environment["HOME"], !path.isEmpty {
        home = URL(fileURLWithPath: path, isDirectory: true)
    } else {
        home = FileManager.default.homeDirectoryForCurrentUser
    }
    return home
        .appendingPathComponent(".local", isDirectory: true)
        .appendingPathComponent("state", isDirectory: true)
}
