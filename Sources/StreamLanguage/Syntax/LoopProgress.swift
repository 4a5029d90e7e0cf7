/// Guards a parser loop against spinning in place.
///
/// Call `advanced(to:)` with the token index at the top of every iteration; it returns
/// `false` when the index has not moved since the previous iteration, and the loop must
/// then stop (or consume a token). Like swift-syntax's `LoopProgressCondition`, but it
/// never traps: bad input must not crash the REPL.
struct LoopProgress {
    private var lastIndex: Int?

    mutating func advanced(to index: Int) -> Bool {
        defer { lastIndex = index }
        guard let lastIndex else { return true }
        return index > lastIndex
    }
}
