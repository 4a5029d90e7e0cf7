import Foundation
import StreamDSL

/// Keeps `Progress` in a JSON file, by default
/// `${XDG_STATE_HOME:-~/.local/state}/streamlab/progress.json`.
///
/// Writes are atomic (`AtomicFile`: a temporary file in the same folder, flushed to disk,
/// renamed over the old one), so a crash leaves the old progress or the new, never half of one. A file that
/// cannot be read as progress is never fatal and never silently lost: loading reports it,
/// copies it aside as `progress.json.corrupt` (or `.corrupt-2`, … when that is taken) and
/// starts afresh.
public struct ProgressStore: Sendable {
    /// What loading found.
    public struct Loaded: Sendable, Hashable {
        /// The stored progress, or fresh progress.
        public var progress: Progress
        /// A line for the learner when the file was there but unusable (`warning: …`).
        public var warning: String?
    }

    /// The progress file.
    public let path: String

    /// A store for the file at `path` (its folder is created on the first save).
    public init(path: String) {
        self.path = path
    }

    /// `${XDG_STATE_HOME:-$HOME/.local/state}/streamlab/progress.json`, or `nil` when neither
    /// variable gives an absolute folder (the XDG rule: relative paths are ignored).
    public static func defaultPath(environment: [String: String]) -> String? {
        let folder: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.local/state"
        } else {
            return nil
        }
        return folder + "/streamlab/progress.json"
    }

    /// The stored progress; fresh progress when there is no file yet.
    public func load() -> Loaded {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return Loaded(progress: Progress(), warning: nil)
        }
        guard !isDirectory.boolValue, let data = manager.contents(atPath: path) else {
            return Loaded(progress: Progress(), warning: "warning: cannot read the progress file \(path); progress will not be kept")
        }
        do {
            return Loaded(progress: try JSONDecoder().decode(Progress.self, from: data), warning: nil)
        } catch {
            return Loaded(progress: Progress(), warning: setAside(data))
        }
    }

    /// Writes `progress` atomically, creating the folder when needed.
    public func save(_ progress: Progress) throws(ProgressStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else { throw ProgressStoreError(path: path, reason: "cannot encode") }
        do {
            try AtomicFile.write(String(decoding: data, as: UTF8.self) + "\n", to: path)
        } catch {
            throw ProgressStoreError(path: path, reason: error.localizedDescription)
        }
    }

    /// Copies an unusable file aside and says so.
    private func setAside(_ data: Data) -> String {
        let manager = FileManager.default
        var copy = path + ".corrupt"
        var suffix = 2
        // Keep earlier copies; the same content needs no second copy.
        while manager.fileExists(atPath: copy), manager.contents(atPath: copy) != data, suffix < 100 {
            copy = path + ".corrupt-\(suffix)"
            suffix += 1
        }
        let kept = manager.contents(atPath: copy) == data || manager.createFile(atPath: copy, contents: data)
        let where_ = kept ? "a copy is kept as \(copy)" : "could not copy it aside"
        return "warning: the progress file \(path) is not valid progress; starting afresh (\(where_))"
    }
}

/// Saving progress failed.
public struct ProgressStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The progress file.
    public var path: String
    /// What failed, in words.
    public var reason: String

    /// `cannot save progress to PATH: REASON`.
    public var description: String { "cannot save progress to \(path): \(reason)" }
}
