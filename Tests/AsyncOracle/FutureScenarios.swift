@preconcurrency import OpenCombine

/// Issue 18 milestone 6 on the real runtime: the usual bridge from async code to Combine,
/// `Future { promise in Task { … } }`. The task starts when the Future is made, runs once for
/// every subscriber, and cancelling a subscriber does not cancel it.
extension ScenarioCatalog {
    static let futureScenarios: [Scenario] = [
        // f = future as t { sleep 300ms; return 1 }
        // f | sink as first
        // f | sink as second @100ms
        .tasks("future-runs-once-at-creation") { d in
            var f: Future<OracleValue, any Error>?
            var subscriptions: [AnyCancellable] = []
            await d.statement { f = bridge(d) { try await d.sleep(300); return 1 } }
            await d.statement { subscriptions.append(f!.sink(receiveCompletion: { _ in }, receiveValue: { _ in })) }
            d.at(100) { subscriptions.append(f!.sink(receiveCompletion: { _ in }, receiveValue: { _ in })) }
            await d.run()
            subscriptions.removeAll()
        },
        // future as t { sleep 300ms; return 1 } | sink as out
        // cancel out @100ms
        .tasks("future-cancelled-subscriber-work-goes-on") { d in
            var subscription: AnyCancellable?
            await d.statement {
                subscription = bridge(d) { try await d.sleep(300); return 1 }.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            }
            d.at(100) { subscription?.cancel() }
            await d.run()
        },
        // future as t { await fetch fail "offline" after 200ms } | sink as out
        .tasks("future-task-failure") { d in
            var subscription: AnyCancellable?
            await d.statement {
                subscription = bridge(d) { try await d.fetchFailing("offline", after: 200) }.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            }
            await d.run()
            subscription?.cancel()
        },
    ]

    /// `future as t { STEPS }`: `Future { promise in Task { do { promise(.success(try await …)) }
    /// catch { promise(.failure(error)) } } }`, the task named `t`.
    @MainActor private static func bridge(
        _ d: TaskDriver, _ work: @escaping @MainActor @Sendable () async throws -> OracleValue
    ) -> Future<OracleValue, any Error> {
        Future { promise in
            let promise = PromiseBox(promise)
            d.task("t") { _ in
                do {
                    let value = try await work()
                    promise.fulfil(.success(value))
                    return value
                } catch {
                    promise.fulfil(.failure(error))
                    throw error
                }
            }
        }
    }
}

/// The Future's promise, called on the main actor by the task the Future started.
@MainActor private final class PromiseBox {
    private let promise: Future<OracleValue, any Error>.Promise
    init(_ promise: @escaping Future<OracleValue, any Error>.Promise) { self.promise = promise }
    func fulfil(_ result: Result<OracleValue, any Error>) { promise(result) }
}
