/// A value where braces need a publisher: `flatMap { x * 2 }`, `map { len(x) < 2 ? … }`.
/// Learners coming from Swift write closures that return values; in StreamLab braces hold a
/// publisher (one per value), so the parser says that, instead of asking for a `}` in the
/// middle of the expression.
extension Parser {
    /// Reports a value expression that fills the braces at `current` (a `{`), if there is one.
    func rejectValueInBraces(after word: String) throws(ParseAbort) {
        guard let value = valueInBraces() else { return }
        let text = text(ofTokens: value)
        let range = SourceRange(start: tokens[value.lowerBound].range.start, end: tokens[value.upperBound - 1].range.end)
        if let choice = conditional(in: value) {
            try fail(DiagnosticMessages.conditionalInBraces, label: DiagnosticMessages.labelWriteInstead(choice),
                     fixIts: [FixIt(DiagnosticMessages.labelWriteInstead(choice), replacing: range, with: choice)], at: range)
        }
        let notes: [Note] = []
        let message = word == "map" ? DiagnosticMessages.valueInMapBraces(text) : DiagnosticMessages.valueInBraces(after: word, text)
        var fixIts = [FixIt(DiagnosticMessages.labelJustValue(text), replacing: range, with: "just " + text)]
        if word == "map" {
            // `map { x * 2 }` most likely means `map x * 2`: that fix-it comes first.
            let braces = SourceRange(start: current.range.start, end: tokens[value.upperBound].range.end)
            fixIts.insert(FixIt(DiagnosticMessages.fixUse("map " + text), replacing: braces, with: text), at: 0)
        }
        try fail(message, label: DiagnosticMessages.labelJustValue(text), notes: notes, fixIts: fixIts, at: range)
    }

    /// `if COND { A } else { B }` for the tokens `COND ? A : B` (a branch that is a value
    /// becomes `just VALUE`), when the value is such a conditional at its top level.
    private func conditional(in value: Range<Int>) -> String? {
        var depth = 0
        var question: Int?
        var colon: Int?
        for position in value {
            let kind = tokens[position].kind
            if kind.isOpener { depth += 1 }
            if kind.isCloser { depth -= 1 }
            guard depth == 0 else { continue }
            if kind == .question, question == nil { question = position }
            if kind == .colon, question != nil, colon == nil { colon = position }
        }
        guard let question, let colon, value.lowerBound < question, question + 1 < colon, colon + 1 < value.upperBound else {
            return nil
        }
        func branch(_ range: Range<Int>) -> String {
            let text = text(ofTokens: range)
            let startsPublisher = tokens[range.lowerBound].kind == .identifier
                && ["just", "fail", "empty", "never", "sequence", "range", "future", "timer", "deferred"].contains(tokens[range.lowerBound].text)
            return startsPublisher ? text : "just " + text
        }
        return "if \(text(ofTokens: value.lowerBound..<question)) { \(branch(question + 1..<colon)) } else { \(branch(colon + 1..<value.upperBound)) }"
    }

    /// The tokens between `{` (at `current`) and its `}` when they start like a value and not
    /// like a publisher: a literal, a call `len(x)`, or `x`/`acc` followed by an operator.
    private func valueInBraces() -> Range<Int>? {
        let first = index + 1
        guard first < tokens.count else { return nil }
        let start = tokens[first]
        let next = tokens[min(first + 1, tokens.count - 1)]
        let startsLikeValue: Bool
        switch start.kind {
        case .integer, .decimal, .string, .minus, .bang:
            startsLikeValue = true
        case .identifier where next.kind == .leftParen && !next.hasLeadingTrivia:
            startsLikeValue = true
        case .identifier where start.text == "x" || start.text == "acc":
            startsLikeValue = next.kind.isValueOperator
        default:
            startsLikeValue = false
        }
        guard startsLikeValue, let end = matchingCloser(from: index) else { return nil }
        return first < end ? first..<end : nil
    }

    /// The index of the `}` that closes the `{` at `opener`, if it is in the statement.
    private func matchingCloser(from opener: Int) -> Int? {
        var depth = 0
        for position in opener..<tokens.count {
            let kind = tokens[position].kind
            if kind.isOpener { depth += 1 }
            if kind.isCloser {
                depth -= 1
                if depth == 0 { return kind == .rightBrace ? position : nil }
            }
            if kind == .endOfFile || (kind == .semicolon && depth <= 1) { return nil }
        }
        return nil
    }
}

extension TokenKind {
    /// An operator that continues a value expression (`x * 2`, `x == 1 ? … : …`).
    var isValueOperator: Bool {
        switch self {
        case .plus, .minus, .star, .slash, .percent, .equal, .notEqual, .less, .lessEqual, .greater,
             .greaterEqual, .and, .or, .question, .dot, .leftBracket:
            true
        default:
            false
        }
    }
}
