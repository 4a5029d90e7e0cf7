import SafeFiles

/// `:export svg FILE`: writes the diagram `:show` draws as a standalone SVG picture, for
/// documents and slides. The file is written atomically through `SafeFile`, which refuses
/// a target that is not a regular file. It writes files, so lessons, transcripts and scripts
/// not allowed to write cannot run it (`Console.refusal(of:line:origin:)`).
enum ExportCommand {
    static var command: MetaCommand {
        MetaCommand(name: "export", usage: ":export svg FILE",
                    summary: "write the diagram (as :show draws it, at the current width) to FILE as an SVG picture") { args, console in
            export(args, console: console)
        }.writingFiles()
    }

    static func export(_ args: [String], console: Console) -> ConsoleReply {
        guard args.count == 2 else { return .failure(DiagnosticMessages.usage(":export svg FILE")) }
        guard args[0] == "svg" else {
            return .failure(DiagnosticMessages.exportFormat(args[0]))
        }
        guard !console.session.visibleLanes.isEmpty else {
            return .failure(DiagnosticMessages.nothingToExport)
        }
        let picture = console.session.svgDiagram()
        do {
            try SafeFile.write(Array(picture.utf8), to: try console.resolve(args[1]))
        } catch {
            return .failure(DiagnosticMessages.cannotWrite(args[1], "\(error.problem)"))
        }
        let lanes = console.session.visibleLanes.count
        return ConsoleReply(output: "exported the diagram (\(lanes) lane\(lanes == 1 ? "" : "s")) to \(args[1]) as SVG\n")
    }
}
