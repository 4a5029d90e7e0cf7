/// The pipelines the random differential test does not draw, each for a known difference
/// between StreamCore and OpenCombine 0.14, with the evidence. A case is never drawn and then
/// skipped: the generator redraws the operator, so every seed is compared.
///
/// Never drawn at all (`RandomOperator.random` has no case for it):
/// - `prefix(n)`: OpenCombine's `Publishers.Output` finishes only when the value *after* the
///   n-th arrives (Publishers.Output.swift:183, `cancelUpstreamAndFinish()` in the `else` of
///   `receive(_:)`); on a hot source its completion lags. StreamCore finishes with the n-th
///   value, as Apple documents; `TransformDifferentialTests.prefixFinishesAtOnce`.
///   `output(in:)` shares `Publishers.Output`, so it is drawn only with a range (`n...30`)
///   that no case's values outlast (`OutputDifferentialTests.finishesWithTheLastIndex`).
///   `output(at:)` is `output(in: n...n)`, whose range every case outlasts: not drawn either.
/// - Issue 20's operators that OpenCombine 0.14 does not have: `Publishers.MergeMany` (Apple
///   only; `mergeMany` is checked against Apple's documentation, as `merge` is).
/// - Issue 20's sources: every case runs its operators on subject a, so `Record`, `Future`
///   (its promise called twice), NotificationCenter's publisher, KVO and `dataTaskPublisher`
///   (`fetch`) are not drawn. Each has its own differential suite where OpenCombine has it
///   (`RecordDifferentialTests`, `PromiseFutureDifferentialTests`,
///   `NotificationDifferentialTests`); KVO and URLSession are Apple-only. The DSL's demand
///   property test draws them as sources (`DemandPropertyTests.sourceGenerators`).
/// - Drawn: the try… forms, min/max by, `output(in:)`, prepend/append of a publisher,
///   `handleEvents`, `assertNoFailure` with `setFailureType`, the buffer strategies and
///   policies, `multicast(subject:)` and a factory, `ignoringDemand`, `sendingAfterCompletion`,
///   and subscribers that ask for one more with each value (`sink demand N then 1`).
enum RandomExclusions {
    /// Whether `op`, drawn at `index` (0 is straight on subject a), may precede `later`.
    static func allows(_ op: RandomOperator, at index: Int, before later: [RandomOperator],
                       allUnlimited: Bool) -> Bool {
        switch op {
        case .replaceEmpty:
            // OpenCombine's ReplaceEmpty asks for `.unlimited` and forwards every value whatever
            // the demand (Publishers.ReplaceEmpty.swift:122, 133), beyond the subscriber's
            // demand (`DemandDifferentialTests.replaceEmptyKeepsDemand`); an over-delivered
            // value can even drive a downstream OpenCombine demand below zero, which traps
            // (Subscribers.Demand.swift:57). So only where the demand reaching it is unlimited.
            return allUnlimited && !later.contains(where: \.limitsUpstreamDemand)
        case .ignoringDemand:
            // Issue 20: it sends beyond the demand on purpose; OpenCombine's operators subtract
            // what they forward from their demand, and one below zero traps
            // (Subscribers.Demand.swift:57), as for replaceEmpty. So only where the demand
            // reaching it is unlimited: there it must change nothing.
            return allUnlimited && !later.contains(where: \.limitsUpstreamDemand)
        case .sendingAfterCompletion:
            // Issue 20: its stray (7, after the completion) is ignored by every StreamCore stage
            // and by the lane, but not by every OpenCombine operator. Those that count the
            // demand they forward subtract it with no state check, and a demand below zero
            // traps (Subscribers.Demand.swift:57): Catch after switching to its new publisher
            // (GENERATED-Publishers.Catch.swift:303-305; seeds 6800..<7000), ReplaceError after
            // sending its value (Publishers.ReplaceError.swift:134; seeds 10000..<40000), and
            // DropUntilOutput (Publishers.DropUntilOutput.swift:156; seeds 50000..<60000).
            // Retry hands a stray of a failed attempt to its subscriber as if the next attempt
            // had sent it (seed 27261 before the Retry exclusion;
            // `SendingAfterCompletionDifferentialTests.retryPassesAStrayOnInOpenCombineOnly`).
            return !later.contains { [.catchJust, .replaceError, .assertNoFailure, .dropUntilB].contains($0) || $0.isRetry }
        case .replaceError, .assertNoFailure:
            // Before a retry: OpenCombine crashes (stack overflow). With no demand at the
            // failure, ReplaceError sends its value on the next request but leaves `terminated`
            // set while it does (Publishers.ReplaceError.swift:176-181); when a filter behind
            // the retry drops the value, Retry asks for one more at once (Publishers.Retry
            // .swift:180-189) and ReplaceError sends it again, without end. Found with
            // `a | replaceError(-1) | retry(1) | filter(x%2==0)`, demand 0 at the failure.
            return !later.contains(where: \.isRetry)
        case .prefixUntilB:
            // Two subscriptions to b in one pipeline: which one hears b first decides the lane,
            // and OpenCombine's PassthroughSubject delivers to its subscribers in an unstable
            // order (a set keyed by address; DESIGN.md, "Why the engine is our own").
            return !later.contains(where: \.usesB)
        case .dropUntilB:
            // Two subscriptions to b: as for prefixUntilB. Before a retry: when b has already failed, OpenCombine's DropUntilOutput passes
            // the failure on and still subscribes the upstream (Publishers.DropUntilOutput.swift
            // :88-89; `receiveOther(completion:)`, :198-216, does not set `cancelled`), whose
            // completion follows as a second one (:167-176). Retry resubscribes on the first
            // and ends on the stray second (`StrayEventDeviationTests.dropUntilOutputCompletesTwice`);
            // Catch, already switched to its new publisher, traps on it ("received completion
            // but do not have subscription", GENERATED-Publishers.Catch.swift:336).
            return !later.contains(where: \.usesB) && !later.contains { $0.isRetry || $0 == .catchJust }
        case .flatMap, .switchToLatest:
            // Before a retry: a failure cancels the inner `Just(x).delay(d)`, but OpenCombine's
            // Delay ignores `cancel()` once its upstream has completed (Publishers.Delay.swift
            // :258-263, state `.pendingTerminal`) and still delivers the scheduled value
            // (:202-210); FlatMap forwards it after its own failure (Publishers.FlatMap.swift
            // :399-410) and Retry hands it to the next attempt's subscriber (Publishers.Retry
            // .swift:171-180) (`StrayEventDeviationTests.cancelledDelayStillDelivers`).
            return !later.contains(where: \.isRetry)
        case .prepend, .prependJust:
            // prepend emits during the subscription handshake. OpenCombine's buffer and
            // throttle request `.unlimited` upstream *before* passing their subscription
            // downstream (Publishers.Buffer.swift:189-190, Publishers.Throttle.swift:195-198),
            // so those values meet zero demand: throttle drops them, a buffer keeps only `size`
            // of them. StreamCore passes the subscription down first and keeps them all.
            // For buffer Apple's order is pinned by OpenCombine's own compatibility test
            // (BufferTests.testInitialDemand), so StreamCore is wrong there:
            // `HandshakeDeviationTests.bufferFillsBeforeTheSubscriberAsks`. For throttle no test
            // pins Apple's order: `HandshakeDeviationTests.throttleHandshakeValues`.
            return !later.contains { if case .buffer = $0 { true } else if case .throttle = $0 { true } else { false } }
        case .timeout:
            // Two timeouts with an append, prepend or retry between them, a silent subject and
            // zero demand: both fire at the same instant and the one armed first wins.
            // OpenCombine's Concatenate and Retry subscribe upstream first and hand their own
            // subscription down from inside the upstream's (Publishers.Concatenate.swift:203,
            // :302; Publishers.Retry.swift:95, :163-165), so the inner timeout is armed first;
            // StreamCore's hand theirs down first, so the outer one is
            // (`HandshakeDeviationTests.appendArmsTheInnerTimeoutLast`, `retryArmsTheInnerTimeoutLast`).
            let between = later.contains { [.append, .prepend, .appendJust, .prependJust].contains($0) || $0.isRetry }
            return !(between && later.contains { if case .timeout = $0 { true } else { false } })
        case .multicastB:
            // Issue 20: two subscriptions to b, as for prefixUntilB.
            return !later.contains(where: \.usesB)
        case .multicastCurrent:
            // Issue 20: a CurrentValueSubject sends its value during the subscription handshake,
            // as prepend does: before a buffer or throttle, the handshake difference above
            // (found with seeds 4895 and 5413: OpenCombine's throttle drops the 5).
            return !later.contains { if case .buffer = $0 { true } else if case .throttle = $0 { true } else { false } }
        default:
            return true
        }
    }
}
