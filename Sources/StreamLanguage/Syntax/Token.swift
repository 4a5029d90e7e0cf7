/// The kinds of token of the pipeline language.
public enum TokenKind: String, Sendable, Hashable, CaseIterable {
    case identifier
    /// A whole number: `42`.
    case integer
    /// A number with a fraction: `1.5`.
    case decimal
    /// A number immediately followed by a unit: `300ms`, `1.5s` (the unit is checked by the parser).
    case duration
    /// A string literal: `"a\"b"`; the unescaped value is in `Token.stringValue`.
    case string
    case pipe = "|"
    case or = "||"
    case and = "&&"
    case semicolon = ";"
    case comma = ","
    case colon = ":"
    case question = "?"
    case at = "@"
    case assign = "="
    case equal = "=="
    case notEqual = "!="
    case bang = "!"
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case percent = "%"
    case leftParen = "("
    case rightParen = ")"
    case leftBracket = "["
    case rightBracket = "]"
    case leftBrace = "{"
    case rightBrace = "}"
    case dot = "."
    case closedRange = "..."
    case halfOpenRange = "..<"
    /// Characters that start no token; the lexer has reported them.
    case unknown
    /// The end of the input.
    case endOfFile

    /// Whether the kind is punctuation whose spelling is fixed.
    var isPunctuation: Bool {
        switch self {
        case .identifier, .integer, .decimal, .duration, .string, .unknown, .endOfFile: false
        default: true
        }
    }

    /// Whether the kind opens a bracketed group.
    var isOpener: Bool { self == .leftParen || self == .leftBracket || self == .leftBrace }

    /// Whether the kind closes a bracketed group.
    var isCloser: Bool { self == .rightParen || self == .rightBracket || self == .rightBrace }

    /// The closer matching an opener.
    var matchingCloser: TokenKind? {
        switch self {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        case .leftBrace: .rightBrace
        default: nil
        }
    }
}

/// One token of source text, with its exact spelling and where it is.
public struct Token: Sendable, Hashable {
    /// What the token is.
    public var kind: TokenKind
    /// The token exactly as written (for a string: with its quotes and escapes).
    public var text: String
    /// Where the token is.
    public var range: SourceRange
    /// Whether whitespace or a comment comes between the previous token and this one.
    public var hasLeadingTrivia: Bool
    /// Whether a line break comes between the previous token and this one.
    public var startsLine: Bool
    /// Whether the lexer reported an error for this token (bad character, unterminated
    /// string, bad escape); the parser never accepts a statement containing one.
    public var isMalformed: Bool
    /// The value of a string literal, escapes resolved; `nil` for other kinds.
    public var stringValue: String?

    /// Creates a token; tokens normally come from `Lexer.tokenize(_:)`.
    public init(
        kind: TokenKind, text: String, range: SourceRange,
        hasLeadingTrivia: Bool = false, startsLine: Bool = false,
        isMalformed: Bool = false, stringValue: String? = nil
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.hasLeadingTrivia = hasLeadingTrivia
        self.startsLine = startsLine
        self.isMalformed = isMalformed
        self.stringValue = stringValue
    }

    /// Whether the token is the identifier `word` (keywords are contextual identifiers).
    func isWord(_ word: String) -> Bool {
        kind == .identifier && text == word
    }
}
