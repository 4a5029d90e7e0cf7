import Foundation
import Lessons

/// Where the lessons are: `--lessons DIR`, else `$STREAMLAB_LESSONS`, else `./Lessons`,
/// else a `Lessons/` folder beside or above the executable (a checkout's `.build/…/streamlab`).
enum CourseLocation {
    static func directory(explicit: String?, io: TerminalIO) -> String? {
        if let explicit { return explicit }
        if let fromEnvironment = io.environment["STREAMLAB_LESSONS"], !fromEnvironment.isEmpty { return fromEnvironment }
        let candidates = ["Lessons"] + executableAncestors().map { $0 + "/Lessons" }
        return candidates.first { directory in
            Course.indexFileNames.contains { FileManager.default.fileExists(atPath: directory + "/" + $0) }
        }
    }

    private static func executableAncestors() -> [String] {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return [] }
        var folders: [String] = []
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            folders.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }

    /// Loads the course, or explains on `io` why it could not.
    static func load(explicit: String?, io: TerminalIO) -> Course? {
        guard let directory = directory(explicit: explicit, io: io) else {
            io.writeError("streamlab: cannot find the lessons; run from the StreamLab folder, or pass --lessons DIR\n")
            return nil
        }
        do {
            return try Course.load(directory: directory)
        } catch {
            io.writeError(error.description + "\n")
            return nil
        }
    }

    static func progressStore(io: TerminalIO) -> ProgressStore? {
        ProgressStore.defaultPath(environment: io.environment).map { ProgressStore(path: $0) }
    }
}
