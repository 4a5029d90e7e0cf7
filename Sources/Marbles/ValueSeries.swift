/// A regular series of integer values in one lane — a counter 0, 1, 2, …, a timer's ticks
/// 1000, 2000, … — drawn with one key instead of a key per value, so a long run does not use
/// up the 52 key letters. Used only once a diagram's letters would run out: a diagram that has
/// letters enough keys each value, as before.
///
/// A key stands for one unbroken run: its first appearance in the lane is `first`, each next
/// one `step` more. Anything else the lane draws with a value (a value as itself, another
/// key, a group) ends the run, so reading the lane back gives every value again.
struct SeriesRun: Sendable {
    /// The legend entry of the run's key.
    var entry: Int
    /// The value the key's next appearance stands for.
    var next: Int
    let step: Int

    /// The step of a series starting with the value at `index` of `events`, when the next two
    /// values continue it (three in a row make it a series, not a coincidence).
    static func step(startingAt index: Int, in events: [MarbleEvent]) -> Int? {
        var values: [Int] = []
        var position = index
        while values.count < 3, position < events.count {
            if case .value(let text) = events[position].kind {
                guard let value = Int(text) else { return nil }
                values.append(value)
            }
            position += 1
        }
        guard values.count == 3 else { return nil }
        let (step, overflow) = values[1].subtractingReportingOverflow(values[0])
        guard !overflow, step != 0, values[2].subtractingReportingOverflow(values[1]) == (step, false) else { return nil }
        return step
    }

    /// Advances past one appearance of the key; false when the series would overflow `Int`
    /// (the run then ends).
    mutating func advance() -> Bool {
        let (following, overflow) = next.addingReportingOverflow(step)
        next = following
        return !overflow
    }
}

/// How a series key reads in the legend: ` = 10, 11, 12, … (in turn, +1 each)`.
enum SeriesText {
    static func rest(first: Int, step: Int, ellipsis: String) -> String {
        " = " + terms(first: first, step: step, ellipsis: ellipsis) + " (in turn, \(signed(step)) each)"
    }

    /// For a picture, which writes most values and keys only those it has no room for: the
    /// key stands for one value of the series, told by where it stands.
    static func member(first: Int, step: Int, ellipsis: String) -> String {
        " = a value of the series " + terms(first: first, step: step, ellipsis: ellipsis) + " (\(signed(step)) each)"
    }

    private static func terms(first: Int, step: Int, ellipsis: String) -> String {
        let terms = (0..<3).compactMap { index -> String? in
            let (offset, overflow) = step.multipliedReportingOverflow(by: index)
            let (term, overflowAgain) = first.addingReportingOverflow(offset)
            return overflow || overflowAgain ? nil : String(term)
        }
        return terms.joined(separator: ", ") + ", \(ellipsis)"
    }

    private static func signed(_ step: Int) -> String { step > 0 ? "+\(step)" : String(step) }
}
