/// String literals: `"…"` with the escapes `\" \\ \n \t \r \0 \u{HEX}`.
extension Lexer {
    /// What scanning a string body found.
    private struct StringScan {
        var value = ""
        var escapeProblems: [Diagnostic] = []
        var terminated = false
        var reachedEnd = false
    }

    func lexString(start: SourceLocation, startIndex: Int) {
        // The opening quote, with any combining marks that joined it (they begin the value).
        let marks = String(String.UnicodeScalarView(characters[index].unicodeScalars.dropFirst()))
        advance()
        let bodyIndex = index
        let bodyLocation = location
        var scan = scanBody(oneLine: stringsStayOnOneLine)
        if !scan.terminated, scan.reachedEnd { endsInsideString = true }
        if !scan.terminated, !stringsStayOnOneLine {
            // Never closed: end it at its first line break instead (see the type's comment).
            stringsStayOnOneLine = true
            index = bodyIndex
            location = bodyLocation
            scan = scanBody(oneLine: true)
        }
        scan.value = marks + scan.value
        diagnostics.append(contentsOf: scan.escapeProblems)
        emit(.string, from: startIndex, at: start,
             malformed: !scan.terminated || !scan.escapeProblems.isEmpty, stringValue: scan.value)
        if !scan.terminated {
            report(Diagnostic(
                DiagnosticMessages.unterminatedString, at: SourceRange(start: start, end: location),
                label: DiagnosticMessages.labelAddClosingQuote,
                fixIts: [FixIt(DiagnosticMessages.fixAddClosingQuote,
                               replacing: SourceRange(at: location), with: "\"")]))
        }
    }

    private func scanBody(oneLine: Bool) -> StringScan {
        var scan = StringScan()
        while index < codes.count {
            let code = codes[index]
            if code == UInt8(ascii: "\"") {
                advance()
                scan.terminated = true
                return scan
            }
            if oneLine, isLineBreak(at: index) { return scan }
            if code == UInt8(ascii: "\\") {
                scanEscape(into: &scan, oneLine: oneLine)
            } else {
                scan.value.append(characters[index])
                advance()
            }
        }
        scan.reachedEnd = true
        return scan
    }

    private func scanEscape(into scan: inout StringScan, oneLine: Bool) {
        let start = location
        let startIndex = index
        advance()  // the backslash
        guard let escaped = peek(), !(oneLine && escaped.isLineBreak) else {
            scan.escapeProblems.append(invalidEscape(from: startIndex, at: start))
            return
        }
        advance()
        switch escaped {
        case "\"": scan.value.append("\"")
        case "\\": scan.value.append("\\")
        case "n": scan.value.append("\n")
        case "t": scan.value.append("\t")
        case "r": scan.value.append("\r")
        case "0": scan.value.append("\0")
        case "u":
            if let scalar = scanUnicodeEscape() {
                scan.value.unicodeScalars.append(scalar)
            } else {
                scan.escapeProblems.append(invalidEscape(from: startIndex, at: start))
            }
        default:
            scan.value.append(escaped)
            scan.escapeProblems.append(invalidEscape(from: startIndex, at: start))
        }
    }

    /// The `{HEX}` part of `\u{HEX}` (1 to 8 digits, a valid scalar); consumes what it reads.
    private func scanUnicodeEscape() -> Unicode.Scalar? {
        guard peek() == "{" else { return nil }
        advance()
        var digits = ""
        while let next = peek(), next.isHexDigit, digits.count < 8 {
            digits.append(next)
            advance()
        }
        guard peek() == "}" else { return nil }
        advance()
        guard !digits.isEmpty, let value = UInt32(digits, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }

    private func invalidEscape(from startIndex: Int, at start: SourceLocation) -> Diagnostic {
        Diagnostic(
            DiagnosticMessages.invalidEscape(String(characters[startIndex..<index])),
            at: SourceRange(start: start, end: location),
            notes: [Note(DiagnosticMessages.noteValidEscapes)])
    }
}
