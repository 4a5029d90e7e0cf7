import Foundation

/// Whole reads and writes on a file descriptor with `read(2)` and `write(2)`, which report
/// failures as `errno` where Foundation's `FileHandle` would trap.
enum Descriptor {
    /// The `errno` of a failed system call.
    struct Failure: Error, Equatable {
        let code: Int32
    }

    /// Writes all of `bytes`, retrying after signals and short writes.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
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
            case let code: throw Failure(code: code)
            }
        }
    }

    /// Reads to the end of the file (or of the input).
    static func readToEnd(_ descriptor: Int32) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                continue
            }
            if count == 0 { return bytes }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: wait(for: descriptor, event: POLLIN)
            case let code: throw Failure(code: code)
            }
        }
    }

    /// A non-blocking descriptor inherited from the parent: wait instead of spinning.
    private static func wait(for descriptor: Int32, event: Int32) {
        var request = pollfd(fd: descriptor, events: Int16(event), revents: 0)
        _ = poll(&request, 1, -1)
    }
}
