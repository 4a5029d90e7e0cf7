@preconcurrency import OpenCombine

/// The demos of issue 22's lesson "Bridging both ways" that no milestone had: a publisher's
/// first value through `values` when it finishes without one, and a repository's private
/// subject adapted to an `AsyncStream` whose `onTermination` cancels the subscription.
extension ScenarioCatalog {
    static let bridgingLessonScenarios: [Scenario] = [
        // subject token
        // task signIn { for await v in token | values { return v }; return "guest" }
        // complete token @100ms
        .tasks("values-first-or-none") { d in
            let token = PassthroughSubject<OracleValue, Never>()
            await d.statement {
                d.task("signIn") { _ in
                    for await v in token.values { return v }
                    return "guest"
                }
            }
            d.at(100) { token.send(completion: .finished) }
            await d.run()
        },
        // subject changes
        // stream updates onTermination { cancel feed }
        // changes | sink as feed { yield updates x }
        // task list { for await v in updates { emit v } }
        // send changes 1 @100ms, 2 @200ms; cancel list @250ms; send changes 3 @300ms
        .tasks("stream-adapter-cancels-subscription") { d in
            let changes = PassthroughSubject<OracleValue, Never>()
            let (updates, continuation) = AsyncStream<OracleValue>.makeStream()
            let feed = FeedBox()
            continuation.onTermination = { _ in
                MainActor.assumeIsolated { feed.subscription?.cancel() }
            }
            feed.subscription = changes.sink { x in continuation.yield(x) }
            await d.statement {
                d.task("list") { lane in
                    for await v in updates { lane.emit(v) }
                    return nil
                }
            }
            for (time, value) in [(100, 1), (200, 2)] {
                d.at(time) { changes.send(.int(value)) }
            }
            d.at(250) { d.cancel("list") }
            d.at(300) { changes.send(3) }
            await d.run()
        },
    ]
}

/// The adapter's subscription, which `onTermination` cancels (a repository would keep it).
@MainActor private final class FeedBox {
    var subscription: AnyCancellable?
}
