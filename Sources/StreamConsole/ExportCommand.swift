import Marbles
import SafeFiles
import StreamDSL
import StreamLanguage

/// `:export svg FILE [--svg-width PX]`: writes the diagram `:show` draws as a standalone SVG
/// picture, for documents and slides, fitted to PX pixels (720 by default). The file is written atomically through `SafeFile`, which refuses
/// a target that is not a regular file. It writes files, so lessons, transcripts and scripts
/// not allowed to write cannot run it (`Console.refusal(of:line:origin:)`).
enum ExportCommand {
    static var command: MetaCommand {
        MetaCommand(declaration) { args, console in
            export(args, console: console)
        }.writingFiles()
    }

    static var declaration: CommandDeclaration {
        CommandDeclaration(
            "export", arguments: [CommandArgument("svg", .format), CommandArgument("FILE", .filePath)],
            options: [CommandOption("--svg-width", "PX", range: DiagramRenderer.svgWidths)],
            summary: "write the diagram (as :show draws it, at the current width) to FILE as an SVG picture, at most PX (720) pixels wide")
    }

    /// `args` were checked against the declaration: a format, a file, a width in range if given.
    static func export(_ args: CommandArguments, console: Console) -> ConsoleReply {
        let pixelWidth = args.option("--svg-width").flatMap { Int($0) } ?? DiagramRenderer.defaultSVGWidth
        guard args[0] == "svg" else {
            return .failure(DiagnosticMessages.exportFormat(args[0], usage: declaration.usage))
        }
        guard !console.session.views.visibleLanes.isEmpty else {
            return .failure(DiagnosticMessages.nothingToExport)
        }
        let picture = console.session.views.svgDiagram(pixelWidth: pixelWidth)
        do {
            try SafeFile.write(Array(picture.utf8), to: try console.resolve(args[1]))
        } catch {
            return .failure(DiagnosticMessages.cannotWrite(args[1], "\(error.problem)"))
        }
        let lanes = console.session.views.visibleLanes.count
        return ConsoleReply(output: "exported the diagram (\(lanes) lane\(lanes == 1 ? "" : "s")) to \(args[1]) as SVG\n")
    }
}
