/// How `buffer N prefetch …` asks its upstream (Combine's `Publishers.PrefetchStrategy`).
public enum BufferPrefetch: Sendable, Equatable {
    /// Ask for `N` at subscription, then one more for each value handed on: the buffer is
    /// kept full, and an upstream that honours demand waits instead of overflowing it.
    case keepFull
    /// Ask for everything at subscription (`.unlimited`).
    case byRequest
}

/// What `buffer N … whenFull …` does with a value that finds it full
/// (Combine's `Publishers.BufferingStrategy`).
public enum BufferFullPolicy: Sendable, Equatable {
    case dropNewest
    case dropOldest
    /// Cancel the upstream; the failure follows the kept values, on the next request.
    case fail(StreamError)
}

/// Both choices of `buffer N prefetch … whenFull …`, as a checked plan keeps them.
public struct BufferPolicy: Sendable, Equatable {
    public var prefetch: BufferPrefetch
    public var whenFull: BufferFullPolicy

    public init(prefetch: BufferPrefetch, whenFull: BufferFullPolicy) {
        self.prefetch = prefetch
        self.whenFull = whenFull
    }
}

/// `buffer N prefetch keepFull|byRequest whenFull dropOldest|dropNewest|fail`: Combine's
/// `buffer(size:prefetch:whenFull:)`, step for step as OpenCombine 0.14's `Publishers.Buffer`
/// (whose tests run on Apple's Combine too):
///
/// - the upstream is asked (N, or everything) *before* the subscription goes down;
/// - kept values go out as demand allows; `finished` follows them only while the downstream
///   has demand outstanding; a failure goes at once when nothing can be delivered (dropping
///   what is kept), else after the values the demand admits;
/// - a full buffer drops the new value, drops the oldest, or cancels the upstream and holds
///   the failure until the downstream next asks (`whenFull fail`; BufferTests
///   .testBufferingInputFailingWhenBufferIsFull).
final class BufferWithPoliciesStage: Stage {
    private let size: Int
    private let prefetch: BufferPrefetch
    private let whenFull: BufferFullPolicy
    private var kept = ValueQueue()
    private var demand = Demand.none
    /// The upstream's completion, or the full buffer's failure, not yet delivered.
    private var terminal: Completion?
    /// A request from inside `drain` only raises the demand (the drain loop takes it up).
    private var isDraining = false
    private var held: HeldValues

    init(downstream: any Subscriber, size: Int, prefetch: BufferPrefetch, whenFull: BufferFullPolicy,
         memory: RecordingBudget? = nil) {
        self.size = Swift.max(1, size)
        self.prefetch = prefetch
        self.whenFull = whenFull
        held = HeldValues(budget: memory)
        super.init(downstream: downstream)
    }

    deinit { held.releaseAll() }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        upstream = subscription
        subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
        downstream.receive(subscription: self)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        if case .failure? = terminal { return .none }
        if kept.count >= size {
            switch whenFull {
            case .dropNewest:
                return drain()
            case .dropOldest:
                if let oldest = kept.popFirst() { held.release(oldest) }
            case .fail(let error):
                terminal = .failure(error)
                let subscription = upstream
                upstream = nil
                subscription?.cancel()
                return .none
            }
        }
        // A value the session's memory cannot hold is dropped, as a full buffer's newest is.
        if held.hold(value) { kept.append(value) }
        return drain()
    }

    override func receive(completion: Completion) {
        guard !isTerminated, terminal == nil else { return }
        terminal = completion
        _ = drain()
    }

    override func request(_ more: Demand) {
        guard !isTerminated else { return }
        demand += more
        guard !isDraining else { return }
        let upstreamDemand = drain()
        if upstreamDemand.count > 0 { upstream?.request(upstreamDemand) }
    }

    override func cancel() {
        kept.removeAll()
        held.releaseAll()
        super.cancel()
    }

    /// Hands kept values on while there is demand, then a completion if it may go; returns
    /// what to ask the upstream for (with `keepFull`, one per value handed on).
    private func drain() -> Demand {
        var upstreamDemand = Demand.none
        while !isTerminated {
            guard demand.count > 0 else {
                if let terminal, case .failure = terminal { end(terminal) }
                return upstreamDemand
            }
            guard !kept.isEmpty else {
                if let terminal { end(terminal) }
                return upstreamDemand
            }
            var batch: [Value] = []
            while batch.count < demand.count, let value = kept.popFirst() {
                held.release(value)
                batch.append(value)
            }
            demand -= batch.count
            isDraining = true
            var added = Demand.none
            for value in batch where !isTerminated { added += downstream.receive(value) }
            isDraining = false
            if prefetch == .keepFull { upstreamDemand += .max(batch.count) }
            demand += added
        }
        return upstreamDemand
    }

    private func end(_ completion: Completion) {
        kept.removeAll()
        held.releaseAll()
        finish(completion)
    }
}

extension Publisher {
    public func buffer(size: Int, prefetch: BufferPrefetch, whenFull: BufferFullPolicy,
                       memory: RecordingBudget? = nil) -> any Publisher {
        StagePublisher(self) {
            BufferWithPoliciesStage(downstream: $0, size: size, prefetch: prefetch, whenFull: whenFull, memory: memory)
        }
    }

    public func buffer(size: Int, policy: BufferPolicy, memory: RecordingBudget? = nil) -> any Publisher {
        buffer(size: size, prefetch: policy.prefetch, whenFull: policy.whenFull, memory: memory)
    }
}
