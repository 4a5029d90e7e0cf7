import SafeFiles

/// `:export svg FILE`: writes the diagram `:show` draws as a standalone SVG picture, for
/// documents and slides. The file is written atomically through `SafeFile`, which refuses
/// a target that is not a regular file; lessons and transcripts cannot export.
enum ExportCommand {
    static var command: MetaCommand {
        MetaCommand(name: "export", usage: ":export svg FILE",
                    summary: "write the diagram (as :show draws it, at the current width) to FILE as an SVG picture") { args, console in
            export(args, console: console)
        }
    }

    static func export(_ args: [String], console: Console) -> ConsoleReply {
        guard console.allowsFileAccess else {
            return .failure("error: :export is not available here (lessons and transcripts cannot write files)\n")
        }
        guard args.count == 2 else { return .failure("error: usage: :export svg FILE\n") }
        guard args[0] == "svg" else {
            return .failure("error: :export writes svg only (not '\(args[0].prefix(40))'); usage: :export svg FILE\n")
        }
        guard !console.session.visibleLanes.isEmpty else {
            return .failure("error: nothing to export yet: subscribe with `… | sink`\n")
        }
        let picture = console.session.svgDiagram()
        do {
            try SafeFile.write(Array(picture.utf8), to: try console.resolve(args[1]))
        } catch {
            return .failure("error: cannot write \(args[1]): \(error.problem)\n")
        }
        let lanes = console.session.visibleLanes.count
        return ConsoleReply(output: "exported the diagram (\(lanes) lane\(lanes == 1 ? "" : "s")) to \(args[1]) as SVG\n")
    }
}
