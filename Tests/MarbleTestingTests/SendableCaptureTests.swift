import MarbleTesting
import OpenCombineShim
import Testing

// This file is the compile-level test: in the Swift 6 language mode, capturing a value that
// is not `Sendable` in a `@Sendable` closure is an error, so it builds only while the cold and
// hot sources and the `MarbleScheduler` are `Sendable`, with no `nonisolated(unsafe)`.
#if !swift(>=6)
#error("SendableCaptureTests must be compiled in the Swift 6 language mode")
#endif

/// A dependency as Swift 6 code injects it: `@Sendable` closures in a `Sendable` struct.
private struct PhotoClient: Sendable {
    var upload: @Sendable (String) -> AnyPublisher<String, MarbleError>
    var progress: @Sendable () -> AnyPublisher<String, MarbleError>
}

private func requireSendable<T: Sendable>(_: T) {}

@Suite struct SendableCaptureTests {
    @Test func sendableClosuresCaptureColdAndHotSourcesAndTheScheduler() {
        let m = MarbleScheduler()
        let answer = m.cold("--u|", values: ["u": ["ok"]])
        let ticks = m.hot("-p-p|")
        let client = PhotoClient(
            upload: { photo in
                answer.map { _ in photo.uppercased() }.receive(on: m.scheduler).eraseToAnyPublisher()
            },
            progress: { ticks.eraseToAnyPublisher() })
        requireSendable(client)
        requireSendable(m)
        requireSendable(m.scheduler)
        requireSendable(answer.subscriptions)

        m.expect(client.upload("a")).toBe("--A|")
        m.expect(client.progress()).toBe("-p-p|")
        m.expectSubscriptions(answer.subscriptions).toBe("^--!")
        m.run()
    }

    /// The closure may also make its sources when it is called, from the captured scheduler.
    @Test func aSendableClosureMakesSourcesFromTheCapturedScheduler() {
        let m = MarbleScheduler()
        let upload: @Sendable (String) -> AnyPublisher<String, MarbleError> = { photo in
            m.cold("-u|", values: ["u": photo]).eraseToAnyPublisher()
        }
        m.expect(m.hot("-a--b|").flatMap(upload)).toBe("--a--b|")
        m.run()
    }

    /// Reading a source's subscriptions from another task is safe: the log is locked.
    @Test func theSubscriptionLogCanBeReadFromAnotherTask() async {
        let m = MarbleScheduler()
        let source = m.cold("-a|")
        m.expect(source).toBe("-a|")
        await m.run()
        let count = await Task.detached { source.subscriptions.count }.value
        #expect(count == 1)
    }
}
