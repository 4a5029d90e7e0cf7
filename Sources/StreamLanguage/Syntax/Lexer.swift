/// The tokens of a source text and the lexical problems found in it.
public struct LexResult: Sendable, Hashable {
    /// Every token, ending with one `.endOfFile` token.
    public var tokens: [Token]
    /// Lexical errors, in source order.
    public var diagnostics: [Diagnostic]
    /// Whether the input ends inside a string literal that was never closed.
    public var endsInsideString: Bool
}

/// Splits source text into tokens. It never fails: a character that starts no token
/// becomes an `.unknown` token, an unterminated string a malformed `.string` token, and
/// each comes with a diagnostic.
///
/// The lexer works on `Character`s, so columns count grapheme clusters; it tracks the
/// UTF-8 offset alongside. Line breaks are `\n`, `\r\n` and `\r`. `#` starts a comment
/// that runs to the end of the line. A string may span lines when it is closed later; if
/// it never is, it ends at its first line break, so one stray quote cannot swallow the
/// rest of a script (and from then on strings stay on one line, which keeps lexing linear).
public final class Lexer {
    let characters: [Character]
    /// The ASCII code of each character (`\r\n` counts as `\r`), or `nonASCII`: the hot
    /// loops classify bytes, and ask `Character` only about the rest.
    let codes: [UInt8]
    /// The source's UTF-8, for token texts.
    let bytes: [UInt8]
    var index = 0
    var location = SourceLocation.start
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var pendingTrivia = false
    var pendingLineBreak = true
    var stringsStayOnOneLine = false
    var endsInsideString = false

    static let nonASCII: UInt8 = 0x80
    /// Quotes people type or paste for strings that the language spells with `"`.
    static let wrongQuotes: Set<Character> = ["'", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}"]
    static let endOfInput: UInt8 = 0xFF

    private init(_ source: String, firstLine: Int) {
        location = SourceLocation(offset: 0, line: max(1, firstLine), column: 1)
        characters = Array(source)
        codes = characters.map { character in
            guard let code = character.asciiValue else { return Lexer.nonASCII }
            return code == 10 && character.utf8.count == 2 ? 13 : code  // "\r\n" reports 10
        }
        bytes = Array(source.utf8)
    }

    /// Lexes `source` completely; its first line is numbered `firstLine` (a chunk of a file).
    public static func tokenize(_ source: String, firstLine: Int = 1) -> LexResult {
        let lexer = Lexer(source, firstLine: firstLine)
        lexer.run()
        return LexResult(
            tokens: lexer.tokens, diagnostics: lexer.diagnostics,
            endsInsideString: lexer.endsInsideString)
    }

    private func run() {
        while index < codes.count {
            switch codes[index] {
            case 10, 13:
                pendingLineBreak = true
                pendingTrivia = true
                advance()
            case UInt8(ascii: "#"):
                while index < codes.count, !isLineBreak(at: index) { advance() }
                pendingTrivia = true
            case 9, 11, 12, 32:
                pendingTrivia = true
                advance()
            case Lexer.nonASCII where characters[index].isWhitespace || characters[index] == "\u{FEFF}":
                pendingTrivia = true
                advance()
            default:
                lexToken()
            }
        }
        emit(.endOfFile, from: index, at: location)
    }

    // MARK: Cursor

    func peek(_ ahead: Int = 0) -> Character? {
        let position = index + ahead
        return position < characters.count ? characters[position] : nil
    }

    /// The code of the character `ahead` of the cursor, `endOfInput` past the end.
    func peekCode(_ ahead: Int = 0) -> UInt8 {
        let position = index + ahead
        return position < codes.count ? codes[position] : Lexer.endOfInput
    }

    func isLineBreak(at position: Int) -> Bool {
        codes[position] == 10 || codes[position] == 13
    }

    func advance() {
        let code = codes[index]
        if code == 10 || code == 13 {
            location.offset += characters[index].utf8.count
            location.line += 1
            location.column = 1
        } else {
            location.offset += code < Lexer.nonASCII ? 1 : characters[index].utf8.count
            location.column += 1
        }
        index += 1
    }

    func emit(
        _ kind: TokenKind, from startIndex: Int, at start: SourceLocation,
        malformed: Bool = false, stringValue: String? = nil
    ) {
        tokens.append(Token(
            kind: kind, text: String(decoding: bytes[start.offset..<location.offset], as: UTF8.self),
            range: SourceRange(start: start, end: location),
            hasLeadingTrivia: pendingTrivia, startsLine: pendingLineBreak,
            isMalformed: malformed, stringValue: stringValue))
        pendingTrivia = false
        pendingLineBreak = false
    }

    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    // MARK: Tokens

    private func lexToken() {
        let start = location
        let startIndex = index
        if isIdentifierStart(at: index) || isProjectedMember(at: index) {
            if codes[index] == UInt8(ascii: "$") { advance() }
            while index < codes.count, isIdentifierContinue(at: index) { advance() }
            emit(.identifier, from: startIndex, at: start)
            return
        }
        switch codes[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber(start: start, startIndex: startIndex)
        case UInt8(ascii: "\""):
            lexString(start: start, startIndex: startIndex)
        case Lexer.nonASCII where characters[index].unicodeScalars.first == "\"":
            // A combining mark right after `"` joins it in one Character (`"\u{301}` is one
            // grapheme): still the opening quote of a string that starts with the mark.
            lexString(start: start, startIndex: startIndex)
        default:
            if let kind = lexPunctuation() {
                emit(kind, from: startIndex, at: start)
            } else {
                lexBadCharacters(start: start, startIndex: startIndex)
            }
        }
    }

    func isIdentifierStart(at position: Int) -> Bool {
        switch codes[position] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
        case Lexer.nonASCII: characters[position].isIdentifierStart
        default: false
        }
    }

    /// `$text` right after `vm.` (no space): an `@Published` property's publisher.
    func isProjectedMember(at position: Int) -> Bool {
        codes[position] == UInt8(ascii: "$") && tokens.last?.kind == .dot && !pendingTrivia
            && position + 1 < codes.count && isIdentifierStart(at: position + 1)
    }

    func isIdentifierContinue(at position: Int) -> Bool {
        switch codes[position] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case Lexer.nonASCII: characters[position].isIdentifierContinue
        default: isIdentifierStart(at: position)
        }
    }

    /// Punctuation, longest match first; `nil` (nothing consumed) if there is none here.
    private func lexPunctuation() -> TokenKind? {
        let next = peekCode(1)
        let kind: TokenKind
        var length = 1
        switch codes[index] {
        case UInt8(ascii: "|"): (kind, length) = next == UInt8(ascii: "|") ? (.or, 2) : (.pipe, 1)
        case UInt8(ascii: "="): (kind, length) = next == UInt8(ascii: "=") ? (.equal, 2) : (.assign, 1)
        case UInt8(ascii: "!"): (kind, length) = next == UInt8(ascii: "=") ? (.notEqual, 2) : (.bang, 1)
        case UInt8(ascii: "<"): (kind, length) = next == UInt8(ascii: "=") ? (.lessEqual, 2) : (.less, 1)
        case UInt8(ascii: ">"): (kind, length) = next == UInt8(ascii: "=") ? (.greaterEqual, 2) : (.greater, 1)
        case UInt8(ascii: "&"):
            guard next == UInt8(ascii: "&") else { return nil }
            (kind, length) = (.and, 2)
        case UInt8(ascii: "."):
            switch (next, peekCode(2)) {
            case (UInt8(ascii: "."), UInt8(ascii: ".")): (kind, length) = (.closedRange, 3)
            case (UInt8(ascii: "."), UInt8(ascii: "<")): (kind, length) = (.halfOpenRange, 3)
            case (UInt8(ascii: "."), _): return nil  // `..` is reported as a bad character run
            default: kind = .dot
            }
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: "?"): kind = .question
        case UInt8(ascii: "@"): kind = .at
        case UInt8(ascii: "+"): kind = .plus
        case UInt8(ascii: "-"): kind = .minus
        case UInt8(ascii: "*"): kind = .star
        case UInt8(ascii: "/"): kind = .slash
        case UInt8(ascii: "%"): kind = .percent
        case UInt8(ascii: "("): kind = .leftParen
        case UInt8(ascii: ")"): kind = .rightParen
        case UInt8(ascii: "["): kind = .leftBracket
        case UInt8(ascii: "]"): kind = .rightBracket
        case UInt8(ascii: "{"): kind = .leftBrace
        case UInt8(ascii: "}"): kind = .rightBrace
        default: return nil
        }
        for _ in 0..<length { advance() }
        return kind
    }

    /// `42`, `1.5`, and a number immediately followed by letters (`300ms`, `2s`, or a bad
    /// unit such as `3m`, which the parser reports).
    private func lexNumber(start: SourceLocation, startIndex: Int) {
        while isDigit(peekCode()) { advance() }
        var kind = TokenKind.integer
        // After `.`, `x.0.1` is two tuple indices, not `x.` followed by `0.1`.
        let isTupleIndex = tokens.last?.kind == .dot && !pendingTrivia
        if !isTupleIndex, peekCode() == UInt8(ascii: "."), isDigit(peekCode(1)) {
            advance()
            while isDigit(peekCode()) { advance() }
            kind = .decimal
        }
        if index < codes.count, isIdentifierStart(at: index) {
            while index < codes.count, isIdentifierContinue(at: index) { advance() }
            kind = .duration
        }
        emit(kind, from: startIndex, at: start)
    }

    private func isDigit(_ code: UInt8) -> Bool {
        code >= UInt8(ascii: "0") && code <= UInt8(ascii: "9")
    }

    private func lexBadCharacters(start: SourceLocation, startIndex: Int) {
        let first = characters[index]
        var label: String?
        var fixIts: [FixIt] = []
        advance()
        if Lexer.wrongQuotes.contains(first) {
            // A 'single-quoted' or “typographic” string: take it whole, offer "double quotes".
            var end = index
            while end < codes.count, !isLineBreak(at: end), !Lexer.wrongQuotes.contains(characters[end]) { end += 1 }
            if end < codes.count, Lexer.wrongQuotes.contains(characters[end]) {
                let inner = String(characters[index..<end])
                while index <= end { advance() }
                fixIts = [FixIt(DiagnosticMessages.fixDoubleQuotes, replacing: SourceRange(start: start, end: location),
                                with: "\"\(inner)\"")]
            }
            label = DiagnosticMessages.labelSingleQuote
        } else if first == "&" {
            label = DiagnosticMessages.labelDoubleAmpersand
            fixIts = [FixIt(DiagnosticMessages.fixUse("&&"), replacing: SourceRange(start: start, end: location), with: "&&")]
        } else if first == "$", let digit = peek(), digit == "0" || digit == "1" {
            // Swift's anonymous closure arguments.
            advance()
            label = DiagnosticMessages.labelDollarZero
            if digit == "0" {
                fixIts = [FixIt(DiagnosticMessages.fixUse("x"), replacing: SourceRange(start: start, end: location), with: "x")]
            }
        } else if first == "." {
            advance()  // the second `.` of `..`
            label = DiagnosticMessages.labelRangeOperator
        } else {
            while let next = peek(), next.isStrayCharacter { advance() }
        }
        emit(.unknown, from: startIndex, at: start, malformed: true)
        report(Diagnostic(
            DiagnosticMessages.unexpectedCharacters(tokens[tokens.count - 1].text),
            at: SourceRange(start: start, end: location), label: label, fixIts: fixIts))
    }
}

extension Character {
    package var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
    var isIdentifierStart: Bool { self == "_" || isLetter }
    var isIdentifierContinue: Bool { self == "_" || isLetter || isNumber }

    /// A character that starts no token and is not trivia: part of a bad-character run.
    var isStrayCharacter: Bool {
        if isWhitespace || isLineBreak || isIdentifierStart || isASCIIDigit { return false }
        return !"\"#|&;,:@=!<>+-*/%()[]{}.'\u{2018}\u{2019}\u{201C}\u{201D}".contains(self)
    }
}
