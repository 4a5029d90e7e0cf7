#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a write really goes to, checked before anything is written: an existing
/// regular file (a symbolic link is followed to one), or a new file in an existing folder.
struct WriteTarget {
    /// The path to write: symbolic links resolved, so a link stays a link.
    let path: String
    /// The existing file's status, whose mode and owner the new content keeps; nil for a new file.
    let existing: stat?

    /// Checks `path` for writing; throws an error naming `path` when it must not be written.
    init(_ path: String) throws(SafeFileError) {
        func fail(_ problem: SafeFileError.Problem) -> SafeFileError { SafeFileError(.write, path, problem) }
        var info: stat
        switch POSIX.linkStatus(path) {
        case .success(let found):
            info = found
        case .failure(let error) where error.code == ENOENT:
            let folder = POSIX.directory(of: path)
            switch POSIX.status(folder) {
            case .success(let folderInfo) where FileKind(mode: folderInfo.st_mode) == .directory:
                self.path = path
                existing = nil
                return
            case .success, .failure(Errno(ENOENT)), .failure(Errno(ENOTDIR)):
                throw fail(.missingFolder(folder))
            case .failure(let error):
                throw fail(.system(error))
            }
        case .failure(let error):
            throw fail(.system(error))
        }
        var resolved = path
        if FileKind(mode: info.st_mode) == .symbolicLink {
            switch POSIX.resolvedPath(path) {
            case .success(let target): resolved = target
            case .failure(let error): throw error.code == ENOENT ? fail(.danglingLink) : fail(.system(error))
            }
            switch POSIX.status(resolved) {
            case .success(let found): info = found
            case .failure(let error): throw fail(.system(error))
            }
        }
        switch FileKind(mode: info.st_mode) {
        case .regular: break
        case .directory: throw fail(.directory)
        case let kind: throw fail(.notRegular(kind))
        }
        // Root may write anything, but a file without a write bit was made read-only on purpose.
        if info.st_mode & 0o222 == 0 { throw fail(.readOnly) }
        if access(resolved, W_OK) != 0 { throw fail(.system(Errno(errno))) }
        self.path = resolved
        existing = info
    }
}
