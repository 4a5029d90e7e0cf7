@preconcurrency import OpenCombine

/// Issue 18 milestone 6 on the real runtime: the usual bridge from async code to Combine,
/// `Future { promise in Task { … } }`. The task starts when the Future is made, runs once for
/// every subscriber, and cancelling a subscriber does not cancel it.
extension ScenarioCatalog {
    static let futureScenarios: [Scenario] = [
        // f = future as t { sleep 300ms; return 1 }
        // f | sink as first
        // at 100ms: f | sink as second
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
        // f = future as t { sleep 100ms; return 7 }
        // at 300ms: f | sink as late { task n { emit x } }
        .tasks("future-late-subscriber-gets-result") { d in
            var f: Future<OracleValue, any Error>?
            var subscriptions: [AnyCancellable] = []
            await d.statement { f = bridge(d) { try await d.sleep(100); return 7 } }
            d.at(300) {
                subscriptions.append(f!.sink(receiveCompletion: { _ in }, receiveValue: { x in
                    d.task("n") { lane in lane.emit(x); return nil }
                }))
            }
            await d.run()
            subscriptions.removeAll()
        },
        // subject a
        // a | map { future as t { sleep 300ms; return x } } | switchToLatest | sink as out { task n { emit x } }
        // send a 1 @0ms, 2 @100ms
        .tasks("future-switch-to-latest-work-goes-on") { d in
            let a = PassthroughSubject<Int, Never>()
            let subscription = a.map { x in bridge(d) { try await d.sleep(300); return .int(x) } }
                .switchToLatest()
                .sink(receiveCompletion: { _ in }, receiveValue: { x in d.task("n") { lane in lane.emit(x); return nil } })
            d.at(0) { a.send(1) }
            d.at(100) { a.send(2) }
            await d.run()
            subscription.cancel()
        },
        // future as t { sleep 300ms; return 1 } | handleEvents cancel { cancel t } | sink as out
        // cancel out @100ms
        .tasks("future-handle-events-cancel-cancels-task") { d in
            var subscription: AnyCancellable?
            await d.statement {
                subscription = bridge(d) { try await d.sleep(300); return 1 }
                    .handleEvents(receiveCancel: { d.cancel("t") })
                    .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
            }
            d.at(100) { subscription?.cancel() }
            await d.run()
        },
        // subject a
        // a | map { future as t { sleep 300ms; return x } | handleEvents cancel { cancel t } } | switchToLatest | sink as out { task n { emit x } }
        // send a 1 @0ms, 2 @100ms
        .tasks("future-switch-to-latest-fix") { d in
            let a = PassthroughSubject<Int, Never>()
            let subscription = a.map { x in
                let task = TaskBox()
                return bridge(d) { try await d.sleep(300); return .int(x) } made: { task.cancel = d.canceller("t") }
                    .handleEvents(receiveCancel: { task.cancel() })
            }
            .switchToLatest()
            .sink(receiveCompletion: { _ in }, receiveValue: { x in d.task("n") { lane in lane.emit(x); return nil } })
            d.at(0) { a.send(1) }
            d.at(100) { a.send(2) }
            await d.run()
            subscription.cancel()
        },
        // f = deferred { future as t { sleep 300ms; return 1 } }
        // f | sink as first
        // at 100ms: f | sink as second
        .tasks("future-deferred-runs-per-subscriber") { d in
            let f = Deferred { bridge(d) { try await d.sleep(300); return 1 } }
            var subscriptions: [AnyCancellable] = []
            await d.statement { subscriptions.append(f.sink(receiveCompletion: { _ in }, receiveValue: { _ in })) }
            d.at(100) { subscriptions.append(f.sink(receiveCompletion: { _ in }, receiveValue: { _ in })) }
            await d.run()
            subscriptions.removeAll()
        },
    ]

    /// `future as t { STEPS }`: `Future { promise in Task { do { promise(.success(try await …)) }
    /// catch { promise(.failure(error)) } } }`, the task named `t`.
    @MainActor private static func bridge(
        _ d: TaskDriver, _ work: @escaping @MainActor @Sendable () async throws -> OracleValue,
        made: @escaping () -> Void = {}
    ) -> Future<OracleValue, any Error> {
        Future { promise in
            let promise = PromiseBox(promise)
            defer { made() }
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

/// The task a Future made, as the bridge's `handleEvents(receiveCancel:)` captures it.
@MainActor private final class TaskBox {
    var cancel: () -> Void = {}
}
