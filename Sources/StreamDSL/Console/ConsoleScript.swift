extension Console {
    /// Runs a whole script: statements, with `:commands` allowed on lines of their own.
    ///
    /// Statement lines are evaluated in chunks between commands, keeping their line numbers,
    /// so diagnostics point at the right line of the file.
    public func submitScript(_ text: String, origin: SourceOrigin) -> ConsoleReply {
        var reply = ConsoleReply()
        var chunk: [Substring] = []
        var chunkFirstLine = origin.firstLine
        // "\r\n" is one Character, so splitting on "\n" alone would leave a CRLF file one line.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)

        func flush() {
            if !chunk.isEmpty {
                let source = chunk.joined(separator: "\n")
                reply.append(session.evaluate(source, origin: SourceOrigin(fileName: origin.fileName, firstLine: chunkFirstLine)))
            }
            chunk.removeAll()
        }

        for (index, line) in lines.enumerated() {
            // Ctrl-C stops the script (`:load` of a long file) between statements too.
            if session.interruptRequested() {
                chunk.removeAll()
                reply.output += RuntimeNotes.scriptInterrupted + "\n"
                return reply
            }
            let isCommand = line.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
            if isCommand, !Parser.isIncomplete(chunk.joined(separator: "\n")) {
                flush()
                var commandReply = submit(String(line), origin: SourceOrigin(fileName: origin.fileName, firstLine: origin.firstLine + index))
                if commandReply.hadError, let fileName = origin.fileName {
                    commandReply.errors = locate(commandReply.errors, line: line, number: origin.firstLine + index, fileName: fileName)
                }
                reply.append(commandReply)
                chunkFirstLine = origin.firstLine + index + 1
                if commandReply.quit { return reply }
            } else {
                if chunk.isEmpty { chunkFirstLine = origin.firstLine + index }
                chunk.append(line)
            }
        }
        flush()
        return reply
    }

    /// A failed `:command` of a script, reported like a statement's error: `FILE:LINE:COL:`
    /// and the line with a caret under the command. Errors already located (from a
    /// `:load`ed file) are left as they are.
    private func locate(_ errors: String, line: Substring, number: Int, fileName: String) -> String {
        let prefix = "error: "
        guard errors.hasPrefix(prefix) else { return errors }
        var message = errors.dropFirst(prefix.count)
        if message.hasSuffix("\n") { message = message.dropLast() }
        guard !message.contains("\n") else { return errors }
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        let command = line.dropFirst(indent.count).prefix { $0 != " " && $0 != "\t" }
        let lineStart = number - 1
        let start = SourceLocation(offset: lineStart + indent.utf8.count, line: number, column: indent.count + 1)
        let end = SourceLocation(offset: start.offset + command.utf8.count, line: number, column: start.column + command.count)
        let diagnostic = Diagnostic(DiagnosticMessage(id: "command-error", text: String(message)), at: SourceRange(start: start, end: end))
        let source = String(repeating: "\n", count: lineStart) + line
        return DiagnosticFormatter(source: source, fileName: fileName, colored: session.settings.color).format([diagnostic]) + "\n"
    }

    /// Words that could complete the text before the cursor (Tab).
    public func completions(for lineBeforeCursor: String) -> [String] {
        let words = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false)
        let partial = String(words.last ?? "")
        let trimmed = lineBeforeCursor.trimmingLeadingSpaces()
        var candidates: [String]
        if trimmed.hasPrefix(":") {
            if words.count <= 1 {
                candidates = metaCommands.map { ":" + $0.name }
            } else if trimmed.hasPrefix(":help ") {
                candidates = HelpText.topics
            } else if trimmed.hasPrefix(":set ") && words.count == 2 {
                candidates = SettingDefinition.all.map(\.key)
            } else {
                candidates = []
            }
        } else {
            // The text of the current stage: after the last '|', or the whole line.
            let stage = trimmed.split(separator: "|", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            let stageWords = stage.split(separator: " ")
            let typingFirstWordOfStage = stageWords.count <= 1 && !stage.hasSuffix(" ") || stageWords.isEmpty
            if trimmed.contains("|"), typingFirstWordOfStage {
                candidates = Keywords.operators + ["sink"]
            } else if !trimmed.contains(" ") {
                candidates = Keywords.statements + Keywords.sources + session.definedNames
            } else {
                candidates = Keywords.sources + session.definedNames
            }
        }
        return candidates.filter { $0.hasPrefix(partial) }
    }
}
