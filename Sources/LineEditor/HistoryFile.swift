import Foundation

/// The REPL's history on disk: load at start, save atomically on exit.
///
/// The format is libedit's `_HiStOrY_V2_` (see `HistoryCoding`): one entry a line,
/// multi-line entries escaped onto one line, UTF-8 kept readable. Saving writes a
/// temporary file in the same directory, flushes it to disk, gives it mode 0600 and
/// renames it over the old file, so a crash never leaves half a history; missing
/// directories are created with mode 0700 (the XDG base directory rule).
///
///     let file = HistoryFile(url: defaultHistoryFile(environment: env))
///     var entries = file.load()          // [] when missing or unreadable
///     entries.append("subject a | sink")
///     try file.save(entries)
public struct HistoryFile: Sendable, Equatable {
    /// Where the history lives.
    public let url: URL
    /// How many entries are kept; the oldest go first.
    public let maxEntries: Int

    /// A history file at `url` keeping at most `maxEntries` entries.
    public init(url: URL, maxEntries: Int = 1000) {
        self.url = url
        self.maxEntries = max(0, maxEntries)
    }

    /// The saved entries, oldest first; empty when the file is missing, unreadable
    /// or not a history file. Starting the REPL never fails because of history.
    public func load() -> [String] {
        (try? read()) ?? []
    }

    /// The saved entries, oldest first; empty when the file does not exist.
    /// - Throws: ``HistoryFileError`` when the file cannot be read or lacks the header.
    public func read() throws(HistoryFileError) -> [String] {
        guard let bytes = try FileSystem.contents(ofFile: url.path) else { return [] }
        guard let entries = HistoryCoding.decode(bytes) else {
            throw .notAHistoryFile(path: url.path)
        }
        return Array(entries.suffix(maxEntries))
    }

    /// Replaces the file with `entries` (oldest first; only the newest
    /// ``maxEntries`` are kept), atomically and with mode 0600.
    public func save(_ entries: [String]) throws(HistoryFileError) {
        let kept = entries.filter { !$0.isEmpty }.suffix(maxEntries)
        let directory = url.deletingLastPathComponent().path
        try FileSystem.createDirectories(atPath: directory, mode: 0o700)
        try FileSystem.writeAtomically(HistoryCoding.encode(Array(kept)), toFile: url.path, mode: 0o600)
    }
}

/// Why a history file could not be read or written. Each case names the file.
public enum HistoryFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's first line is not the `_HiStOrY_V2_` header.
    case notAHistoryFile(path: String)
    /// A system call (`operation`, such as "open" or "rename") failed on `path`.
    case system(operation: String, path: String, errno: Int32)

    public var description: String {
        switch self {
        case let .notAHistoryFile(path):
            return "\(path):1: not a history file (the first line should be \(HistoryCoding.header))"
        case let .system(operation, path, code):
            return "\(path): \(operation) failed: \(String(cString: strerror(code)))"
        }
    }
}
