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
public struct Lexer {
    let characters: [Character]
    var index = 0
    var location = SourceLocation.start
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var pendingTrivia = false
    var pendingLineBreak = true
    var stringsStayOnOneLine = false
    var endsInsideString = false

    private init(_ source: String) {
        characters = Array(source)
    }

    /// Lexes `source` completely.
    public static func tokenize(_ source: String) -> LexResult {
        var lexer = Lexer(source)
        lexer.run()
        return LexResult(
            tokens: lexer.tokens, diagnostics: lexer.diagnostics,
            endsInsideString: lexer.endsInsideString)
    }

    private mutating func run() {
        while index < characters.count {
            let character = characters[index]
            if character.isLineBreak {
                pendingLineBreak = true
                pendingTrivia = true
                advance()
            } else if character == "#" {
                while index < characters.count, !characters[index].isLineBreak { advance() }
                pendingTrivia = true
            } else if character.isWhitespace || character == "\u{FEFF}" {
                pendingTrivia = true
                advance()
            } else {
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

    mutating func advance() {
        let character = characters[index]
        index += 1
        location.offset += character.utf8.count
        if character.isLineBreak {
            location.line += 1
            location.column = 1
        } else {
            location.column += 1
        }
    }

    mutating func emit(
        _ kind: TokenKind, from startIndex: Int, at start: SourceLocation,
        malformed: Bool = false, stringValue: String? = nil
    ) {
        tokens.append(Token(
            kind: kind, text: String(characters[startIndex..<index]),
            range: SourceRange(start: start, end: location),
            hasLeadingTrivia: pendingTrivia, startsLine: pendingLineBreak,
            isMalformed: malformed, stringValue: stringValue))
        pendingTrivia = false
        pendingLineBreak = false
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let start = location
        let startIndex = index
        let character = characters[index]
        if character.isIdentifierStart {
            while let next = peek(), next.isIdentifierContinue { advance() }
            emit(.identifier, from: startIndex, at: start)
            return
        }
        if character.isASCIIDigit {
            lexNumber(start: start, startIndex: startIndex)
            return
        }
        if character == "\"" {
            lexString(start: start, startIndex: startIndex)
            return
        }
        if let kind = lexPunctuation() {
            emit(kind, from: startIndex, at: start)
            return
        }
        lexBadCharacters(start: start, startIndex: startIndex)
    }

    /// Punctuation, longest match first; `nil` (nothing consumed) if there is none here.
    private mutating func lexPunctuation() -> TokenKind? {
        let next = peek(1)
        let kind: TokenKind
        var length = 1
        switch characters[index] {
        case "|": (kind, length) = next == "|" ? (.or, 2) : (.pipe, 1)
        case "=": (kind, length) = next == "=" ? (.equal, 2) : (.assign, 1)
        case "!": (kind, length) = next == "=" ? (.notEqual, 2) : (.bang, 1)
        case "<": (kind, length) = next == "=" ? (.lessEqual, 2) : (.less, 1)
        case ">": (kind, length) = next == "=" ? (.greaterEqual, 2) : (.greater, 1)
        case "&":
            guard next == "&" else { return nil }
            (kind, length) = (.and, 2)
        case ".":
            switch (next, peek(2)) {
            case (".", "."): (kind, length) = (.closedRange, 3)
            case (".", "<"): (kind, length) = (.halfOpenRange, 3)
            case (".", _): return nil  // `..` is reported as a bad character run
            default: kind = .dot
            }
        case ";": kind = .semicolon
        case ",": kind = .comma
        case ":": kind = .colon
        case "@": kind = .at
        case "+": kind = .plus
        case "-": kind = .minus
        case "*": kind = .star
        case "/": kind = .slash
        case "%": kind = .percent
        case "(": kind = .leftParen
        case ")": kind = .rightParen
        case "[": kind = .leftBracket
        case "]": kind = .rightBracket
        case "{": kind = .leftBrace
        case "}": kind = .rightBrace
        default: return nil
        }
        for _ in 0..<length { advance() }
        return kind
    }

    /// `42`, `1.5`, and a number immediately followed by letters (`300ms`, `2s`, or a bad
    /// unit such as `3m`, which the parser reports).
    private mutating func lexNumber(start: SourceLocation, startIndex: Int) {
        while let next = peek(), next.isASCIIDigit { advance() }
        var kind = TokenKind.integer
        // After `.`, `x.0.1` is two tuple indices, not `x.` followed by `0.1`.
        let isTupleIndex = tokens.last?.kind == .dot && !pendingTrivia
        if !isTupleIndex, peek() == ".", let digit = peek(1), digit.isASCIIDigit {
            advance()
            while let next = peek(), next.isASCIIDigit { advance() }
            kind = .decimal
        }
        if let next = peek(), next.isIdentifierStart {
            while let next = peek(), next.isIdentifierContinue { advance() }
            kind = .duration
        }
        emit(kind, from: startIndex, at: start)
    }

    private mutating func lexBadCharacters(start: SourceLocation, startIndex: Int) {
        let first = characters[index]
        var label: String?
        var fixIts: [FixIt] = []
        advance()
        if first == "'" {
            // A single-quoted "string": take it whole and offer double quotes.
            var end = index
            while end < characters.count, !characters[end].isLineBreak, characters[end] != "'" { end += 1 }
            if end < characters.count, characters[end] == "'" {
                let inner = String(characters[index..<end])
                while index <= end { advance() }
                fixIts = [FixIt("use double quotes", replacing: SourceRange(start: start, end: location),
                                with: "\"\(inner)\"")]
            }
            label = DiagnosticMessages.labelSingleQuote
        } else if first == "&" {
            label = DiagnosticMessages.labelDoubleAmpersand
            fixIts = [FixIt("use '&&'", replacing: SourceRange(start: start, end: location), with: "&&")]
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
    var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
    var isIdentifierStart: Bool { self == "_" || isLetter }
    var isIdentifierContinue: Bool { self == "_" || isLetter || isNumber }

    /// A character that starts no token and is not trivia: part of a bad-character run.
    var isStrayCharacter: Bool {
        if isWhitespace || isLineBreak || isIdentifierStart || isASCIIDigit { return false }
        return !"\"#|&;,:@=!<>+-*/%()[]{}.'".contains(self)
    }
}
