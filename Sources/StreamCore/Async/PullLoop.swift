/// `while let element = try await iterator.next() { … }` on the callback model, without
/// recursion.
///
/// An element at hand is handed over inside `next(_:)`, so an owner that pulls again from
/// the callback would nest one call per element (a stream of a million buffered values, a
/// million frames). Inside a round, a further `pull` only asks the running loop for one more
/// round once the current one returns.
///
/// A class, not a struct: the round in progress calls back into its owner, which pulls
/// again, and a struct stored in the owner would then be accessed twice at once.
final class PullLoop {
    private var running = false
    private var again = false

    /// Runs `round` now, or, when called from inside a round, once more after it. An owner
    /// passes the same round every time: one `next(_:)` on its base, or nothing when it no
    /// longer wants to pull (the loop then ends).
    func pull(_ round: () -> Void) {
        if running {
            again = true
            return
        }
        running = true
        repeat {
            again = false
            round()
        } while again
        running = false
    }
}
