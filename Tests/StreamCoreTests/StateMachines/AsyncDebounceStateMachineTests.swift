@testable import StreamCore
import Testing

/// AsyncDebounceStateMachine's transitions, without a clock or a base. Interval 300
/// throughout; `now` stands for the clock's time when the base answers.
@Suite struct AsyncDebounceStateMachineTests {
    /// The first `next()` starts the upstream task; the base is asked once, not again while
    /// that call is outstanding.
    @Test func firstNextStartsUpstreamAndPullsOnce() {
        var machine = AsyncDebounceStateMachine()
        let pulled1 = machine.shouldPullUpstream()
        #expect(pulled1 == false)
        guard case .startUpstream = machine.next(AsyncConsumer().resume) else { Issue.record("no start"); return }
        let pulled2 = machine.shouldPullUpstream()
        #expect(pulled2 == true)
        let pulled3 = machine.shouldPullUpstream()
        #expect(pulled3 == false)
    }

    /// Each element becomes the current one with its own deadline; the timer fires for the
    /// newest, which goes to the waiting consumer.
    @Test func newestElementGoesOutAtItsDeadline() throws {
        var machine = AsyncDebounceStateMachine()
        let consumer = AsyncConsumer()
        _ = machine.next(consumer.resume)
        _ = machine.shouldPullUpstream()
        guard case .debounce(until: 300) = machine.upstreamProduced(.value(.int(1)), now: 0, interval: 300) else {
            Issue.record("1 not debounced until 300"); return
        }
        _ = machine.shouldPullUpstream()
        guard case .debounce(until: 400) = machine.upstreamProduced(.value(.int(2)), now: 100, interval: 300) else {
            Issue.record("2 not debounced until 400"); return
        }
        let answer = machine.deadlineReached()
        let (resume, element) = try #require(answer)
        resume(element)
        #expect(consumer.got == [.value(.int(2))])
        // The consumer is busy now: nothing more to hand over, and the base is not pulled.
        #expect(machine.deadlineReached() == nil)
        let pulled4 = machine.shouldPullUpstream()
        #expect(pulled4 == false)
    }

    /// An element that was on its way while the consumer was busy is kept with its deadline,
    /// which the next `next()` arms.
    @Test func elementArrivingWhileBusyKeepsItsDeadline() throws {
        var machine = AsyncDebounceStateMachine()
        _ = machine.next(AsyncConsumer().resume)
        _ = machine.shouldPullUpstream()
        _ = machine.upstreamProduced(.value(.int(1)), now: 0, interval: 300)
        let pulled5 = machine.shouldPullUpstream()
        #expect(pulled5 == true)
        let answer = machine.deadlineReached()
        _ = try #require(answer)
        guard case .none = machine.upstreamProduced(.value(.int(2)), now: 350, interval: 300) else {
            Issue.record("a busy consumer's element was not kept"); return
        }
        guard case .pull(armTimerAt: 650) = machine.next(AsyncConsumer().resume) else {
            Issue.record("the kept element's deadline was not armed"); return
        }
    }

    /// Unlike Combine, the base's end sends the pending element at once; then the end.
    @Test func endFlushesPendingElement() {
        var machine = AsyncDebounceStateMachine()
        let consumer = AsyncConsumer()
        _ = machine.next(consumer.resume)
        _ = machine.shouldPullUpstream()
        _ = machine.upstreamProduced(.value(.int(7)), now: 0, interval: 300)
        _ = machine.shouldPullUpstream()
        guard case .cancelTimerAndResume(let resume, let element) = machine.upstreamProduced(.end, now: 100, interval: 300) else {
            Issue.record("the end did not resume the consumer"); return
        }
        resume(element)
        #expect(consumer.got == [.value(.int(7))])
        guard case .resumeNow(.end) = machine.next(consumer.resume) else { Issue.record("no end after the flush"); return }
    }

    /// A failure while the consumer is busy is thrown by the next `next()`, once.
    @Test func failureWhileBusyIsThrownOnce() throws {
        var machine = AsyncDebounceStateMachine()
        _ = machine.next(AsyncConsumer().resume)
        _ = machine.shouldPullUpstream()
        _ = machine.upstreamProduced(.value(.int(1)), now: 0, interval: 300)
        _ = machine.shouldPullUpstream()
        let answer = machine.deadlineReached()
        _ = try #require(answer)
        let failure = AsyncElement.failure(StreamError("boom"))
        guard case .none = machine.upstreamProduced(failure, now: 400, interval: 300) else {
            Issue.record("a busy consumer was resumed"); return
        }
        guard case .resumeNow(failure) = machine.next(AsyncConsumer().resume) else { Issue.record("failure lost"); return }
        guard case .resumeNow(.end) = machine.next(AsyncConsumer().resume) else { Issue.record("failure thrown twice"); return }
    }

    /// After a cancel the base's answers are ignored and every `next()` ends.
    @Test func cancelIgnoresTheBase() {
        var machine = AsyncDebounceStateMachine()
        _ = machine.next(AsyncConsumer().resume)
        _ = machine.shouldPullUpstream()
        machine.cancel()
        guard case .none = machine.upstreamProduced(.value(.int(1)), now: 0, interval: 300) else {
            Issue.record("an element after cancel was taken"); return
        }
        #expect(machine.deadlineReached() == nil)
        guard case .resumeNow(.end) = machine.next(AsyncConsumer().resume) else { Issue.record("no end after cancel"); return }
    }
}
