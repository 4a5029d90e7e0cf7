/// Where Tab stands, beyond the first word: a command's argument, or the end of a stage
/// that needs nothing more.
extension Console {
    /// Tab after `:NAME …`: what the kind of the argument being typed offers, as the
    /// command declares it (`:lesson` its lessons, `:load` and `:save` paths, `:set` keys).
    func argumentCandidates(forCommandIn line: String, partial: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count >= 2, let name = ConsoleInput.commandName(of: line),
              let command = metaCommand(named: name),
              let complete = command.declaration.argument(at: words.count - 2)?.kind.complete else { return [] }
        return complete(partial, self)
    }

    /// Whether `stage` (the text after the last `|`) is an operator that takes no
    /// arguments, typed whole and followed by a space: only another stage can follow.
    static func stageIsComplete(_ stage: String) -> Bool {
        let words = stage.split(separator: " ")
        guard stage.hasSuffix(" "), words.count == 1, let word = words.first else { return false }
        return operatorsWithoutArguments.contains(String(word))
    }

    /// After a complete stage: the next stage, `| OPERATOR` (Tab inserts the `| ` they share).
    static var nextStages: [String] { (Keywords.operators + ["sink"]).map { "| " + $0 } }

    /// Operators whose syntax is their name alone (`switchToLatest`, `share`, `max`).
    static let operatorsWithoutArguments: Set<String> = Set(
        OperatorRegistry.all.filter { $0.syntax == $0.name }.map(\.name))
}
