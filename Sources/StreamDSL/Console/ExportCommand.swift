import Marbles
import SafeFiles

/// `:export svg FILE [--svg-width PX]`: writes the diagram `:show` draws as a standalone SVG
/// picture, for documents and slides, fitted to PX pixels (720 by default). The file is written atomically through `SafeFile`, which refuses
/// a target that is not a regular file. It writes files, so lessons, transcripts and scripts
/// not allowed to write cannot run it (`Console.refusal(of:line:origin:)`).
enum ExportCommand {
    static var command: MetaCommand {
        MetaCommand(name: "export", usage: usage,
                    summary: "write the diagram (as :show draws it, at the current width) to FILE as an SVG picture, at most PX (720) pixels wide") { args, console in
            export(args, console: console)
        }.writingFiles()
    }

    static let usage = ":export svg FILE [--svg-width PX]"

    static func export(_ args: [String], console: Console) -> ConsoleReply {
        guard args.count == 2 || args.count == 4 && args[2] == "--svg-width" else {
            return .failure(DiagnosticMessages.usage(usage))
        }
        let widths = DiagramRenderer.svgWidths
        var pixelWidth = DiagramRenderer.defaultSVGWidth
        if args.count == 4 {
            guard let width = Int(args[3]), widths.contains(width) else {
                return .failure(DiagnosticMessages.usage(usage + " (PX from \(widths.lowerBound) to \(widths.upperBound))"))
            }
            pixelWidth = width
        }
        guard args[0] == "svg" else {
            return .failure(DiagnosticMessages.exportFormat(args[0]))
        }
        guard !console.session.visibleLanes.isEmpty else {
            return .failure(DiagnosticMessages.nothingToExport)
        }
        let picture = console.session.svgDiagram(pixelWidth: pixelWidth)
        do {
            try SafeFile.write(Array(picture.utf8), to: try console.resolve(args[1]))
        } catch {
            return .failure(DiagnosticMessages.cannotWrite(args[1], "\(error.problem)"))
        }
        let lanes = console.session.visibleLanes.count
        return ConsoleReply(output: "exported the diagram (\(lanes) lane\(lanes == 1 ? "" : "s")) to \(args[1]) as SVG\n")
    }
}
