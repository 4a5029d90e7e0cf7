import MarbleTesting
import OpenCombineShim
import SearchViewModel
import Testing

@Suite struct SearchViewModelTests {
    let states: [String: SearchState] = [
        "L": .loading, "R": .results(["swift", "swiftui"]), "F": .results(["swift"]), "E": .failed("offline"),
    ]

    /// "s", "sw", a pause: one request for "sw". "swi" then "sw" again within 300ms: the
    /// debounced query is "sw" again, so no second request.
    @Test func oneRequestPerPauseAndNoneForTheSameQuery() {
        let m = MarbleScheduler()
        let typed = m.hot("-a-b------c-d-----", values: ["a": "s", "b": "sw", "c": "swi", "d": "sw"])
        let request = m.cold("--r|", values: ["r": ["swift", "swiftui"]])
        let model = SearchViewModel(
            query: typed.assertNoFailure(),
            search: { _ in request.mapError { $0 as any Error }.eraseToAnyPublisher() },
            scheduler: m.scheduler.eraseToAnyScheduler())
        m.expect(model.state).toBe("------L-R", values: states)
        m.expectSubscriptions(request.subscriptions).toBe("------^--!")
        m.run()
    }

    /// A slow answer to "sw" arrives after the user typed "swift": it is never shown, and
    /// its request is cancelled when the new one starts.
    @Test func aNewQueryCancelsTheSlowRequest() {
        let m = MarbleScheduler()
        let typed = m.hot("-a----b", values: ["a": "sw", "b": "swift"])
        let slow = m.cold("-------r|", values: ["r": ["swift", "swiftui"]])
        let fast = m.cold("-f|", values: ["f": ["swift"]])
        let model = SearchViewModel(
            query: typed.assertNoFailure(),
            search: { query in (query == "sw" ? slow : fast).mapError { $0 as any Error }.eraseToAnyPublisher() },
            scheduler: m.scheduler.eraseToAnyScheduler())
        m.expect(model.state).toBe("----L----LF", values: states)
        m.expectSubscriptions(slow.subscriptions).toBe("----^----!")
        m.expectSubscriptions(fast.subscriptions).toBe("---------^-!")
        m.run()
    }

    /// A failed request shows the error and the search goes on.
    @Test func aFailedRequestIsShownAndTheNextQueryWorks() {
        let m = MarbleScheduler()
        let typed = m.hot("-a----b", values: ["a": "sw", "b": "swift"])
        let offline = m.cold("--#[offline]", values: [String: [String]]())
        let online = m.cold("-f|", values: ["f": ["swift"]])
        let model = SearchViewModel(
            query: typed.assertNoFailure(),
            search: { query in (query == "sw" ? offline : online).mapError { $0 as any Error }.eraseToAnyPublisher() },
            scheduler: m.scheduler.eraseToAnyScheduler())
        m.expect(model.state).toBe("----L-E--LF", values: states)
        m.run()
    }
}
