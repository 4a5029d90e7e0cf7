import Marbles
import OpenCombineShim
#if canImport(Observation)
import Observation
#endif

/// Marble expectations for async sequences and `@Observable` properties.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension MarbleScheduler {
    /// Iterates `sequence` in a task of its own from frame 0, records each element, its end
    /// and its error at the marble clock's instant, and returns the expectation to complete
    /// with `toBe`, checked by `await m.run()`:
    ///
    /// ```
    /// let shown = m.coldSequence("-a-b---c|").debounce(for: .milliseconds(200), clock: m.clock)
    /// m.expect(shown).toBe("-----b----(c|)")
    /// await m.run()
    /// ```
    ///
    /// A sequence with one consumer (an `AsyncStream`) must not also be iterated by the code
    /// under test: expect what that code does with the values instead. When the other
    /// consumer is already waiting as the expectation starts, the test fails saying so.
    /// The task is cancelled when the run ends, so an endless sequence stops there.
    @MainActor
    public func expect<S: AsyncSequence>(
        _ sequence: S,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> PublisherExpectation<S.Element, any Error> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let recorder = TimelineRecorder<S.Element, any Error>(clock: virtualClock)
        let expectation = PublisherExpectation(recorder: recorder, clock: virtualClock, dropped: droppedValues, site: site)
        if async.run == .asynchronously {
            IssueRecorder.fail(AsyncMessages.expectedAfterRun("expect(sequence)"), at: site)
            return expectation
        }
        async.use()
        let state = async
        let box = UncheckedBox(sequence)
        virtualClock.schedule(at: 0) {
            // Started by the clock at frame 0 on the main actor (where the driver runs during
            // `await m.run()`); its elements arrive while tasks settle at each instant.
            MainActor.assumeIsolated {
                state.own(Task { @MainActor in await Self.iterate(box.value, into: recorder, site: site) })
            }
        }
        register(expectation)
        return expectation
    }

    #if canImport(Observation)
    /// Expects the values an `@Observable` model's property takes: the value when the
    /// expectation starts (frame 0), then each new value at the instant it changed, as
    /// Observation's `Observations` reports them (once per change, when the code that made it
    /// next waits).
    ///
    /// ```
    /// m.expect(observing: { model.state }).toBe("a--b", values: ["a": .idle, "b": .loaded])
    /// ```
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
    @MainActor
    public func expect<Value: Sendable>(
        @_inheritActorContext observing value: @escaping @isolated(any) @Sendable () -> Value,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> PublisherExpectation<Value, any Error> {
        expect(Observations(value), fileID: fileID, filePath: filePath, line: line, column: column)
    }
    #endif

    /// Records every element of `sequence` (until it ends, fails, or the task is cancelled).
    @MainActor
    private static func iterate<S: AsyncSequence>(
        _ sequence: S, into recorder: TimelineRecorder<S.Element, any Error>, site: CallSite
    ) async {
        recorder.receive(subscription: Subscriptions.empty)
        if let consumer = SingleConsumer(sequence), consumer.isBeingIterated {
            IssueRecorder.fail(AsyncMessages.iteratedElsewhere(consumer.typeName), at: site)
            return
        }
        do {
            for try await element in sequence {
                _ = recorder.receive(element)
            }
            guard !Task.isCancelled else { return }
            recorder.receive(completion: .finished)
        } catch is CancellationError {
            return
        } catch {
            recorder.receive(completion: .failure(error))
        }
    }
}

/// Carries a value the type system cannot prove `Sendable` to the main actor task that alone
/// uses it (`expect(sequence)` is `@MainActor`, and so is the task).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
