#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small POSIX helpers shared by the readers and writers of this module.
enum POSIX {
    /// The folder holding `path` ("." for a bare name, "/" for a file at the root).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `stat` following symbolic links, or the `errno` it failed with.
    static func status(_ path: String) -> Result<stat, Errno> {
        var info = stat()
        return stat(path, &info) == 0 ? .success(info) : .failure(Errno(errno))
    }

    /// `lstat`: the link itself, not what it points to.
    static func linkStatus(_ path: String) -> Result<stat, Errno> {
        var info = stat()
        return lstat(path, &info) == 0 ? .success(info) : .failure(Errno(errno))
    }

    /// `realpath`: the path with every symbolic link resolved.
    static func resolvedPath(_ path: String) -> Result<String, Errno> {
        guard let resolved = realpath(path, nil) else { return .failure(Errno(errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// Writes every byte of `bytes` to `fd`, retrying after signals.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Errno? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return Errno(errno)
            }
            offset += written
        }
        return nil
    }

    /// Reads `fd` to its end.
    static func readAll(_ fd: Int32) -> Result<[UInt8], Errno> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Errno(errno))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// `fsync` on a folder, so that a rename in it survives a power cut; failures lose
    /// nothing already written and are ignored.
    static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// An `errno` value, named by `strerror` in lower case ("permission denied").
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: Int32

    public init(_ code: Int32) { self.code = code }

    public var description: String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
