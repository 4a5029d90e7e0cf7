import TimeNotation

/// Names, counts and durations.
extension Parser {
    /// A name being declared or referred to by a statement; keywords are refused (with an
    /// error, but parsing goes on).
    func parseName() throws(ParseAbort) -> Identifier {
        guard current.kind == .identifier else {
            try fail(DiagnosticMessages.expectedName(found: foundDescription()),
                     label: DiagnosticMessages.labelNameExample)
        }
        let token = advance()
        if Keywords.reserved.contains(token.text) {
            report(Diagnostic(DiagnosticMessages.keywordAsName(token.text), at: token.range,
                              label: DiagnosticMessages.labelPickAnotherName))
        }
        return Identifier(token.text, range: token.range)
    }

    /// A whole number `>= 0`. A decimal or a duration is reported and parsing goes on.
    func parseCount() throws(ParseAbort) -> CountLiteral {
        let token = current
        switch token.kind {
        case .integer:
            advance()
            return CountLiteral(value: integerValue(of: token), range: token.range)
        case .decimal, .duration:
            advance()
            report(Diagnostic(DiagnosticMessages.expectedCount(found: DiagnosticMessages.quote(token.text)),
                              at: token.range, label: DiagnosticMessages.labelCountExample))
            return CountLiteral(value: 0, range: token.range)
        default:
            try fail(DiagnosticMessages.expectedCount(found: foundDescription()),
                     label: DiagnosticMessages.labelCountExample)
        }
    }

    /// The value of an integer token; too large is reported and read as 0.
    func integerValue(of token: Token) -> Int {
        if let value = Int(token.text) { return value }
        report(Diagnostic(DiagnosticMessages.numberTooLarge(token.text), at: token.range))
        return 0
    }

    /// `300ms`, `1.5s`. A bare number gets "expected a duration unit" with a fix-it, and
    /// parsing goes on as if the unit were there.
    func parseDuration() throws(ParseAbort) -> DurationLiteral {
        let token = current
        switch token.kind {
        case .duration:
            advance()
            return DurationLiteral(milliseconds: milliseconds(of: token), range: token.range)
        case .integer, .decimal:
            advance()
            let isWhole = token.kind == .integer
            let fixed = token.text + (isWhole ? "ms" : "s")
            report(Diagnostic(
                DiagnosticMessages.expectedDurationUnit(token.text), at: token.range,
                label: DiagnosticMessages.didYouMean([fixed]),
                fixIts: [FixIt(DiagnosticMessages.fixAddUnit(fixed), replacing: token.range, with: fixed)]))
            return DurationLiteral(milliseconds: isWhole ? Int(token.text) ?? 0 : 0, range: token.range)
        default:
            try fail(DiagnosticMessages.expectedDuration(found: foundDescription()),
                     label: DiagnosticMessages.labelDurationExample)
        }
    }

    /// Whole milliseconds of a duration token (`DurationNotation.milliseconds`): `1.5s` is
    /// 1500, `0.5ms` is refused, and so is anything past `Int.max`.
    private func milliseconds(of token: Token) -> Int {
        switch DurationNotation.milliseconds(token.text) {
        case .success(let milliseconds):
            return milliseconds
        case .failure(.unknownUnit(let unit, let offset)):
            let unitStart = SourceLocation(
                offset: token.range.start.offset + String(token.text.prefix(offset)).utf8.count,
                line: token.range.start.line, column: token.range.start.column + offset)
            report(Diagnostic(
                DiagnosticMessages.unknownDurationUnit(unit), at: SourceRange(start: unitStart, end: token.range.end),
                label: DiagnosticMessages.labelDurationUnits))
        case .failure(.finerThanMillisecond):
            report(Diagnostic(DiagnosticMessages.fractionalMilliseconds(token.text), at: token.range,
                              label: DiagnosticMessages.labelWholeMilliseconds))
        case .failure(.tooLarge), .failure(.tooSmall), .failure(.missingDigits), .failure(.missingFractionDigits),
             .failure(.missingUnit):
            // A duration token always starts with digits and has a unit, so only too large
            // remains here.
            report(Diagnostic(DiagnosticMessages.numberTooLarge(token.text), at: token.range))
        }
        return 0
    }
}
