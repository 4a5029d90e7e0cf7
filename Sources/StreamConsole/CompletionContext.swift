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

    /// Operators whose syntax is their name alone (`switchToLatest`, `max`), or their name and
    /// a choice of optional words (`share [unbounded|newest N|oldest N|bounded N]`, issue 20).
    static let operatorsWithoutArguments: Set<String> = Set(
        OperatorRegistry.all.filter { $0.syntax == $0.name || onlyOptionalWords($0.syntax, name: $0.name, words: $0.words) }
            .map(\.name))

    /// `NAME [w1 …|w2 …]`: two or more alternatives, each starting with one of the words.
    private static func onlyOptionalWords(_ syntax: String, name: String, words: [String]) -> Bool {
        guard syntax.hasPrefix(name + " ["), syntax.hasSuffix("]") else { return false }
        let inside = syntax.dropFirst(name.count + 2).dropLast()
        let alternatives = inside.split(separator: "|")
        guard alternatives.count > 1, !inside.contains("[") else { return false }
        return alternatives.allSatisfy { words.contains(String($0.split(separator: " ").first ?? "")) }
    }
}
