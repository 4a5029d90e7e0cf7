import AsyncAlgorithms

/// The search field, the async way: what the user types, as an async sequence, waits for a
/// pause in typing (AsyncAlgorithms' `debounce`) and skips a query equal to the last one.
/// The clock is passed in: `ContinuousClock()` in the app, `m.clock` in a marble test.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public func debouncedQueries<Typed: AsyncSequence & Sendable, C: Clock>(
    _ typed: Typed, pause: Duration, clock: C
) -> AsyncFilterSequence<AsyncRemoveDuplicatesSequence<AsyncDebounceSequence<Typed, C>>>
where Typed.Element == String, C.Duration == Duration {
    typed
        .debounce(for: pause, clock: clock)
        .removeDuplicates()
        .filter { !$0.isEmpty }
}
