extension Console {
    /// Runs a whole script: statements, with `:commands` allowed on lines of their own.
    ///
    /// Statement lines are evaluated in chunks between commands, keeping their line numbers,
    /// so diagnostics point at the right line of the file.
    public func submitScript(_ text: String, origin: SourceOrigin) -> ConsoleReply {
        var reply = ConsoleReply()
        var chunk: [Substring] = []
        var chunkFirstLine = origin.firstLine
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)

        func flush() {
            if !chunk.isEmpty {
                let source = chunk.joined(separator: "\n")
                reply.append(session.evaluate(source, origin: SourceOrigin(fileName: origin.fileName, firstLine: chunkFirstLine)))
            }
            chunk.removeAll()
        }

        for (index, line) in lines.enumerated() {
            let isCommand = line.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
            if isCommand, !Parser.isIncomplete(chunk.joined(separator: "\n")) {
                flush()
                let commandReply = submit(String(line), origin: SourceOrigin(fileName: origin.fileName, firstLine: origin.firstLine + index))
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
