/// The one reader of durations as StreamLab writes them, `300ms` and `1.5s`: digits, an
/// optional `.` and digits, then the unit `ms` or `s`. The language's duration tokens,
/// `:set`'s values, `:show`'s window, a lesson's goal frame and the time progressions of
/// marble strings all go through it; each caller passes its own limits and says in its own
/// words what a problem means there.
public enum DurationNotation {
    /// Why a text is not a duration within the limits asked for.
    public enum Problem: Error, Sendable, Hashable {
        /// No digits before the unit (`abc`, `.5s`, empty).
        case missingDigits
        /// A `.` with no digits after it (`1.s`).
        case missingFractionDigits
        /// Digits with no unit (`3.5`).
        case missingUnit
        /// Digits followed by something other than `ms` or `s`: `unit` is the whole rest of
        /// the text (`ms5`, `x`), `offset` where it starts, in characters.
        case unknownUnit(String, offset: Int)
        /// A fraction finer than a millisecond (`0.5ms`, `1.0005s`).
        case finerThanMillisecond
        /// Above the limits' upper bound (or past `Int.max`).
        case tooLarge
        /// Below the limits' lower bound.
        case tooSmall
    }

    /// The whole milliseconds `text` stands for, computed exactly from its digits, if they
    /// lie within `limits`.
    public static func milliseconds(_ text: some StringProtocol,
                                    within limits: ClosedRange<Int> = 0...Int.max) -> Result<Int, Problem> {
        let characters = Array(text)
        var index = 0
        func digits() -> [Character] {
            let start = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            return Array(characters[start..<index])
        }
        let whole = digits()
        guard !whole.isEmpty else { return .failure(.missingDigits) }
        var fraction: [Character] = []
        if index < characters.count, characters[index] == "." {
            index += 1
            fraction = digits()
            guard !fraction.isEmpty else { return .failure(.missingFractionDigits) }
        }
        let unitOffset = index
        let unit = String(characters[unitOffset...])
        let scale: Int
        switch unit {
        case "ms": scale = 0
        case "s": scale = 3
        case "": return .failure(.missingUnit)
        default: return .failure(.unknownUnit(unit, offset: unitOffset))
        }
        // A fraction may go down to whole milliseconds, no further.
        if fraction.dropFirst(scale).contains(where: { $0 != "0" }) { return .failure(.finerThanMillisecond) }
        let kept = fraction.prefix(scale)
        var milliseconds = 0
        for digit in whole + kept + Array(repeating: "0", count: scale - kept.count) {
            let (times10, overflow) = milliseconds.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times10.addingReportingOverflow(digit.wholeNumberValue ?? 0)
            if overflow || overflowAgain { return .failure(.tooLarge) }
            milliseconds = sum
        }
        if milliseconds > limits.upperBound { return .failure(.tooLarge) }
        if milliseconds < limits.lowerBound { return .failure(.tooSmall) }
        return .success(milliseconds)
    }
}
