import OpenCombineShim

/// The results list of the search screen, written the async way: a `@MainActor` view model
/// whose `start()` loops with `for await` over the search state's `values` and keeps what the
/// list shows. `shown` publishes each change, for the screen (and for marble tests).
@MainActor
public final class ResultsListModel {
    /// What the list shows: a spinner, the result titles, or the error.
    public private(set) var rows: [String] = []
    /// Every change of `rows`, as it happens.
    public let shown = PassthroughSubject<[String], Never>()
    private let state: AnyPublisher<SearchState, Never>
    private var loop: Task<Void, Never>?

    public init(state: AnyPublisher<SearchState, Never>) {
        self.state = state
    }

    /// Starts following the search state (once).
    public func start() {
        guard loop == nil else { return }
        loop = Task { [state] in
            for await next in state.values {
                self.show(next)
            }
        }
    }

    public func stop() {
        loop?.cancel()
        loop = nil
    }

    private func show(_ state: SearchState) {
        switch state {
        case .loading: rows = ["…"]
        case .results(let titles): rows = titles.isEmpty ? ["no results"] : titles
        case .failed(let message): rows = ["error: \(message)"]
        }
        shown.send(rows)
    }
}
