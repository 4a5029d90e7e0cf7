import StreamDSL

/// Swift names for the session's names.
enum SwiftNaming {
    /// Names the generated test uses itself, which no session name may take: the scheduler,
    /// the start instant, the `fail` helper, `abs`, and the closures' parameters `x` and `acc`.
    /// Swift's keywords are `SwiftSourceText.keywords`.
    static let reserved: Set<String> = ["m", "start", "fail", "abs", "x", "acc"]
}
