import TimeNotation

/// Time progressions (` 300ms `, ` 1.5s `): reading them in marble strings and writing
/// durations the same way.
enum TimeProgression {
    /// Whether a whitespace-delimited token is meant as a time progression: it starts
    /// with a digit, holds only ASCII letters, digits and '.', and is not all digits
    /// (` 12 ` is two values). So ` 300xs ` is an unknown unit, not five values; write such
    /// values without the surrounding spaces or in brackets.
    static func isCandidate(_ token: ArraySlice<Character>) -> Bool {
        guard let first = token.first, first.isASCII, first.isNumber else { return false }
        var allDigits = true
        for character in token {
            guard character.isASCII, character.isLetter || character.isNumber || character == "." else {
                return false
            }
            if !character.isNumber { allDigits = false }
        }
        return !allDigits
    }

    /// The duration in milliseconds of a candidate token that starts at `column`, read by the
    /// one duration reader (`DurationNotation`), its problems said in the marble notation's words.
    static func parse(_ token: ArraySlice<Character>, at column: Int) throws(MarbleSyntaxError) -> Int {
        let text = String(token)
        switch DurationNotation.milliseconds(text) {
        case .success(let milliseconds):
            return milliseconds
        case .failure(.missingFractionDigits):
            throw .malformedTimeProgression("missing digits after '.'", at: column, length: token.count)
        case .failure(.missingUnit), .failure(.missingDigits):
            throw .malformedTimeProgression("missing unit", at: column, length: token.count)
        case .failure(.unknownUnit(let rest, let offset)):
            // The unit is the letters after the number; anything else after them is out of place.
            if let stray = rest.first(where: { !$0.isLetter }) {
                throw .malformedTimeProgression("unexpected '\(stray)'", at: column, length: token.count)
            }
            throw .unknownTimeUnit(rest, at: column + offset)
        case .failure(.finerThanMillisecond):
            throw .malformedTimeProgression("finer than a millisecond", at: column, length: token.count)
        case .failure(.tooLarge), .failure(.tooSmall):
            throw .timeOverflow(at: column, length: token.count)
        }
    }
}
