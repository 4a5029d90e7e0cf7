import MarbleTesting
import SearchViewModel
import Testing

/// Failures of the code's own error type, compared with `==`, and an `@Observable` model's
/// property expected as marbles.
@MainActor @Suite struct ProfileTests {
    /// The retry subscribes to the request again when it fails at 200ms; the second attempt
    /// fails the same way 200ms later, and that failure, `.timedOut`, reaches the screen.
    @Test func aRequestThatTimesOutTwiceFailsWithTimedOut() {
        let m = MarbleScheduler()
        let attempt = m.cold("--#[t]", values: [String: String](), errors: ["t": ProfileError.timedOut])
        m.expect(retriedOnce(attempt)).toBe("----#[e]", errors: ["e": .timedOut])
        m.run()
    }

    #if canImport(Observation)
    /// `load()` starts at 100ms: the screen shows loading at once and the name when the
    /// fetch, sleeping 300ms on the marble clock, returns.
    @Test func theScreenShowsLoadingThenTheName() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let m = MarbleScheduler()
        let clock = m.clock
        let screen = ProfileScreen(fetch: { () async throws(ProfileError) -> String in
            do { try await clock.sleep(for: .milliseconds(300)) } catch { throw .timedOut }
            return "Ann"
        })
        m.schedule(at: .milliseconds(100)) { Task { await screen.load() } }
        m.expect(observing: { screen.state }).toBe("il--n", values: ["i": .idle, "l": .loading, "n": .loaded("Ann")])
        await m.run()
    }

    /// A fetch that fails after 200ms leaves the screen showing the failure.
    @Test func aFailedFetchIsShown() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, *) else { return }
        let m = MarbleScheduler()
        let clock = m.clock
        let screen = ProfileScreen(fetch: { () async throws(ProfileError) -> String in
            do { try await clock.sleep(for: .milliseconds(200)) } catch { throw .timedOut }
            throw .notFound
        })
        m.schedule(at: .milliseconds(100)) { Task { await screen.load() } }
        m.expect(observing: { screen.state }).toBe("il-f", values: ["i": .idle, "l": .loading, "f": .failed(.notFound)])
        await m.run()
    }
    #endif
}
