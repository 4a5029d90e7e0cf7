import MarbleTesting
import OpenCombineShim
import SearchViewModel
import Testing

/// Async code on the marble clock: a `@MainActor` view model looping over `.values`, and an
/// AsyncAlgorithms pipeline on `m.clock`. `await m.run()` lets their tasks run at each instant.
@MainActor @Suite struct AsyncCodeTests {
    @Test func theListFollowsTheSearchState() async {
        let m = MarbleScheduler()
        let typed = m.hot("-a-b------c", values: ["a": "s", "b": "sw", "c": "swi"])
        let search: @Sendable (String) -> AnyPublisher<[String], any Error> = { query in
            m.cold("--r|", values: ["r": [query + "ft"]]).mapError { $0 as any Error }.eraseToAnyPublisher()
        }
        let state = SearchViewModel(query: typed.assertNoFailure(), search: search,
                                    scheduler: m.main.eraseToAnyScheduler()).state
        let list = ResultsListModel(state: state)
        list.start()
        // The list shows a spinner when the debounced query goes out, then its results.
        m.expect(list.shown).toBe("------l-r----l-R", values: ["l": ["…"], "r": ["swft"], "R": ["swift"]])
        await m.run()
        list.stop()
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func theSearchFieldWaitsForAPause() async {
        let m = MarbleScheduler()
        let typed = m.coldSequence("-a-b----c-c|", values: ["a": "s", "b": "sw", "c": "swift"])
        let queries = debouncedQueries(typed, pause: .milliseconds(300), clock: m.clock)
        // "sw" after 300ms without typing; "swift" typed twice, sent once, as the field closes.
        m.expect(queries).toBe("------b----(c|)", values: ["b": "sw", "c": "swift"])
        await m.run()
    }
}
