import StreamLanguage

/// `work D` (issue 18 §3): synchronous work that takes D without suspending — a loop, a
/// decode. The export defines one helper that stands for it, `blockingWork(for:)`: a plain
/// synchronous function, so it runs on whatever executor calls it (the main actor in a
/// `Task { }` made there, an actor in its method, a pool thread in a plain `func`) and holds
/// it for the whole duration; it never looks at cancellation.
enum SwiftBlockingWork {
    /// A file-scope function, so actors' methods and the session class's code call it alike.
    static let helper = [
        "/// Stands for synchronous work (a loop, a decode: StreamLab's `work D`) taking `duration`",
        "/// without suspending: it holds the thread it runs on, and the actor running it (the main",
        "/// actor, an actor), so whatever waits for that actor waits; it ignores cancellation. It spins",
        "/// on the wall clock as real work would: a test clock does not move while it runs, where",
        "/// StreamLab's virtual clock moves by `duration`.",
        SwiftConcurrencyHelpers.clockAvailability,
        "func blockingWork(for duration: Duration) {",
        "    let end = ContinuousClock.now.advanced(by: duration)",
        "    while ContinuousClock.now < end {}",
        "}",
    ]

    /// `work 200ms` as a call.
    static func call(_ duration: DurationLiteral) -> [String] {
        ["blockingWork(for: .milliseconds(\(duration.milliseconds)))"]
    }
}
