import MarbleTesting
import OpenCombineShim
import Testing

/// Wrong on purpose: the check waits and asks on the background queue, and its answer is
/// never brought back to main (the `receive(on: main)` is missing), so the form would read
/// it off the main queue. The values and times are right; only the queue is wrong.
@Test func answerReadOffTheMainQueue() {
    let m = MarbleScheduler()
    let typed = m.hot("-a-b", values: ["a": "a", "b": "an"])
    let message = typed
        .debounce(for: .milliseconds(300), scheduler: m.background)
        .map { "\($0) is free" }
    m.expect(message, on: m.main).toBe("------f", values: ["f": "an is free"])
    m.run()
}
