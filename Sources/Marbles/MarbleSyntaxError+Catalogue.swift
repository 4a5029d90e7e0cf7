// Every marble syntax message, in one place so the wording stays consistent.

extension MarbleSyntaxError {
    static let anEvent = "a value, '-', '|', '#', '^', a group '(...)' or a bracketed value '[...]'"
    static let aGroupMember = "a value, '[...]', '|', '#', '^', '!' or ')'"
    static let aUnit = "a unit: 'ms' or 's'"

    static func emptyDiagram(length: Int) -> Self {
        Self(code: .emptyDiagram, column: 0, length: length,
             message: "empty marble diagram", expected: anEvent)
    }

    static func invalidFrame(_ frame: Int) -> Self {
        Self(code: .invalidFrame, column: 0, length: 0,
             message: "invalid frame length \(formatVirtualTime(frame))", expected: "a frame length above 0ms")
    }

    static func unclosedGroup(at column: Int) -> Self {
        Self(code: .unclosedGroup, column: column, length: 1,
             message: "unclosed group", expected: "')'")
    }

    static func nestedGroup(at column: Int) -> Self {
        Self(code: .nestedGroup, column: column, length: 1,
             message: "groups cannot nest", expected: aGroupMember)
    }

    static func emptyGroup(at column: Int, length: Int) -> Self {
        Self(code: .emptyGroup, column: column, length: length,
             message: "empty group", expected: "at least one event between '(' and ')'")
    }

    static func unmatchedClosingParenthesis(at column: Int) -> Self {
        Self(code: .unmatchedClosingParenthesis, column: column, length: 1,
             message: "')' without a matching '('", expected: anEvent)
    }

    static func unclosedBracket(at column: Int) -> Self {
        Self(code: .unclosedBracket, column: column, length: 1,
             message: "unclosed '['", expected: "']' (a '\"' inside the brackets opens a string that must be closed too)")
    }

    static func unmatchedClosingBracket(at column: Int) -> Self {
        Self(code: .unmatchedClosingBracket, column: column, length: 1,
             message: "']' without a matching '['", expected: anEvent)
    }

    static func emptyValue(at column: Int) -> Self {
        Self(code: .emptyValue, column: column, length: 2,
             message: "empty value '[]'", expected: "the value's text between '[' and ']'")
    }

    static func duplicateZeroPoint(at column: Int) -> Self {
        Self(code: .duplicateZeroPoint, column: column, length: 1,
             message: "a second zero point '^'", expected: "at most one '^' in a source")
    }

    static func duplicateSubscription(at column: Int) -> Self {
        Self(code: .duplicateSubscription, column: column, length: 1,
             message: "a second subscription '^'", expected: "at most one '^'")
    }

    static func duplicateCancellation(at column: Int) -> Self {
        Self(code: .duplicateCancellation, column: column, length: 1,
             message: "a second cancellation '!'", expected: "at most one '!'")
    }

    static func subscriptionAfterCancellation(at column: Int) -> Self {
        Self(code: .subscriptionAfterCancellation, column: column, length: 1,
             message: "subscription '^' after the cancellation '!'", expected: "'^' before '!'")
    }

    static func cancellationInSource(at column: Int) -> Self {
        Self(code: .cancellationInSource, column: column, length: 1,
             message: "'!' (cancellation) belongs in subscription marbles, not in a source",
             expected: anEvent)
    }

    static func eventInSubscription(at column: Int, length: Int) -> Self {
        Self(code: .eventInSubscription, column: column, length: length,
             message: "subscription marbles hold only '^' and '!'",
             expected: "'-', '^', '!', a group or a time progression")
    }

    static func eventsAfterCompletion(at column: Int, length: Int) -> Self {
        Self(code: .eventsAfterCompletion, column: column, length: length,
             message: "events after completion", expected: "only '-', spaces or a time progression after '|' or '#'")
    }

    static func silenceInGroup(at column: Int) -> Self {
        Self(code: .silenceInGroup, column: column, length: 1,
             message: "'-' inside a group", expected: aGroupMember)
    }

    static func timeProgressionInGroup(at column: Int, length: Int) -> Self {
        Self(code: .timeProgressionInGroup, column: column, length: length,
             message: "time progression inside a group", expected: aGroupMember)
    }

    static func unknownTimeUnit(_ unit: String, at column: Int) -> Self {
        Self(code: .unknownTimeUnit, column: column, length: unit.count,
             message: "unknown time unit '\(unit)'", expected: aUnit)
    }

    static func malformedTimeProgression(_ reason: String, at column: Int, length: Int) -> Self {
        Self(code: .malformedTimeProgression, column: column, length: length,
             message: "malformed time progression: \(reason)",
             expected: "digits, an optional decimal part and a unit, as in '300ms' or '1.5s'")
    }

    static func timeOverflow(at column: Int, length: Int) -> Self {
        Self(code: .timeOverflow, column: column, length: length,
             message: "time out of range", expected: "a shorter diagram or smaller durations")
    }

    static func unexpectedCharacter(_ character: Character, at column: Int) -> Self {
        let shown = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return Self(code: .unexpectedCharacter, column: column, length: 1,
                    message: "unexpected control character \(shown.joined(separator: " "))",
                    expected: anEvent)
    }
}
