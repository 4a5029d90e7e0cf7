import OpenCombine
import StreamCore
import Testing

/// Two OpenCombine 0.14 bugs the random differential test found, both visible only through
/// `retry`, which keeps the subscriber alive after a failure and so shows what an operator
/// sends *after* its completion. StreamCore is right in both: a publisher sends nothing after
/// its completion (Combine's Publisher contract), and `retry(n)` resubscribes n times, then
/// passes the failure on. Both lanes are pinned so that a change on either side is noticed.
@Suite struct StrayEventDeviationTests {
    /// b has failed and a has finished before the subscription at 550. Each attempt fails at
    /// once with b's failure, so retry(2) tries three times and fails.
    ///
    /// OpenCombine's DropUntilOutput passes b's failure on and *still* subscribes the upstream
    /// (Publishers.DropUntilOutput.swift:88-89; `receiveOther(completion:)`, :198-216, does not
    /// set `cancelled`), so a's finish follows as a second completion (:167-176). Retry
    /// resubscribes on the first and ends on the stray finish of the last attempt.
    @Test func dropUntilOutputCompletesTwice() {
        let script = Scenario {
            $0.sends("200:#boom", to: .b)
            $0.sends("350:|")
            $0.subscribe(1, at: 550)
        }
        let ours = OursRunner.run(script) { $0.a.drop(untilOutputFrom: $0.b).retry(2) }
        let theirs = TheirsRunner.run(script) { $0.a.drop(untilOutputFrom: $0.b).retry(2) }
        expectLanes(ours, [1: "550:^ 550:#boom"])
        expectLanes(theirs, [1: "550:^ 550:|"], engine: "OpenCombine")
    }

    /// 1@100 starts the inner `Just(1).delay(150)`, due at 250. The timeout armed at 100 was
    /// scheduled first, so at 250 it fails the stream, flatMap cancels the inner, and retry
    /// resubscribes; the new attempt sees no value and times out at 400.
    ///
    /// OpenCombine's Delay ignores `cancel()` once its upstream (Just) has completed
    /// (Publishers.Delay.swift:258-263, state `.pendingTerminal`) and still delivers the
    /// scheduled value (:202-210); FlatMap forwards it after its own failure
    /// (Publishers.FlatMap.swift:399-410), and Retry hands it to the next attempt's subscriber
    /// (Publishers.Retry.swift:171-180): 1 appears at 250 from a cancelled inner.
    @Test func cancelledDelayStillDelivers() {
        let script = Scenario { $0.sends("100:1 450:3 650:|") }
        let ours = OursRunner.run(script) { world in
            world.a.timeout(150, on: world.clock, error: StreamError("late"))
                .flatMap(Lift.flat { world.just($0).delay(150, on: world.clock) })
                .retry(1)
        }
        let theirs = TheirsRunner.run(script) { world in
            world.a.timeout(.ms(150), scheduler: world.scheduler, customError: { TestError("late") })
                .flatMap { world.just($0).delay(for: .ms(150), scheduler: world.scheduler) }
                .retry(1)
        }
        expectLanes(ours, [1: "0:^ 400:#late"])
        expectLanes(theirs, [1: "0:^ 250:1 400:#late"], engine: "OpenCombine")
    }
}
