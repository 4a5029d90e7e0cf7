import ArgumentParser
import Foundation
import Lessons
import SafeFiles
import StreamConsole
import StreamDSL
import StreamLanguage
import SwiftExporter

/// `streamlab export swift …`: StreamLab sessions as code for other tools.
public struct ExportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a session as code for other tools.",
        subcommands: [ExportSwiftCommand.self]
    )

    public init() {}
}

/// `streamlab export swift FILE`: the script as one Swift Testing test on Combine;
/// `--scenarios DIR DOC…`: every lesson demo and transcript scenario as a generated test target.
public struct ExportSwiftCommand: StreamLabSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Print a script as Swift: a test of its pipelines that expects every sink's marbles, or its tasks as async/await code.",
        discussion: """
        The file compiles with only MarbleTesting and OpenCombineShim (Combine on Apple \
        platforms). A script Swift cannot express the same way is refused with the reason \
        (status 1). With --scenarios DIR, the arguments are lessons and transcripts (files or \
        folders): each scenario (a :reset starts one) is written to DIR as a test, with DIR/scenarios.txt \
        listing what was exported and what was skipped, and why.
        """
    )

    @Argument(help: "The script to export (or, with --scenarios, markdown files or folders).", completion: .file())
    public var paths: [String]

    @Option(name: .long, help: "Write the scenarios of the given lessons and transcripts to this folder.")
    public var scenarios: String?

    public init() {}

    public func execute(io: TerminalIO) -> Int32 {
        if let scenarios { return generate(into: scenarios, io: io) }
        guard paths.count == 1, let file = paths.first else {
            io.writeError(ConsoleReply.failure(DiagnosticMessages.usage("streamlab export swift FILE")).errors)
            return 2
        }
        if file.hasSuffix(".md") {
            io.writeError(ConsoleReply.failure(DiagnosticMessages.exportNeedsScenarios(file)).errors)
            return 2
        }
        let source: String
        do {
            source = String(decoding: try SafeFile.read(file), as: UTF8.self)
        } catch {
            io.writeError(ConsoleReply.failure(DiagnosticMessages.exportUnreadable(file, "\(error.problem)")).errors)
            return 2
        }
        // A lesson or transcript under another name: its prose would read as "unknown statement".
        if Self.isMarkdownDocument(source) {
            io.writeError(ConsoleReply.failure(DiagnosticMessages.exportNeedsScenarios(file)).errors)
            return 2
        }
        // A script with errors is reported as `run` reports it, located in the file.
        let console = Console(session: Session(settings: TranscriptRunner.pinnedSettings), allowsFileAccess: false)
        let reply = console.submitScript(source, origin: SourceOrigin(fileName: file))
        guard !reply.hadError else {
            io.writeError(reply.formattedErrors(colored: false))
            return 1
        }
        // The test is named after the script (`search-box.streamlab` → `searchBox`).
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let testName = DocumentExport.identifier(stem)
        switch SwiftExport.sessionFile(console.session.journal, settings: console.session.settings,
                                       testName: testName) {
        case .success(let text):
            io.write(text)
            return 0
        case .failure(let skip):
            io.writeError(ConsoleReply.failure(DiagnosticMessages.notExportable(skip.description)).errors)
            return 1
        }
    }

    /// Whether `text` is a lesson or transcript (a line opens a ```` ```streamlab ```` block),
    /// which no script is: a script's lines are statements, commands and `#` comments.
    static func isMarkdownDocument(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix("```streamlab") }
    }

    private func generate(into folder: String, io: TerminalIO) -> Int32 {
        var documents: [(stem: String, text: String)] = []
        for root in paths {
            guard let found = GoldenFiles.markdownFiles(under: root) else {
                io.writeError(ConsoleReply.failure(DiagnosticMessages.exportUnreadable(root, "no such file or folder")).errors)
                return 2
            }
            for file in found where !file.hasSuffix("course.md") {
                do {
                    let text = String(decoding: try SafeFile.read(file), as: UTF8.self)
                    let name = (file as NSString).lastPathComponent
                    documents.append((name.hasSuffix(".md") ? String(name.dropLast(3)) : name, text))
                } catch {
                    io.writeError(ConsoleReply.failure(DiagnosticMessages.exportUnreadable(file, "\(error.problem)")).errors)
                    return 2
                }
            }
        }
        do {
            let files = try ScenarioTarget.files(for: documents)
            // Every file to be replaced must be one this command wrote, before anything is written.
            for name in files.keys.sorted() {
                let path = (folder as NSString).appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: path) else { continue }
                let current = (try? SafeFile.read(path)).map { String(decoding: $0, as: UTF8.self) }
                guard let current, ScenarioTarget.isGenerated(current) else {
                    io.writeError(ConsoleReply.failure(DiagnosticMessages.notAGeneratedFile(path)).errors)
                    return 1
                }
            }
            for (name, text) in files.sorted(by: { $0.key < $1.key }) {
                try SafeFile.write(Array(text.utf8), to: (folder as NSString).appendingPathComponent(name))
            }
            let counts = ScenarioTarget.counts(manifest: files[ScenarioTarget.manifestName] ?? "")
            io.write("exported \(counts.exported), Apple only \(counts.appleOnly.count), skipped \(counts.skipped.count) into \(folder)\n")
            return 0
        } catch let error as DocumentError {
            io.writeError(error.description + "\n")
            return 1
        } catch {
            io.writeError(ConsoleReply.failure(DiagnosticMessages.cannotWrite(folder, "\(error)")).errors)
            return 1
        }
    }
}
