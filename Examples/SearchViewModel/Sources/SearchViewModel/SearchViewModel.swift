import CombineSchedulers
import Foundation
import OpenCombineShim

/// What the search screen shows.
public enum SearchState: Equatable, Sendable {
    /// A request for the latest query is under way.
    case loading
    case results([String])
    /// The request failed; the screen shows the error and the next query tries again.
    case failed(String)
}

/// Turns what the user types into what the screen shows: waits for a pause in typing
/// (debounce), skips a query equal to the last one, sends one request per query, drops
/// the answer to a query the user has moved on from (switchToLatest), and shows a failed
/// request without ending the search (catch).
public struct SearchViewModel {
    public let state: AnyPublisher<SearchState, Never>

    /// - Parameters:
    ///   - query: the text field, as it changes.
    ///   - search: the request for one query; `@Sendable`, as a Swift 6 dependency client's
    ///     closures are (the tests' marble sources are `Sendable`, so it can capture them).
    ///   - scheduler: where time passes: `DispatchQueue.main` in the app, a test scheduler in tests.
    ///   - pause: how long typing must stop before a query is sent.
    public init<Query: Publisher>(
        query: Query,
        search: @escaping @Sendable (String) -> AnyPublisher<[String], any Error>,
        scheduler: AnySchedulerOf<DispatchQueue>,
        pause: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
    ) where Query.Output == String, Query.Failure == Never {
        state = query
            .debounce(for: pause, scheduler: scheduler)
            .removeDuplicates()
            .map { text in
                search(text)
                    .map(SearchState.results)
                    .catch { error in Just(SearchState.failed(String(describing: error))) }
                    .prepend(.loading)
            }
            .switchToLatest()
            .eraseToAnyPublisher()
    }
}
