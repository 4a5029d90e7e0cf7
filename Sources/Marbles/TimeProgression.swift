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

    /// The duration in milliseconds of a candidate token that starts at `column`.
    static func parse(_ token: ArraySlice<Character>, at column: Int) throws(MarbleSyntaxError) -> Int {
        let characters = Array(token)
        var index = 0
        func digits() -> [Character] {
            let start = index
            while index < characters.count, characters[index].isNumber { index += 1 }
            return Array(characters[start..<index])
        }
        let whole = digits()
        var fraction: [Character] = []
        if index < characters.count, characters[index] == "." {
            index += 1
            fraction = digits()
            if fraction.isEmpty {
                throw .malformedTimeProgression("missing digits after '.'", at: column, length: characters.count)
            }
        }
        let unitStart = index
        while index < characters.count, characters[index].isLetter { index += 1 }
        let unit = String(characters[unitStart..<index])
        if index < characters.count {
            throw .malformedTimeProgression("unexpected '\(characters[index])'", at: column, length: characters.count)
        }
        if unit.isEmpty {
            throw .malformedTimeProgression("missing unit", at: column, length: characters.count)
        }
        let scale: Int
        switch unit {
        case "ms": scale = 1
        case "s": scale = 1000
        default: throw .unknownTimeUnit(unit, at: column + unitStart)
        }
        // Exact integer arithmetic: a fraction is allowed only down to whole milliseconds.
        let fractionDigitsKept = scale == 1000 ? 3 : 0
        if fraction.dropFirst(fractionDigitsKept).contains(where: { $0 != "0" }) {
            throw .malformedTimeProgression("finer than a millisecond", at: column, length: characters.count)
        }
        var milliseconds = 0
        let kept = fraction.prefix(fractionDigitsKept)
        let padded = whole + kept + Array(repeating: "0", count: fractionDigitsKept - kept.count)
        for digit in padded {
            let (times10, overflow1) = milliseconds.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit.wholeNumberValue ?? 0)
            if overflow1 || overflow2 { throw .timeOverflow(at: column, length: characters.count) }
            milliseconds = sum
        }
        return milliseconds
    }
}
