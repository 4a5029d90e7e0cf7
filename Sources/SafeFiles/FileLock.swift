#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on a lock file of its own, held until ``unlock()`` (or release).
///
/// The lock is never taken on the data file itself: a write replaces that file by renaming
/// another over it, and a lock on the old file would protect nothing.
///
///     let lock = try FileLock(path: "/state/progress.json.lock")
///     defer { lock.unlock() }
///     // read, merge, write
public final class FileLock {
    private var fd: Int32

    /// Opens (creating with mode 0600) `path` and waits for the exclusive lock.
    public init(path: String) throws(SafeFileError) {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SafeFileError.system(.write, path, Errno(errno)) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let error = Errno(errno)
                close(fd)
                throw SafeFileError(.write, path, .system(error))
            }
        }
    }

    /// Releases the lock.
    public func unlock() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { unlock() }
}
