import Foundation
import Lessons
import Marbles
import TerminalText

/// Where the lessons are: `--lessons DIR`, else `$STREAMLAB_LESSONS`, else the first of these
/// folders that holds a course index: `./Lessons`; `../share/streamlab/Lessons` beside the
/// executable (where `make install` puts them); a `Lessons/` folder beside or above the
/// executable (a checkout's `.build/…/streamlab`).
enum CourseLocation {
    /// The outcome of a search: the folder to load, or every folder looked in.
    enum Lookup: Equatable {
        case found(String)
        case notFound(searched: [String])
    }

    static func find(explicit: String?, io: TerminalIO,
                     executable: URL? = runningExecutable()) -> Lookup {
        if let explicit { return .found(explicit) }
        if let fromEnvironment = io.environment["STREAMLAB_LESSONS"], !fromEnvironment.isEmpty { return .found(fromEnvironment) }
        let candidates = searchedFolders(executable: executable)
        let found = candidates.first { directory in
            Course.indexFileNames.contains { FileManager.default.fileExists(atPath: directory + "/" + $0) }
        }
        return found.map(Lookup.found) ?? .notFound(searched: candidates)
    }

    /// This program's file, read from `/proc/self/exe` (else the command line's first word).
    /// `Bundle.main` is not used: Foundation traps when it cannot read the executable's folder
    /// (a binary in another user's private folder).
    static func runningExecutable() -> URL? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return URL(fileURLWithPath: String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first)
    }

    /// The folders searched without `--lessons` or `$STREAMLAB_LESSONS`, as absolute paths.
    static func searchedFolders(executable: URL?) -> [String] {
        let folders = [workingFolderCourse] + executableCourses(executable: executable)
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// `./Lessons` of the current folder, as an absolute path.
    static var workingFolderCourse: String {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent("Lessons").path
    }

    /// The folders that belong to the binary: its installed course, or its checkout's.
    static func executableCourses(executable: URL?) -> [String] {
        guard let binary = executable?.resolvingSymlinksInPath().deletingLastPathComponent() else { return [] }
        // An installed binary: PREFIX/bin/streamlab finds PREFIX/share/streamlab/Lessons.
        var folders = [binary.appendingPathComponent("../share/streamlab/Lessons").standardizedFileURL.path]
        var folder = binary
        for _ in 0..<5 {
            folders.append(folder.appendingPathComponent("Lessons").path)
            folder = folder.deletingLastPathComponent()
        }
        return folders
    }

    /// One line saying which course is used when it is `./Lessons` of the folder StreamLab was
    /// started in rather than one that belongs to the binary (installed, or its checkout): a
    /// folder someone else made can hold a course too. `nil` for any other course.
    static func notice(for directory: String, executable: URL? = runningExecutable()) -> String? {
        guard directory == workingFolderCourse, !executableCourses(executable: executable).contains(directory) else {
            return nil
        }
        return "Lessons: using the course in ./Lessons of this folder (\(TerminalText.escaped(directory))), not the installed one.\n"
    }

    /// What to say when no course was found: every folder looked in, and how to point at one.
    static func notFoundMessage(searched: [String]) -> String {
        "the lessons were not found; looked for course.md in:\n"
            + searched.map { "  \($0)\n" }.joined()
            + "Run StreamLab from its folder, install it with `make install`, or pass --lessons DIR "
            + "(or set STREAMLAB_LESSONS).\n"
    }

    /// The course, or what went wrong on `io`, with the exit status to return: 2 when no
    /// course was found, 1 when one was found but could not be read.
    static func load(explicit: String?, io: TerminalIO) -> Result<Course, CourseUnavailable> {
        switch find(explicit: explicit, io: io) {
        case .notFound(let searched):
            io.writeError("streamlab: " + notFoundMessage(searched: searched))
            return .failure(CourseUnavailable(status: 2))
        case .found(let directory):
            if io.stdinIsTerminal, let notice = notice(for: directory) { io.writeError(notice) }
            do {
                return .success(try Course.load(directory: directory))
            } catch {
                io.writeError(error.description + "\n")
                return .failure(CourseUnavailable(status: 1))
            }
        }
    }

    static func progressStore(io: TerminalIO) -> ProgressStore? {
        ProgressStore.defaultPath(environment: io.environment).map { ProgressStore(path: $0) }
    }
}

/// Why a lesson command could not start, as its exit status (the reason is already said).
struct CourseUnavailable: Error {
    let status: Int32
}
