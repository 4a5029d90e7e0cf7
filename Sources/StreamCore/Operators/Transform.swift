/// A step that may fail the stream with a readable error (for example `x * 2` on a string).
public typealias ValueTransform = (Value) throws(StreamError) -> Value
public typealias ValuePredicate = (Value) throws(StreamError) -> Bool
public typealias Accumulator = (_ accumulated: Value, _ value: Value) throws(StreamError) -> Value

/// `map`: transforms every value.
final class MapStage: Stage {
    private let transform: ValueTransform

    init(downstream: any Subscriber, transform: @escaping ValueTransform) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { return downstream.receive(try transform(value)) } catch {
            fail(error)
            return .none
        }
    }
}

/// `filter`: passes values the predicate accepts; a rejected value is replaced by demand for one more.
final class FilterStage: Stage {
    private let predicate: ValuePredicate

    init(downstream: any Subscriber, predicate: @escaping ValuePredicate) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do { return try predicate(value) ? downstream.receive(value) : .max(1) } catch {
            fail(error)
            return .none
        }
    }
}

/// `compactMap`: transforms every value and drops `nil` results.
final class CompactMapStage: Stage {
    private let transform: ValueTransform

    init(downstream: any Subscriber, transform: @escaping ValueTransform) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            let result = try transform(value)
            return result == .null ? .max(1) : downstream.receive(result)
        } catch {
            fail(error)
            return .none
        }
    }
}

/// `scan`: emits every intermediate accumulation.
final class ScanStage: Stage {
    private var accumulated: Value
    private let accumulate: Accumulator

    init(downstream: any Subscriber, initial: Value, accumulate: @escaping Accumulator) {
        self.accumulated = initial
        self.accumulate = accumulate
        super.init(downstream: downstream)
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        do {
            accumulated = try accumulate(accumulated, value)
            return downstream.receive(accumulated)
        } catch {
            fail(error)
            return .none
        }
    }
}

/// `removeDuplicates`: drops a value equal to the one before it.
final class RemoveDuplicatesStage: Stage {
    private var previous: Value?

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        if let previous, previous == value { return .max(1) }
        previous = value
        return downstream.receive(value)
    }
}

/// `dropFirst n`: skips the first `n` values.
///
/// As in Combine, the values to skip are requested from the upstream on subscription, on top
/// of the downstream's demand: they are not the downstream's to ask for. Behind a subject with
/// a subscriber that has not asked yet, the first `n` values are still skipped.
final class DropFirstStage: Stage {
    private var remaining: Int
    /// Demand the downstream asks for while it is being handed its subscription.
    private var demandDuringSubscription: Demand?

    init(downstream: any Subscriber, count: Int) {
        self.remaining = Swift.max(0, count)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        guard upstream == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        demandDuringSubscription = Demand.none
        super.receive(subscription: subscription)
        let initial = (demandDuringSubscription ?? .none) + .max(remaining)
        demandDuringSubscription = nil
        if initial.count > 0 { upstream?.request(initial) }
    }

    override func request(_ demand: Demand) {
        if let pending = demandDuringSubscription {
            demandDuringSubscription = pending + demand
        } else {
            super.request(demand)
        }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated else { return .none }
        if remaining > 0 {
            remaining -= 1
            return .none
        }
        return downstream.receive(value)
    }
}

/// `prefix n`: passes the first `n` values, then finishes and cancels the upstream.
final class PrefixStage: Stage {
    private var remaining: Int

    init(downstream: any Subscriber, count: Int) {
        self.remaining = Swift.max(0, count)
        super.init(downstream: downstream)
    }

    override func receive(subscription: any Subscription) {
        super.receive(subscription: subscription)
        if remaining == 0 { endEarly() }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, remaining > 0 else { return .none }
        remaining -= 1
        let demand = downstream.receive(value)
        if remaining == 0 { endEarly() }
        return demand
    }

    private func endEarly() {
        let subscription = upstream
        upstream = nil
        subscription?.cancel()
        finish(.finished)
    }
}
