import Foundation
import SafeFiles

/// The REPL's history on disk, in libedit's `_HiStOrY_V2_` format (see `HistoryCoding`), so
/// libedit's own `H_LOAD` still reads it.
///
/// History is never lost: every accepted entry is appended as it is entered (a closed terminal,
/// SIGTERM or a crash keeps what was typed), the file is created with mode 0600 (its folder
/// with 0700, the XDG rule), and a file that cannot be read or lacks the header is never
/// written (the editor warns once and keeps no history; see ``LibEditLineEditor``). Writes go
/// through `SafeFile`: through a symbolic link, refusing a file with no write bit.
///
///     let file = HistoryFile(url: defaultHistoryFile(environment: env)!)
///     var entries = try file.readTrimming()     // [] when missing
///     try file.append("subject a | sink")
public struct HistoryFile: Sendable, Equatable {
    /// Where the history lives.
    public let url: URL
    /// How many entries are loaded; the oldest go first.
    public let maxEntries: Int

    /// A history file at `url` keeping at most `maxEntries` entries.
    public init(url: URL, maxEntries: Int = 1000) {
        self.url = url
        self.maxEntries = max(0, maxEntries)
    }

    /// The saved entries, oldest first; empty when the file is missing, unreadable
    /// or not a history file.
    public func load() -> [String] {
        (try? read()) ?? []
    }

    /// The newest ``maxEntries`` entries, oldest first; empty when the file does not exist.
    /// - Throws: ``HistoryFileError`` when the file cannot be read or lacks the header.
    public func read() throws(HistoryFileError) -> [String] {
        Array(try readAll().suffix(maxEntries))
    }

    /// ``read()``, and when appending has made the file more than twice ``maxEntries`` long,
    /// rewrites it with the entries returned (under the history lock, so another REPL's
    /// appends are not lost meanwhile).
    public func readTrimming() throws(HistoryFileError) -> [String] {
        let all = try readAll()
        guard all.count > 2 * maxEntries else { return Array(all.suffix(maxEntries)) }
        guard let lock = try? FileLock(path: lockPath) else { return Array(all.suffix(maxEntries)) }
        defer { lock.unlock() }
        let kept = Array(try readAll().suffix(maxEntries))
        // Best effort: a file that cannot be rewritten keeps its entries, and nothing is lost.
        try? SafeFile.write(HistoryCoding.encode(kept), to: url.path, newFileMode: 0o600)
        return kept
    }

    /// The lock held while the file is appended to or rewritten.
    var lockPath: String { url.path + ".lock" }

    /// Adds `entry` at the end of the file, creating the file (0600, with the header) and
    /// its folder (0700) when missing. Blank entries are not written.
    public func append(_ entry: String) throws(HistoryFileError) {
        guard !entry.isEmpty else { return }
        try wrap { () throws(SafeFileError) in
            try StateDirectory.create(url.deletingLastPathComponent().path)
            let lock = try FileLock(path: lockPath)
            defer { lock.unlock() }
            try SafeFile.append(HistoryCoding.encode(line: entry), to: url.path,
                                header: HistoryCoding.encode([]), newFileMode: 0o600)
        }
    }

    /// Replaces the file with `entries` (oldest first; only the newest ``maxEntries`` are
    /// kept), atomically, creating it with mode 0600. Refuses a file it could not read.
    public func save(_ entries: [String]) throws(HistoryFileError) {
        _ = try readAll()
        let kept = entries.filter { !$0.isEmpty }.suffix(maxEntries)
        try wrap { () throws(SafeFileError) in
            try StateDirectory.create(url.deletingLastPathComponent().path)
            try SafeFile.write(HistoryCoding.encode(Array(kept)), to: url.path, newFileMode: 0o600)
        }
    }

    private func readAll() throws(HistoryFileError) -> [String] {
        let bytes: [UInt8]?
        do { bytes = try SafeFile.readIfPresent(url.path) } catch { throw .file(error) }
        guard let bytes else { return [] }
        guard let entries = HistoryCoding.decode(bytes) else { throw .notAHistoryFile(path: url.path) }
        return entries
    }

    private func wrap(_ body: () throws(SafeFileError) -> Void) throws(HistoryFileError) {
        do { try body() } catch { throw .file(error) }
    }
}

/// Why a history file could not be read or written. Each case names the file.
public enum HistoryFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's first line is not the `_HiStOrY_V2_` header.
    case notAHistoryFile(path: String)
    /// The file (or its folder) could not be read or written.
    case file(SafeFileError)

    public var description: String {
        switch self {
        case let .notAHistoryFile(path):
            return "\(path):1: not a history file (the first line should be \(HistoryCoding.header))"
        case let .file(error):
            return error.description
        }
    }
}
