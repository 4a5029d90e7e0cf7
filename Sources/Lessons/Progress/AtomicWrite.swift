import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that a crash leaves either the old content or the new one: write a
/// temporary file beside it, `fsync` it, `rename` it over the target, `fsync` the folder.
enum AtomicWrite {
    static func replace(_ path: String, with data: Data) throws(ProgressStoreError) {
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ProgressStoreError(path: path, reason: "cannot create the folder \(folder)")
        }
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "cannot create \(temporary)") }
        var problem: ProgressStoreError?
        if !data.withUnsafeBytes({ writeAll(descriptor, $0) }) {
            problem = failure(path, "cannot write \(temporary)")
        } else if fsync(descriptor) != 0 {
            problem = failure(path, "cannot flush \(temporary)")
        }
        close(descriptor)
        if problem == nil, rename(temporary, path) != 0 {
            problem = failure(path, "cannot rename \(temporary)")
        }
        if let problem {
            unlink(temporary)
            throw problem
        }
        // Make the rename itself durable.
        let folderDescriptor = open(folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, base + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// The error, with the system's reason (read from `errno` at once).
    private static func failure(_ path: String, _ what: String) -> ProgressStoreError {
        ProgressStoreError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
