/// Handler bodies as operator arguments (issue 20): `handleEvents output { … } cancel { … }`.
extension Parser {
    /// One or more `WORD { STEPS }`, each word among `words`; stops at the first token that
    /// is not one of them (the stage's end, or a mistake the stage then reports).
    func parseHooks(_ words: [ArgumentWord]) throws(ParseAbort) -> [OperatorArgument] {
        let names = words.map(\.text)
        var arguments: [OperatorArgument] = []
        var progress = LoopProgress()
        while progress.advanced(to: index) {
            guard !isAtStatementEnd, let word = names.first(where: { current.isWord($0) }) else { break }
            let written = advance()
            arguments.append(.word(Identifier(word, range: written.range)))
            arguments.append(.body(try parseBody()))
        }
        if arguments.isEmpty {
            try fail(DiagnosticMessages.expectedWord(names, found: foundDescription()),
                     label: "a hook and its steps, as in handleEvents output { send log x }")
        }
        return arguments
    }
}
