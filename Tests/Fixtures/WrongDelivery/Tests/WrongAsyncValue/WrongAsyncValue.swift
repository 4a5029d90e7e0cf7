import MarbleTesting
import OpenCombineShim
import Testing

/// A counter screen's view model, the async way: it loops over the taps' `values` and
/// publishes the count. Wrong on purpose: it publishes the count before adding the tap, so
/// the screen is always one tap behind. The times are right; the second value is wrong.
@MainActor
final class TapCounter {
    let count = PassthroughSubject<Int, Never>()
    private var total = 0

    func start(taps: AnyPublisher<Void, Never>) {
        Task {
            for await _ in taps.values {
                count.send(total)   // the bug: `total += 1` belongs before this line
                total += 1
            }
        }
    }
}

@MainActor @Test func theCountFollowsTheTaps() async {
    let m = MarbleScheduler()
    let taps = m.hot("-t--t", values: ["t": ()])
    let counter = TapCounter()
    counter.start(taps: taps.assertNoFailure().eraseToAnyPublisher())
    m.expect(counter.count).toBe("-1--2", values: ["1": 1, "2": 2])
    await m.run()
}
