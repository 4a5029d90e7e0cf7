#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing user files without ever destroying one. Every file StreamLab writes
/// (`:save`, `streamlab test --update`, progress, history) goes through here.
///
/// A write replaces the content of a regular file atomically: a temporary file beside it
/// (see `TemporaryFile`), flushed to disk, given the old file's mode (and owner, when root
/// writes another user's file), then renamed over it. Readers see the old content or the
/// new, never half. What is refused, with an error naming the path and the reason:
/// directories, devices, FIFOs and sockets; a file with no write bit (even for root); a
/// folder that does not exist (nothing is created). A symbolic link is followed, so the link
/// stays and the file it names gets the new content.
///
///     try SafeFile.write(Array("hello\n".utf8), to: "notes/hello.md")
///     let bytes = try SafeFile.read("notes/hello.md")
public enum SafeFile {
    /// Replaces the content of `path` (or creates it with `newFileMode`, less the umask).
    public static func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o666) throws(SafeFileError) {
        let target = try WriteTarget(path)
        TemporaryFile.removeStale(besides: target.path)
        let temporary = try TemporaryFile(besides: target.path, mode: target.existing == nil ? newFileMode : 0o600,
                                          reportAs: path)
        func fail(_ error: Errno) -> SafeFileError {
            temporary.discard()
            return SafeFileError(.write, path, .system(error))
        }
        if let error = POSIX.writeAll(bytes, to: temporary.fd) { throw fail(error) }
        if let existing = target.existing {
            // Root writing someone else's file gives it back to them; others cannot, and
            // their own files need nothing.
            if getuid() == 0, existing.st_uid != 0 || existing.st_gid != 0 {
                _ = fchown(temporary.fd, existing.st_uid, existing.st_gid)
            }
            if fchmod(temporary.fd, existing.st_mode & 0o7777) != 0 { throw fail(Errno(errno)) }
        }
        if fsync(temporary.fd) != 0 { throw fail(Errno(errno)) }
        if close(temporary.fd) != 0 {
            let error = Errno(errno)
            unlink(temporary.path)
            throw SafeFileError(.write, path, .system(error))
        }
        if rename(temporary.path, target.path) != 0 {
            let error = Errno(errno)
            unlink(temporary.path)
            throw SafeFileError(.write, path, .system(error))
        }
        POSIX.syncDirectory(POSIX.directory(of: target.path))
    }

    /// Adds `bytes` at the end of `path`; a missing file is created with `newFileMode`
    /// (less the umask) and starts with `header`. The same targets are refused as by
    /// ``write(_:to:newFileMode:)``.
    public static func append(_ bytes: [UInt8], to path: String, header: [UInt8] = [],
                              newFileMode: mode_t = 0o666) throws(SafeFileError) {
        let target = try WriteTarget(path)
        if target.existing == nil {
            let fd = open(target.path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, newFileMode)
            if fd >= 0 {
                defer { close(fd) }
                if let error = POSIX.writeAll(header + bytes, to: fd) { throw SafeFileError(.write, path, .system(error)) }
                return
            }
            // Created by someone else in the meantime: append to theirs.
            guard errno == EEXIST else { throw SafeFileError(.write, path, .system(Errno(errno))) }
        }
        // O_NONBLOCK: were the file swapped for a FIFO since the check, opening must not hang.
        let fd = open(target.path, O_WRONLY | O_APPEND | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw SafeFileError.system(.write, path, Errno(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SafeFileError(.write, path, .system(Errno(errno))) }
        guard FileKind(mode: info.st_mode) == .regular else { throw SafeFileError(.write, path, .notRegular(FileKind(mode: info.st_mode))) }
        if let error = POSIX.writeAll(bytes, to: fd) { throw SafeFileError(.write, path, .system(error)) }
    }

    /// The bytes of the regular file at `path` (symbolic links followed). Directories,
    /// devices and FIFOs are refused without being opened, so reading never blocks.
    public static func read(_ path: String) throws(SafeFileError) -> [UInt8] {
        switch POSIX.status(path) {
        case .success(let info):
            try requireRegular(info, path)
        case .failure(let error):
            throw SafeFileError.system(.read, path, error)
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw SafeFileError.system(.read, path, Errno(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SafeFileError(.read, path, .system(Errno(errno))) }
        try requireRegular(info, path)
        switch POSIX.readAll(fd) {
        case .success(let bytes): return bytes
        case .failure(let error): throw SafeFileError(.read, path, .system(error))
        }
    }

    /// ``read(_:)``, but nil when nothing is at `path`.
    public static func readIfPresent(_ path: String) throws(SafeFileError) -> [UInt8]? {
        do {
            return try read(path)
        } catch where error.problem == .missing {
            return nil
        }
    }

    private static func requireRegular(_ info: stat, _ path: String) throws(SafeFileError) {
        switch FileKind(mode: info.st_mode) {
        case .regular: return
        case .directory: throw SafeFileError(.read, path, .directory)
        case let kind: throw SafeFileError(.read, path, .notRegular(kind))
        }
    }
}

extension SafeFile {
    /// Creates `path` holding `bytes` only if nothing is there yet (`O_EXCL`); returns false,
    /// writing nothing, when something is. Used to set a copy aside without ever replacing one.
    public static func createNew(_ bytes: [UInt8], at path: String, mode: mode_t = 0o600) throws(SafeFileError) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else {
            if errno == EEXIST { return false }
            throw SafeFileError.system(.write, path, Errno(errno))
        }
        if let error = POSIX.writeAll(bytes, to: fd) ?? (fsync(fd) == 0 ? nil : Errno(errno)) {
            close(fd)
            unlink(path)
            throw SafeFileError(.write, path, .system(error))
        }
        close(fd)
        return true
    }
}
