import ArgumentParser
import Foundation
import Marbles
import SafeFiles
import StreamConsole
import StreamDSL

/// `streamlab run FILE|-`: runs a script to the end and draws what happened.
public struct RunCommand: StreamLabSubcommand {
    public static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script, then draw its diagram (as text or SVG, or print its lanes as JSON).",
        discussion: """
        The script runs statement by statement, then the clock runs until nothing is \
        scheduled (an implicit `run`, bounded by the horizon). Errors are reported as \
        FILE:LINE:COL with the line and a caret, and the exit status is 1; a FILE that \
        cannot be read is a usage error (status 2). Commands that write files (:export) \
        are errors too unless --allow-writes is given.
        """
    )

    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case text, json, svg
    }

    @Argument(help: "The script to run, or - to read it from standard input.", completion: .file())
    public var file: String

    @Option(name: .long, help: "Output format: text (a diagram), json (lanes and events) or svg (the diagram as a standalone SVG picture, laid out as text is at --width).")
    public var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("With --format svg: the picture's width in pixels (\(RunCommand.svgWidths.lowerBound)-\(RunCommand.svgWidths.upperBound)); a run with more columns than fit is drawn on fewer, coarser ones.", valueName: "px"))
    public var svgWidth: Int = DiagramRenderer.defaultSVGWidth

    static var svgWidths: ClosedRange<Int> { DiagramRenderer.svgWidths }

    @Flag(name: .long, help: "Let the script run commands that write files (:export); without it they are errors, so a shared script cannot replace your files.")
    public var allowWrites = false

    @OptionGroup public var display: DisplayOptions

    public init() {}

    public func execute(io: TerminalIO) -> Int32 {
        guard Self.svgWidths.contains(svgWidth) else {
            io.writeError("streamlab: --svg-width \(svgWidth) is out of range; give \(Self.svgWidths.lowerBound) to \(Self.svgWidths.upperBound) pixels\n")
            return 2
        }
        let source: String
        let directory: String
        if file == "-" {
            do {
                source = try io.readAllInput()
            } catch {
                io.writeError(error.message + "\n")
                return 2
            }
            directory = FileManager.default.currentDirectoryPath
        } else {
            do {
                source = String(decoding: try SafeFile.read(file), as: UTF8.self)
            } catch {
                // A file that cannot be read is a usage error, not an error in the script.
                io.writeError("streamlab: \(error)\n")
                return 2
            }
            directory = (file as NSString).deletingLastPathComponent
        }
        var settings = display.settings(io: io)
        settings.autoShow = false
        let console = Console(session: Session(settings: settings),
                              allowsFileAccess: true, workingDirectory: directory.isEmpty ? "." : directory)
        console.homeDirectory = io.environment["HOME"]
        console.scriptWrites = allowWrites ? .allowed : .refusedInRun
        console.session.colorAllowed = DisplayOptions.colorAllowed(io: io)
        var reply = console.submitScript(source, origin: SourceOrigin(fileName: file == "-" ? "<stdin>" : file))
        guard !reply.hadError else {
            io.writeError(reply.formattedErrors(colored: console.session.settings.color))
            return 1
        }
        reply.append(console.session.runToEnd())
        switch format {
        case .text:
            io.write(reply.output)
            io.write(console.session.views.diagram())
        case .json:
            // Standard output carries only the JSON; notes and `print` lines go to stderr.
            io.writeError(reply.output)
            console.session.views.writeJSON { io.write($0) }
            io.write("\n")
        case .svg:
            // Standard output carries only the picture, as for JSON.
            io.writeError(reply.output)
            io.write(console.session.views.svgDiagram(pixelWidth: svgWidth))
        }
        return 0
    }
}
