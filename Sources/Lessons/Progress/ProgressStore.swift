import Foundation
import SafeFiles

/// Keeps `Progress` in a JSON file, by default `${XDG_STATE_HOME:-~/.local/state}/streamlab/progress.json`.
///
/// Progress is never lost:
/// - Several REPLs may run at once: every save takes an exclusive lock (on `progress.json.lock`,
///   since a lock on the file itself would not survive the rename that replaces it), reads what
///   is on disk and writes the union of both passes (`Progress.merging`).
/// - Writes go through `SafeFile` (atomic, through a symbolic link, keeping the file's mode).
/// - A file that cannot be read is never written: the learner is warned and this session keeps
///   its progress in memory only.
/// - A file that is not valid progress is copied aside first, to a name not yet taken
///   (`progress.json.corrupt`, `.corrupt-2`, …); only then is it replaced. When no copy can be
///   made, the file is left alone and progress is not kept.
public struct ProgressStore: Sendable {
    /// What loading found.
    public struct Loaded: Sendable, Hashable {
        /// The stored progress, or fresh progress.
        public var progress: Progress
        /// A line for the learner when the file was there but unusable (without `warning: `).
        public var warning: String?
        /// Whether saves may write the file; false when it could not be read or set aside.
        public var keepsProgress: Bool = true
    }

    /// The progress file.
    public let path: String

    /// A store for the file at `path` (its folder is created, mode 0700, on the first save).
    public init(path: String) {
        self.path = path
    }

    /// The lock every save holds.
    public var lockPath: String { path + ".lock" }

    /// `progress.json` in the state folder (see `StateDirectory`), or nil when there is none.
    public static func defaultPath(environment: [String: String]) -> String? {
        StateDirectory.file("progress.json", environment: environment)
    }

    /// The stored progress; fresh progress when there is no file yet.
    public func load() -> Loaded {
        let bytes: [UInt8]
        do {
            guard let found = try SafeFile.readIfPresent(path) else { return Loaded(progress: Progress()) }
            bytes = found
        } catch {
            return Loaded(progress: Progress(), warning: "\(error); progress will not be kept", keepsProgress: false)
        }
        if let progress = Self.decode(bytes) { return Loaded(progress: progress) }
        switch setAside(bytes) {
        case .success(let copy):
            return Loaded(progress: Progress(),
                          warning: "the progress file \(path) is not valid progress; starting afresh (a copy is kept as \(copy))")
        case .failure(let error):
            return Loaded(progress: Progress(),
                          warning: "the progress file \(path) is not valid progress and could not be copied aside "
                              + "(\(error)); it is left as it is, and progress will not be kept",
                          keepsProgress: false)
        }
    }

    /// Merges `progress` with what is on disk now and writes the result, which it returns.
    @discardableResult
    public func save(_ progress: Progress) throws(ProgressStoreError) -> Progress {
        do {
            try StateDirectory.create((path as NSString).deletingLastPathComponent)
            let lock = try FileLock(path: lockPath)
            defer { lock.unlock() }
            var merged = progress
            if let bytes = try SafeFile.readIfPresent(path) {
                if let stored = Self.decode(bytes) {
                    merged = progress.merging(stored)
                } else if case .failure(let error) = setAside(bytes) {
                    // Written over, the file would be lost: keep it and say why.
                    throw ProgressStoreError(path: path, reason: "it is not valid progress and could not be copied aside (\(error))")
                }
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            guard let data = try? encoder.encode(merged) else { throw ProgressStoreError(path: path, reason: "cannot encode") }
            try SafeFile.write(Array(data) + [UInt8(ascii: "\n")], to: path, newFileMode: 0o600)
            return merged
        } catch let error as ProgressStoreError {
            throw error
        } catch let error as SafeFileError {
            // Name the folder or lock file when it, not the progress file, is the trouble.
            throw ProgressStoreError(path: path, reason: error.path == path ? error.problem.description : error.description)
        } catch {
            throw ProgressStoreError(path: path, reason: "\(error)")
        }
    }

    private static func decode(_ bytes: [UInt8]) -> Progress? {
        try? JSONDecoder().decode(Progress.self, from: Data(bytes))
    }

    /// Copies an unusable file to the first free `.corrupt` name (an earlier copy with the
    /// same content will do); never replaces an earlier copy. Returns the copy's path.
    private func setAside(_ bytes: [UInt8]) -> Result<String, SetAsideError> {
        for index in 1...Self.maximumCopies {
            let copy = path + (index == 1 ? ".corrupt" : ".corrupt-\(index)")
            do {
                if try SafeFile.createNew(bytes, at: copy) { return .success(copy) }
                if (try? SafeFile.read(copy)) == bytes { return .success(copy) }
            } catch {
                return .failure(SetAsideError(reason: error.description))
            }
        }
        return .failure(SetAsideError(reason: "\(Self.maximumCopies) copies are kept already; remove some"))
    }

    static let maximumCopies = 1000

    private struct SetAsideError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}

/// Saving progress failed.
public struct ProgressStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that could not be written (the progress file, its lock or its folder).
    public var path: String
    /// What failed, in words.
    public var reason: String

    /// `cannot save progress to PATH: REASON`.
    public var description: String { "cannot save progress to \(path): \(reason)" }
}
