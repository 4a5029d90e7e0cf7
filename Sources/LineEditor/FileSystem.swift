#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations history needs, with `errno` turned into
/// ``HistoryFileError`` values that name the file.
enum FileSystem {
    /// The bytes of the file at `path`, or nil when it does not exist.
    static func contents(ofFile path: String) throws(HistoryFileError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw failure("open", path)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("read", path)  // EISDIR for a directory
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Creates `path` and any missing parents with `mode`; existing directories are
    /// left as they are.
    static func createDirectories(atPath path: String, mode: mode_t) throws(HistoryFileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, mode) == 0 { continue }
            let code = errno
            // An existing ancestor may also refuse with EACCES or EROFS: only a missing
            // or non-directory component is an error.
            if isDirectory(prefix) { continue }
            throw .system(operation: "mkdir", path: prefix, errno: code == EEXIST ? ENOTDIR : code)
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Replaces the file at `path` with `bytes`: writes a temporary file beside it,
    /// sets `mode`, flushes it to disk and renames it over `path`. Readers see the
    /// old file or the new one, never a mixture.
    static func writeAtomically(_ bytes: [UInt8], toFile path: String, mode: mode_t) throws(HistoryFileError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory.isEmpty ? "/" : directory)/.\(name).XXXXXX".utf8CString)
        // The template is never empty, so the base address is never nil.
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw failure("mkstemp", directory) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(HistoryFileError) {
            try writeAll(bytes, to: fd, path: temporary)
            if fchmod(fd, mode) != 0 { throw failure("fchmod", temporary) }
            if fsync(fd) != 0 { throw failure("fsync", temporary) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        if close(fd) != 0 {
            let error = failure("close", temporary)
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let error = failure("rename", path)
            unlink(temporary)
            throw error
        }
        // Make the rename itself durable; a failure here loses nothing already written.
        let directoryFD = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_CLOEXEC)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(HistoryFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure("write", path)
            }
            offset += written
        }
    }

    private static func failure(_ operation: String, _ path: String) -> HistoryFileError {
        .system(operation: operation, path: path, errno: errno)
    }
}
