#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written; the description names the path and the
/// reason, as `cannot write notes/x.md: permission denied`.
public struct SafeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Reading or writing.
    public enum Operation: String, Hashable, Sendable {
        case read, write
    }

    /// What was wrong.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// A system call failed with this `errno`.
        case system(Errno)
        /// The path does not exist.
        case missing
        /// The path is a directory.
        case directory
        /// The path is a device, FIFO, socket or other non-regular file.
        case notRegular(FileKind)
        /// The file has no write permission bit; it is refused even for root.
        case readOnly
        /// The folder the file would go in does not exist (StreamLab never creates it).
        case missingFolder(String)
        /// The path is a symbolic link to nothing.
        case danglingLink
        /// The folder the file is in refuses new files (where the temporary file goes).
        case folderNotWritable(Errno, String)
        /// `~user/…`: only the user's own `~` is understood.
        case otherUsersHome
        /// `~` with no `HOME` to expand it to.
        case noHome

        public var description: String {
            switch self {
            case .system(let error): error.description
            case .missing: "no such file"
            case .directory: "it is a directory"
            case .notRegular(let kind): "not a regular file (it is \(kind))"
            case .readOnly: "the file is read-only"
            case .missingFolder(let folder): "no such folder \(folder) (create it first)"
            case .danglingLink: "it is a symbolic link to a missing file"
            case .folderNotWritable(let error, let folder): "\(error) (cannot create a file in \(folder))"
            case .otherUsersHome: "'~user' paths are not supported (write ~/… or a full path)"
            case .noHome: "cannot expand '~': HOME is not set"
            }
        }
    }

    /// Reading or writing.
    public var operation: Operation
    /// The path as the caller named it (before symbolic links were resolved).
    public var path: String
    /// What was wrong.
    public var problem: Problem

    public init(_ operation: Operation, _ path: String, _ problem: Problem) {
        self.operation = operation
        self.path = path
        self.problem = problem
    }

    /// `cannot read PATH: REASON` or `cannot write PATH: REASON`.
    public var description: String { "cannot \(operation.rawValue) \(path): \(problem)" }

    /// An `errno` as a problem; a path through a plain file (ENOTDIR) names nothing either.
    static func system(_ operation: Operation, _ path: String, _ error: Errno) -> SafeFileError {
        let missing = error.code == ENOENT || operation == .read && error.code == ENOTDIR
        return SafeFileError(operation, path, missing ? .missing : .system(error))
    }
}
