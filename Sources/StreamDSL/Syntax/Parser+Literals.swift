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

    /// Whole milliseconds of a duration token, computed exactly from its digits: `1.5s` is
    /// 1500, `0.5ms` is refused, and so is anything past `Int.max`.
    private func milliseconds(of token: Token) -> Int {
        let number = String(token.text.prefix { $0.isASCIIDigit || $0 == "." })
        let unit = String(token.text.dropFirst(number.count))
        guard unit == "ms" || unit == "s" else {
            let unitStart = SourceLocation(
                offset: token.range.start.offset + number.utf8.count, line: token.range.start.line,
                column: token.range.start.column + number.count)
            report(Diagnostic(
                DiagnosticMessages.unknownDurationUnit(unit), at: SourceRange(start: unitStart, end: token.range.end),
                label: DiagnosticMessages.labelDurationUnits))
            return 0
        }
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        let scale = unit == "s" ? 3 : 0
        let kept = String(fraction.prefix(scale))
        let fractionDigits = kept + String(repeating: "0", count: scale - kept.count)
        if fraction.dropFirst(scale).contains(where: { $0 != "0" }) {
            report(Diagnostic(DiagnosticMessages.fractionalMilliseconds(token.text), at: token.range,
                              label: DiagnosticMessages.labelWholeMilliseconds))
            return 0
        }
        var multiplier = 1
        for _ in 0..<scale { multiplier *= 10 }
        if let wholeValue = Int(whole), let fractionValue = Int(fractionDigits.isEmpty ? "0" : fractionDigits) {
            let (scaled, overflow) = wholeValue.multipliedReportingOverflow(by: multiplier)
            let (total, overflowAgain) = scaled.addingReportingOverflow(fractionValue)
            if !overflow, !overflowAgain { return total }
        }
        report(Diagnostic(DiagnosticMessages.numberTooLarge(token.text), at: token.range))
        return 0
    }
}
