/// An expectation that `MarbleScheduler.run()` checks once the clock has run.
protocol MarbleCheck: AnyObject {
    /// Where `expect…(…)` was called.
    var expectSite: CallSite { get }
    /// Where each `toBe` was called, for those not yet checked.
    var uncheckedSites: [CallSite] { get }
    /// Whether any `toBe` was given.
    var hasAssertions: Bool { get }
    /// Compares every `toBe` not yet checked, failing the test where they differ (and,
    /// when `recording` is given, rewriting their marbles first); returns whether all held.
    func check(recording: MarbleRecording?) -> Bool
}
