import TerminalText

/// A marble string that cannot be read, located in the string.
///
/// `column` is a 0-based offset in characters (`Character`s, so "é" or an emoji counts
/// once) into the text passed to `MarbleParser.parse`; `length` is how many characters
/// the problem spans (0 for a problem that is not in the text, such as a bad frame).
/// The wording of every message lives in `MarbleSyntaxError+Catalogue.swift`.
public struct MarbleSyntaxError: Error, Equatable, Hashable, Sendable {
    /// A stable identifier for the kind of problem, for tests and tools.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        case emptyDiagram
        case invalidFrame
        case unclosedGroup
        case nestedGroup
        case emptyGroup
        case unmatchedClosingParenthesis
        case unclosedBracket
        case unmatchedClosingBracket
        case emptyValue
        case duplicateZeroPoint
        case duplicateSubscription
        case duplicateCancellation
        case subscriptionAfterCancellation
        case cancellationInSource
        case eventInSubscription
        case eventsAfterCompletion
        case silenceInGroup
        case timeProgressionInGroup
        case unknownTimeUnit
        case malformedTimeProgression
        case timeOverflow
        case unexpectedCharacter
    }

    /// The kind of problem.
    public var code: Code
    /// 0-based offset, in characters, of the first character of the problem.
    public var column: Int
    /// Number of characters the problem spans.
    public var length: Int
    /// What is wrong, in words ("unclosed group").
    public var message: String
    /// What would have been valid at `column` ("')'").
    public var expected: String

    /// An error with every field given; the parser builds its errors from one catalogue.
    public init(code: Code, column: Int, length: Int, message: String, expected: String) {
        self.code = code
        self.column = column
        self.length = length
        self.message = message
        self.expected = expected
    }

    /// The source line with a caret line under the problem, for a terminal:
    ///
    ///     -1-(ab--|
    ///        ^ unclosed group; expected ')'
    public func annotating(_ source: String) -> String {
        // Keep tabs so the caret lines up under them; other characters become as many
        // spaces as the terminal columns they take.
        let pad = Array(source).prefix(column).map { character in
            character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(character))
        }.joined()
        let carets = String(repeating: "^", count: max(1, length))
        return "\(source)\n\(pad)\(carets) \(message); expected \(expected)"
    }
}

extension MarbleSyntaxError: CustomStringConvertible {
    /// `column 3: unclosed group; expected ')'`.
    public var description: String { "column \(column): \(message); expected \(expected)" }
}
