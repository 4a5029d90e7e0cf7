#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where StreamLab keeps its own state (history, lesson progress):
/// `${XDG_STATE_HOME:-$HOME/.local/state}/streamlab`.
///
/// As the XDG base directory rule says, an unset, empty or relative `XDG_STATE_HOME` is
/// ignored; without an absolute `HOME` either there is no state folder, and nothing is kept.
///
///     StateDirectory.path(environment: ["HOME": "/home/ada"])
///     // "/home/ada/.local/state/streamlab"
public enum StateDirectory {
    /// The folder, or nil when neither variable gives an absolute path.
    public static func path(environment: [String: String]) -> String? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/state"
        } else {
            return nil
        }
        return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/streamlab"
    }

    /// The file `name` in the state folder, or nil when there is none.
    public static func file(_ name: String, environment: [String: String]) -> String? {
        path(environment: environment).map { $0 + "/" + name }
    }

    /// Creates the folder `path` and its missing parents with mode 0700 (private state, as the
    /// XDG rule asks); existing folders are left as they are. Only state folders are created
    /// this way: StreamLab never creates a folder a user named.
    public static func create(_ path: String) throws(SafeFileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) == 0 { continue }
            let code = errno
            // An existing ancestor may refuse with EACCES or EROFS: only a missing or
            // non-folder component is an error.
            if case .success(let info) = POSIX.status(prefix), FileKind(mode: info.st_mode) == .directory { continue }
            throw SafeFileError(.write, prefix, code == EEXIST ? .system(Errno(ENOTDIR)) : .system(Errno(code)))
        }
    }
}
