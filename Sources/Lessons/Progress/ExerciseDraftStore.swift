import Foundation
import SafeFiles

/// Keeps the `ExerciseDraft` of the exercise being worked on in `exercise-draft.json`, beside
/// the progress file. One draft at a time: starting another exercise replaces it, and an empty
/// draft (after a pass or `:retry`) is written as none.
///
/// A draft is a convenience: one that cannot be read (damaged, too large, not a file) is
/// ignored and later replaced; one that cannot be written is reported by the caller.
public struct ExerciseDraftStore: Sendable {
    /// The draft file.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The draft store beside a progress store: `exercise-draft.json` in the same folder.
    public init(besideProgress store: ProgressStore) {
        path = ((store.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("exercise-draft.json")
    }

    /// Files larger than this are not read: no draft within the bounds is that large.
    static let maximumFileSize = 256 * 1024

    /// The stored draft; nil when there is none or it cannot be used.
    public func load() -> ExerciseDraft? {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maximumFileSize, let bytes = try? SafeFile.readIfPresent(path),
              let draft = try? JSONDecoder().decode(ExerciseDraft.self, from: Data(bytes)),
              !draft.statements.isEmpty else { return nil }
        return draft
    }

    /// Writes `draft` (an empty one clears the file).
    public func save(_ draft: ExerciseDraft) throws(ProgressStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(draft) else { throw ProgressStoreError(path: path, reason: "cannot encode") }
        do {
            try StateDirectory.create((path as NSString).deletingLastPathComponent)
            try SafeFile.write(Array(data) + [UInt8(ascii: "\n")], to: path, newFileMode: 0o600)
        } catch {
            throw ProgressStoreError(path: path, reason: error.path == path ? error.problem.description : error.description)
        }
    }
}
