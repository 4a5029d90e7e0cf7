import Foundation

/// A file named on the command line, read whole, or the reason it cannot be: missing, a
/// folder, not a regular file (a FIFO or a device is refused, never opened, so nothing
/// blocks), or not readable by this user.
enum InputFile {
    enum Problem: Error, Equatable {
        case missing
        case directory
        case notRegularFile
        case permissionDenied
        case system(Int32)

        init(errno code: Int32) {
            switch code {
            case ENOENT: self = .missing
            case EISDIR: self = .directory
            case EACCES, EPERM: self = .permissionDenied
            default: self = .system(code)
            }
        }

        /// The reason, in the words `streamlab: cannot read 'FILE': REASON` uses.
        var reason: String {
            switch self {
            case .missing: "no such file"
            case .directory: "is a directory"
            case .notRegularFile: "not a regular file"
            case .permissionDenied: "permission denied"
            case .system(let code):
                // The system's words, in lower case like ours ("Not a directory").
                String(cString: strerror(code)).prefix(1).lowercased() + String(cString: strerror(code)).dropFirst()
            }
        }
    }

    static func read(_ path: String) -> Result<String, Problem> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Problem(errno: errno)) }
        if let problem = problem(withMode: info.st_mode) { return .failure(problem) }
        // Non-blocking, and checked again once open: the path may have changed since `stat`.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Problem(errno: errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .failure(Problem(errno: errno)) }
        if let problem = problem(withMode: info.st_mode) { return .failure(problem) }
        do {
            return .success(String(decoding: try Descriptor.readToEnd(descriptor), as: UTF8.self))
        } catch {
            return .failure(Problem(errno: error.code))
        }
    }

    private static func problem(withMode mode: mode_t) -> Problem? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .directory
        default: .notRegularFile
        }
    }
}
