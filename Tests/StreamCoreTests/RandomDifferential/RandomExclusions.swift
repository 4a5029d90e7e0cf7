/// The pipelines the random differential test does not draw, each for a known difference
/// between StreamCore and OpenCombine 0.14, with the evidence. A case is never drawn and then
/// skipped: the generator redraws the operator, so every seed is compared.
///
/// Never drawn at all (`RandomOperator.random` has no case for it):
/// - `prefix(n)`: OpenCombine's `Publishers.Output` finishes only when the value *after* the
///   n-th arrives (Publishers.Output.swift:183, `cancelUpstreamAndFinish()` in the `else` of
///   `receive(_:)`); on a hot source its completion lags. StreamCore finishes with the n-th
///   value, as Apple documents; `TransformDifferentialTests.prefixFinishesAtOnce`.
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
        case .buffer(_, let keepFull):
            // StreamCore's buffer asks its upstream for everything (Combine's `.byRequest`).
            // `.keepFull` asks for `size` and refills, so an upstream that honours demand
            // (prepend's values, flatMap, another buffer) waits where `.byRequest` drops; only
            // on a subject, which drops what finds no demand, are the two the same
            // (`HigherOrderDifferentialTests.fullBufferDropsNewest`).
            return !keepFull || index == 0
        case .prefixUntilB, .dropUntilB:
            // Two subscriptions to b in one pipeline: which one hears b first decides the lane,
            // and OpenCombine's PassthroughSubject delivers to its subscribers in an unstable
            // order (a set keyed by address; DESIGN.md, "Why the engine is our own").
            return !later.contains(where: \.usesB)
        case .prepend:
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
        default:
            return true
        }
    }
}
