/// One parsed argument of an operator, in the order written: `flatMap max 1 { just x }` is
/// `[.word(max), .count(1), .pipeline(just x)]`. Descriptors decide the shape; the syntax
/// tree only keeps what was written.
public enum OperatorArgument: Sendable, Hashable {
    case expression(Expr)
    /// `prepend 1, 2, 3`.
    case expressions([Expr])
    case count(CountLiteral)
    case duration(DurationLiteral)
    case string(StringLiteral)
    /// `{ PIPELINE }`: an inner publisher built per value.
    case pipeline(Pipeline)
    /// `merge b, (just 1)`.
    case publishers([PipelineSource])
    /// A contextual word that selects a form: `latest`, `max`, `while`, `fail`.
    case word(Identifier)
    // Issue 20:
    /// `{ STEPS }`: a handler body, after the word that names it (`handleEvents cancel { … }`).
    case body(Body)
}

/// An operator's arguments with typed accessors, for descriptors' `check` (and their async meaning's).
///
/// Accessors look for the first argument of their kind (after a given word, when one is
/// named), so a descriptor reads its arguments by meaning rather than by position.
package struct OperatorArguments {
    package let all: [OperatorArgument]

    package init(_ all: [OperatorArgument]) { self.all = all }

    /// Whether the contextual word `word` was written.
    package func has(_ word: ArgumentWord) -> Bool {
        all.contains { if case .word(let written) = $0 { written.name == word.text } else { false } }
    }

    /// The arguments after `word` (all of them when `word` is nil).
    private func tail(after word: ArgumentWord?) -> ArraySlice<OperatorArgument> {
        guard let word else { return all[...] }
        guard let position = all.firstIndex(where: {
            if case .word(let written) = $0 { written.name == word.text } else { false }
        }) else { return [] }
        return all[(position + 1)...]
    }

    package func expression(after word: ArgumentWord? = nil) -> Expr? {
        tail(after: word).lazy.compactMap { if case .expression(let value) = $0 { value } else { nil } }.first
    }

    /// Every expression, in order (`scan INITIAL, BODY`).
    package var expressions: [Expr] {
        all.flatMap { argument -> [Expr] in
            switch argument {
            case .expression(let value): [value]
            case .expressions(let values): values
            default: []
            }
        }
    }

    package func count(after word: ArgumentWord? = nil) -> CountLiteral? {
        tail(after: word).lazy.compactMap { if case .count(let value) = $0 { value } else { nil } }.first
    }

    package var duration: DurationLiteral? {
        all.lazy.compactMap { if case .duration(let value) = $0 { value } else { nil } }.first
    }

    package var string: StringLiteral? {
        all.lazy.compactMap { if case .string(let value) = $0 { value } else { nil } }.first
    }

    package var pipeline: Pipeline? {
        all.lazy.compactMap { if case .pipeline(let value) = $0 { value } else { nil } }.first
    }

    package var publishers: [PipelineSource] {
        all.flatMap { argument -> [PipelineSource] in
            if case .publishers(let values) = argument { values } else { [] }
        }
    }
}
