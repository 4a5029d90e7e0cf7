#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file a write goes through, beside its target so the final rename stays in
/// one file system: `.NAME.streamlab-tmp-PID-RANDOM`.
///
/// The name is hidden, and does not end with the target's extension, so neither a listing
/// nor `streamlab test` (which reads `*.md`) sees it. A process killed mid-write leaves it
/// behind; the next write of the same target removes files whose process is gone.
struct TemporaryFile {
    static let marker = ".streamlab-tmp-"

    let path: String
    let fd: Int32

    /// Creates a new temporary file for `target` with `mode` (the umask applies).
    init(besides target: String, mode: mode_t, reportAs name: String) throws(SafeFileError) {
        let folder = POSIX.directory(of: target)
        let prefix = folder + "/." + POSIX.name(of: target) + Self.marker + "\(getpid())-"
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let candidate = prefix + String(generator.next() as UInt32, radix: 36)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 {
                path = candidate
                self.fd = fd
                return
            }
            if errno != EEXIST {
                let error = Errno(errno)
                throw SafeFileError(.write, name, error.code == EACCES || error.code == EROFS
                    ? .folderNotWritable(error, folder) : .system(error))
            }
        }
        throw SafeFileError(.write, name, .system(Errno(EEXIST)))
    }

    /// Closes and removes the file (an error path).
    func discard() {
        close(fd)
        unlink(path)
    }

    /// Removes temporary files of `target` left by processes that no longer run.
    static func removeStale(besides target: String) {
        let folder = POSIX.directory(of: target)
        let prefix = "." + POSIX.name(of: target) + marker
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix),
                  let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            // ESRCH: no such process. EPERM means it runs under another user: leave it.
            if kill(pid, 0) != 0, errno == ESRCH {
                unlink(folder + "/" + name)
            }
        }
    }
}
