import Foundation

/// Process-wide preparation of the standard streams, done once by `main` before anything
/// else opens a file.
public enum StandardStreams {
    /// Ignores SIGPIPE, so a reader that goes away shows up as an `EPIPE` write error that
    /// StreamLab reports, not a silent death; and puts a placeholder on any of descriptors
    /// 0, 1 and 2 that the parent left closed (`streamlab >&-`).
    ///
    /// Without the placeholder the next file StreamLab opens (the history, a lesson) would
    /// become "standard output" and receive the diagrams. The placeholder is `/dev/null`
    /// opened the wrong way round (read-only for an output, write-only for the input), so
    /// using it still fails with `EBADF`, exactly as the closed descriptor would have.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        let placeholderModes: [(descriptor: Int32, mode: Int32)] = [
            (STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY),
        ]
        // In this order, `open` returns the lowest free descriptor: the closed one.
        for (descriptor, mode) in placeholderModes where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", mode)
            if opened >= 0, opened != descriptor { close(opened) }
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying after signals and short writes;
    /// returns the `errno` of the first failure, nil on success.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: wait(for: descriptor, event: POLLOUT)
            case let code: return code
            }
        }
        return nil
    }

    /// Reads `descriptor` to its end; the `errno` of a failed read.
    static func readToEnd(_ descriptor: Int32) -> Result<[UInt8], StandardStreamError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 {
                return .success(bytes)
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                wait(for: descriptor, event: POLLIN)
            } else if errno != EINTR {
                return .failure(StandardStreamError(.input, code: errno))
            }
        }
    }

    /// A non-blocking descriptor inherited from the parent: wait instead of spinning.
    private static func wait(for descriptor: Int32, event: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(event), revents: 0)
        _ = poll(&request, 1, -1)
    }
}
