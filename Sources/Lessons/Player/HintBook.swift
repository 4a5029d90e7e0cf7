/// Gives an exercise's hints one at a time, numbered (`hint 2/3: …`); after the last it says
/// there are no more instead of repeating one.
public struct HintBook: Sendable, Hashable {
    /// The hints in the order they are given.
    public let hints: [String]
    /// How many hints have been given so far.
    public private(set) var given = 0
    /// Whether the last hint was given (for a book without hints: whether one was asked for).
    public private(set) var isExhausted = false

    /// A book that has given no hint yet.
    public init(hints: [String]) {
        self.hints = hints
    }

    /// The next hint, or the word that there is none left; ends with a newline.
    public mutating func next() -> String {
        guard !hints.isEmpty else {
            isExhausted = true
            return "this exercise has no hints; :solution shows a solution\n"
        }
        guard given < hints.count else {
            return "no more hints (that was \(hints.count) of \(hints.count)); :solution shows a solution\n"
        }
        given += 1
        isExhausted = given == hints.count
        return "hint \(given)/\(hints.count): \(hints[given - 1])\n"
    }
}
