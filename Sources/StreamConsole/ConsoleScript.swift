import StreamDSL
import StreamLanguage

extension Console {
    /// Runs a whole script: statements, with `:commands` allowed on lines of their own.
    ///
    /// Statement lines are evaluated in chunks (between commands, and every few hundred
    /// lines), keeping their line numbers, so diagnostics point at the right line of the file
    /// and a long script runs in bounded memory. Once the session's memory bound has stopped
    /// it, the remaining statements are skipped (the note says so); `:commands` still run.
    /// After too many errors (`Parser.errorLimit`, counted over the whole script) the script
    /// stops there, statements and commands alike, and says so once.
    public func submitScript(_ text: String, origin: SourceOrigin) -> ConsoleReply {
        var reply = ConsoleReply()
        var chunk = ScriptChunk()
        var errors = 0
        var stoppedByErrors = false

        func flush() {
            if !chunk.isEmpty {
                let widthBefore = session.settings.width
                let chunkReply = session.evaluate(chunk.text, origin: SourceOrigin(fileName: origin.fileName, firstLine: chunk.firstLine),
                                                  errorsBefore: errors)
                recordLoaded(chunk.text, reply: chunkReply, widthBefore: widthBefore)
                errors += chunkReply.diagnostics.count(where: \.isError)
                stoppedByErrors = chunkReply.diagnostics.contains(where: \.isErrorLimit)
                reply.append(chunkReply)
            }
            chunk.removeAll()
        }

        for (index, line) in ScriptLines(text).enumerated() {
            if stoppedByErrors { return reply }
            let number = origin.firstLine + index
            // Ctrl-C stops the script (`:load` of a long file) between statements too.
            if session.interruptRequested() {
                chunk.removeAll()
                reply.output += RuntimeNotes.scriptInterrupted + "\n"
                return reply
            }
            if ConsoleInput.isCommand(line), chunk.isEmpty || !Parser.isIncomplete(chunk.text) {
                flush()
                // In a file, a failed command is reported like a statement (see `submit`).
                let commandReply = submit(String(line), origin: SourceOrigin(fileName: origin.fileName, firstLine: number))
                reply.append(commandReply)
                if commandReply.quit { return reply }
            } else if !session.recording.isFull {
                chunk.append(line, number: number)
                if chunk.isReady() { flush() }
            }
        }
        flush()
        return reply
    }

    /// A command's report from a file, placed like a statement's: FILE:LINE:COL and its line.
    func locatedInFile(_ report: DiagnosticReport, line: String, origin: SourceOrigin) -> DiagnosticReport {
        guard !report.showsExcerpt, let fileName = origin.fileName else { return report }
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        var located = report
        located.source = line
        located.origin = SourceOrigin(fileName: fileName, firstLine: origin.firstLine)
        located.showsExcerpt = true
        located.diagnostics = report.diagnostics.map { diagnostic in
            var moved = diagnostic
            moved.range = diagnostic.range.onLine(origin.firstLine, indentedBy: indent)
            return moved
        }
        return located
    }

    /// Words that could complete the text before the cursor (Tab).
    public func completions(for lineBeforeCursor: String) -> [String] {
        let words = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false)
        let partial = String(words.last ?? "")
        let trimmed = lineBeforeCursor.trimmingLeadingSpaces()
        var candidates: [String]
        if ConsoleInput.isCommand(trimmed) {
            if words.count <= 1 {
                candidates = metaCommands.map { ":" + $0.name }
            } else {
                candidates = argumentCandidates(forCommandIn: trimmed, partial: partial)
            }
        } else {
            // The text of the current stage: after the last '|', or the whole line.
            let stage = trimmed.split(separator: "|", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            let stageWords = stage.split(separator: " ")
            let typingFirstWordOfStage = stageWords.count <= 1 && !stage.hasSuffix(" ") || stageWords.isEmpty
            if trimmed.contains("|"), typingFirstWordOfStage {
                candidates = Keywords.stages
            } else if trimmed.contains("|"), Self.stageIsComplete(stage) {
                candidates = Self.nextStages
            } else if !trimmed.contains(" ") {
                candidates = Keywords.statements + Keywords.sources + session.names.definedNames + session.names.memberNames(of: session.ownership.objects)
            } else {
                candidates = Keywords.sources + session.names.definedNames + session.names.memberNames(of: session.ownership.objects)
            }
        }
        return candidates.filter { $0.hasPrefix(partial) }
    }
}
