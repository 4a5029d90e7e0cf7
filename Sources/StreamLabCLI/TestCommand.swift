import ArgumentParser
import Foundation
import Lessons
import Marbles
import SafeFiles
import StreamDSL
import StreamLanguage
import TerminalText

/// `streamlab test [PATH…] [--update]`: checks golden transcripts and lessons.
public struct TestCommand: StreamLabSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check transcripts and lessons: every recorded output line must still be printed.",
        discussion: "With no PATH, checks transcripts/ and Lessons/. --update rewrites only the expected-output lines."
    )

    @Argument(help: "Markdown files or folders (default: transcripts and Lessons).", completion: .file(extensions: ["md"]))
    public var paths: [String] = []

    @Flag(name: .long, help: "Re-record the expected output of failing steps; prose and inputs are left as they are.")
    public var update = false

    @Option(name: .long, help: "The diagram width every session starts with, \(DisplayOptions.widthRange.lowerBound) to \(DisplayOptions.widthRange.upperBound) (default 80; a transcript saved at another width sets it itself).",
            transform: DisplayOptions.parseWidth)
    public var width: Int = TranscriptRunner.pinnedSettings.width

    public init() {}

    public func execute(io: TerminalIO) -> Int32 {
        let roots = paths.isEmpty ? ["transcripts", "Lessons"].filter { FileManager.default.fileExists(atPath: $0) } : paths
        var files: [String] = []
        for root in roots {
            guard let found = GoldenFiles.markdownFiles(under: root) else {
                io.writeError("streamlab: no such file or folder: \(root)\n")
                return 2
            }
            files += found
        }
        guard !files.isEmpty else {
            io.writeError("streamlab: no transcripts to check\n")
            return 1
        }
        var failed = 0
        var steps = 0
        for file in files {
            let outcome = GoldenFiles.check(file, update: update, width: width)
            steps += outcome.steps
            switch outcome.status {
            case .passed: break
            case .updated: io.write("updated \(TerminalText.escaped(file))\n")
            case .failed(let report):
                failed += 1
                io.writeError(report)
            }
        }
        io.write("\(files.count - failed) passed, \(failed) failed (\(files.count) file(s), \(steps) step(s))\n")
        return failed == 0 ? 0 : 1
    }
}

/// Finding and checking golden files; shared by `streamlab test` and the test suite.
public enum GoldenFiles {
    public enum Status: Equatable {
        case passed
        case updated
        case failed(String)
    }

    /// `.md` files of a folder (recursively, sorted), a single file, or nil if missing.
    /// The course index is not a transcript and is skipped, and so are hidden files and
    /// folders (such as a temporary file a killed `:save` left behind).
    public static func markdownFiles(under path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        let entries = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return entries.filter { entry in
            let components = entry.split(separator: "/")
            return entry.hasSuffix(".md") && !components.contains { $0.hasPrefix(".") }
                && !Course.indexFileNames.contains(String(components.last ?? ""))
        }
            .sorted().map { (path as NSString).appendingPathComponent($0) }
    }

    /// Checks one file (re-recording it when `update` is set); a malformed file fails with
    /// its located errors.
    public static func check(_ file: String, update: Bool, width: Int = TranscriptRunner.pinnedSettings.width) -> (status: Status, steps: Int) {
        let text: String
        do {
            text = String(decoding: try SafeFile.read(file), as: UTF8.self)
        } catch {
            return (.failed(DiagnosticFormatter.formatFile(file, severity: .error, message: "cannot read the file: \(error.problem)") + "\n"), 0)
        }
        let document: ExecutableDocument
        do {
            document = try ExecutableDocument.parse(text, fileName: file)
        } catch {
            return (.failed(error.description + "\n"), 0)
        }
        var runner = TranscriptRunner(allowsFileAccess: false, workingDirectory: (file as NSString).deletingLastPathComponent)
        runner.width = width
        let result = runner.check(document)
        if result.passed { return (.passed, result.steps.count) }
        guard update else { return (.failed(result.diff), result.steps.count) }
        do {
            try SafeFile.write(Array(runner.update(document).utf8), to: file)
        } catch {
            return (.failed(DiagnosticFormatter.formatFile(file, severity: .error, message: "cannot rewrite: \(error.problem)") + "\n"), result.steps.count)
        }
        return (.updated, result.steps.count)
    }
}
