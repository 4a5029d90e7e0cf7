/// The shape of an operator's arguments, declared once: the parser, the `:help` syntax line
/// and the contextual words all come from it, so they cannot disagree.
///
///     .sequence([.duration, .optional(.word(.fail, .expression))])
///     // reads `timeout 1s fail "late"`; its syntax line is `DURATION [fail EXPR]`
package indirect enum ArgumentGrammar: Sendable {
    /// No arguments.
    case none
    /// `EXPR`
    case expression
    /// `N`
    case count
    /// `DURATION`
    case duration
    /// `STRING`
    case string
    /// `EXPR, …`
    case expressions
    /// `PUB, …`: names, sources or `( … )`.
    case publishers
    /// `{ PIPELINE }`: an inner publisher built per value.
    case pipeline
    /// `INITIAL, EXPR` (scan and reduce).
    case initialAndBody
    /// `N`, read as an expression, so that the operator's check can say what is wrong with
    /// `-1` or `x` in its own words (`output at N`).
    case index
    /// `A...B`: a closed range, read as two expressions (`output in 1...3`).
    case closedRange
    /// A contextual word, then what follows it (`by EXPR`, `max N`).
    case word(ArgumentWord, ArgumentGrammar)
    /// `[ … ]`: left out at the end of the stage, or, when it starts with a word, when the
    /// word is not written.
    case optional(ArgumentGrammar)
    /// One after the other.
    case sequence([ArgumentGrammar])
    /// One of several forms, chosen by its first token (a word, `{`, a duration); the form
    /// that starts with none of these is the default. With no default, a missing form is an
    /// error labelled `label`. As the whole signature, each form is a syntax line of its own
    /// (`map EXPR | map { PIPELINE }`); `tight` forms are written `N|every DURATION`.
    case oneOf([ArgumentGrammar], tight: Bool = false, label: String? = nil)
    /// A required word among a few, as the last argument (`latest|first`), with its own
    /// diagnostics when it is missing or misspelt (reported; parsing goes on).
    case keyword(KeywordChoice)
    /// `[on QUEUE]` here in the syntax line: the stage's queue suffix reads it
    /// (`Parser.parseQueueSuffix`), and the operator's queue form is what comes before it.
    case queue
    /// `on QUEUE`, required (`receive on main`): the queue is the argument itself.
    case onQueue([String])
    /// `PUB`: one source (a name, a source, `( … )`) or `{ PIPELINE }` (`until PUB`).
    case publisher
    /// No arguments, and braces refused with `message` (`switchToLatest`).
    case noBraces(DiagnosticMessage)
    /// `EXPR, …` or one publisher (`append 9` / `append (just 1 | delay 1s)`): a parenthesised
    /// pipeline is the publisher form; a lone name is read as an expression, and the
    /// operator's check decides whether it names a publisher (the parser cannot know).
    case valuesOrPublisher
    // Issue 20:
    /// `WORD { STEPS } …`: one or more handler bodies, each after one of `words`
    /// (`handleEvents output { … } cancel { … }`); which may repeat is the operator's check.
    case hooks([ArgumentWord])
    // Issue 20:
    /// `NAME`: a name the operator's check looks up (`multicast subject NAME`), read as a
    /// name expression.
    case name
    /// `{ FORM }`: a form written in braces, whose arguments are the form's own
    /// (`multicast { current 0 }`, Combine's subject factory).
    case braced(ArgumentGrammar)
    // Issue 20:
    /// `[INITIAL,] EXPR`: `reductions 0, acc + x` or `reductions acc + x` (no initial result).
    case optionalInitialAndBody

    /// The syntax line's arguments (`[by EXPR]`); empty for `none`.
    package var syntax: String {
        switch self {
        case .none: ""
        case .expression: "EXPR"
        case .count: "N"
        case .duration: "DURATION"
        case .string: "STRING"
        case .expressions: "EXPR, …"
        case .publishers: "PUB, …"
        case .pipeline: "{ PIPELINE }"
        case .initialAndBody: "INITIAL, EXPR"
        case .closedRange: "A...B"
        case .index: "N"
        case .word(let word, let rest): [word.text, rest.syntax].filter { !$0.isEmpty }.joined(separator: " ")
        case .optional(let inner): "[\(inner.syntax)]"
        case .sequence(let parts): parts.map(\.syntax).filter { !$0.isEmpty }.joined(separator: " ")
        case .oneOf(let forms, let tight, _): forms.map(\.syntax).joined(separator: tight ? "|" : " | ")
        case .keyword(let choice): choice.words.map(\.text).joined(separator: "|")
        case .queue: "[on QUEUE]"
        case .onQueue: "on QUEUE"
        case .publisher: "PUB"
        case .noBraces: ""
        case .valuesOrPublisher: "EXPR, …|PUB"
        // Issue 20:
        case .hooks(let words): words.map(\.text).joined(separator: "|") + " { STEPS } …"
        case .name: "NAME"
        case .braced(let inner): "{ \(inner.syntax) }"
        case .optionalInitialAndBody: "[INITIAL,] EXPR"  // Issue 20
        }
    }

    /// The syntax line of operator `name`: a signature of several forms lists each
    /// (`prefix N | prefix while EXPR | prefix until PUB`).
    func syntaxLine(operator name: String) -> String {
        if case .oneOf(let forms, tight: false, _) = self {
            return forms.map { [name, $0.syntax].filter { !$0.isEmpty }.joined(separator: " ") }.joined(separator: " | ")
        }
        return [name, syntax].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What comes before `[on QUEUE]` when the grammar places it (`DURATION` in
    /// `collect [N | DURATION [on QUEUE]]`); nil when it has no queue.
    var queueFormSyntax: String? {
        switch self {
        case .queue: return ""
        case .optional(let inner): return inner.queueFormSyntax
        case .oneOf(let forms, _, _): return forms.lazy.compactMap(\.queueFormSyntax).first
        case .word(let word, let rest): return rest.queueFormSyntax.map { [word.text, $0].filter { !$0.isEmpty }.joined(separator: " ") }
        case .sequence(let parts):
            guard let position = parts.firstIndex(where: { $0.queueFormSyntax != nil }) else { return nil }
            return (parts[..<position].map(\.syntax) + [parts[position].queueFormSyntax ?? ""])
                .filter { !$0.isEmpty }.joined(separator: " ")
        default: return nil
        }
    }

    /// The contextual words, in order: offered by completion and "did you mean".
    package var words: [String] {
        switch self {
        case .word(let word, let rest): [word.text] + rest.words
        case .optional(let inner): inner.words
        case .sequence(let parts): parts.flatMap(\.words)
        // A word two forms share (`multicast subject NAME | { subject }`) is offered once.
        case .oneOf(let forms, _, _): forms.flatMap(\.words).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        case .keyword(let choice): choice.words.map(\.text)
        case .onQueue(let queues): ["on"] + queues
        // Issue 20:
        case .hooks(let words): words.map(\.text)
        case .braced(let inner): inner.words
        default: []
        }
    }
}
