#if canImport(Observation)
import MarbleTesting
import Observation
import Testing

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
@MainActor @Observable final class Loader {
    enum State: Equatable, Sendable { case idle, loading, loaded(Int) }
    var state = State.idle

    func load(after delay: Duration, clock: some Clock<Duration>) async throws {
        state = .loading
        try await clock.sleep(for: delay)
        state = .loaded(42)
    }
}

@MainActor @Suite struct ObservationExpectationTests {
    @Test func anObservedPropertyIsExpectedAsMarbles() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let m = MarbleScheduler()
        let loader = Loader()
        let clock = m.clock
        m.schedule(at: .milliseconds(100)) { Task { try await loader.load(after: .milliseconds(300), clock: clock) } }
        m.expect(observing: { loader.state })
            .toBe("ib--d", values: ["i": .idle, "b": .loading, "d": .loaded(42)])
        #expect(await m.run())
    }
}
#endif
