import StreamDSL
import StreamLanguage

/// Where Tab stands, beyond the first word: a command's argument, or the end of a stage
/// that needs nothing more.
extension Console {
    /// Tab after `:NAME …`: what the kind of the argument being typed offers, as the
    /// command declares it (`:lesson` its lessons, `:load` and `:save` paths, `:set` keys).
    func argumentCandidates(forCommandIn line: String, partial: String) -> [String] {
        guard case .command(let name, let arguments) = ConsoleInput(line), let command = metaCommand(named: name) else {
            return []
        }
        // After a blank a new argument starts; otherwise the last one is being typed.
        let position = line.last == " " || line.last == "\t" ? arguments.count : arguments.count - 1
        guard position >= 0, let complete = command.declaration.argument(at: position)?.kind.complete else { return [] }
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
