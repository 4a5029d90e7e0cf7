import StreamCore

/// Turns checked plans into engine publishers.
///
/// Building is where side effects start (a `future` begins its work, a `hot` source its
/// script), so the session builds only after the whole statement compiled without error.
/// Inside braces (`flatMap { … }`) building happens per outer value, with `x` bound; an
/// error there fails that stream instead of rejecting a statement.
struct PlanInstantiator {
    let clock: VirtualClock
    /// Spent by synchronous sources, so a runaway one stops (see `EmissionBudget`).
    let budget: EmissionBudget
    /// The most values one run may emit: a `range` longer than this can never finish.
    let maximumValues: Int
    /// Where `print` writes its lines (the session's output, stamped with virtual time).
    let printLine: (String) -> Void
    /// The session's memory budget: values a stage holds (`buffer`, `zip`, `merge`) count
    /// against it while held.
    var memory: RecordingBudget?
    /// Told of every timer, `multicast` and `makeConnectable` built, with the warning to give
    /// if it is subscribed to but never connected.
    var connectableBuilt: (any ConnectionHistory, _ warning: String) -> Void = { _, _ in }
    /// A `throttle` received a value inside its own first request (see `ThrottleStage`).
    var throttleTookValueWhileSubscribing: (() -> Void)?

    func build(_ plan: PublisherPlan, _ env: Environment = .empty) throws(StreamError) -> any Publisher {
        switch plan {
        case .existing(let publisher):
            return publisher
        case .just(let expression):
            return SequencePublisher(just: try expression(env))
        case .sequence(let expressions):
            var values: [Value] = []
            for expression in expressions { values.append(try expression(env)) }
            return SequencePublisher(.values(values), budget: budget)
        case .range(let lower, let upper, let closed):
            return SequencePublisher(.range(try Self.range(lower(env), upper(env), closed: closed, limit: maximumValues)),
                                     budget: budget)
        case .empty:
            return ImmediateCompletionPublisher(.finished)
        case .fail(let message):
            return ImmediateCompletionPublisher(.failure(StreamError(try message(env).description)))
        case .never:
            return ImmediateCompletionPublisher(nil)
        case .timer(let interval):
            let timer = TimerPublisher(clock: clock, interval: interval)
            connectableBuilt(timer, RuntimeNotes.timerNeverConnected(interval))
            return timer
        case .future(let expression, let delay, let fails):
            let value = try expression(env)
            let result: Result<Value, StreamError> = fails ? .failure(StreamError(value.description)) : .success(value)
            return FuturePublisher(clock: clock, delay: delay, result: result)
        case .deferred(let inner):
            return DeferredPublisher {
                do throws(StreamError) { return try self.build(inner, env) } catch { return ImmediateCompletionPublisher(.failure(error)) }
            }
        case .conditional(let condition, let then, let otherwise):
            return try build(Self.truth(condition(env), "if") ? then : otherwise, env)
        case .cold(let events):
            return ColdScriptedPublisher(clock: clock, events: events)
        case .hot(let events):
            return HotScriptedPublisher(clock: clock, events: events)
        case .probe(let upstream, let recorder):
            return try build(upstream, env).probe(recorder)
        case .stage(let upstream, let operation):
            return try operation.build(build(upstream, env), self, env)
        }
    }

    func buildAll(_ plans: [PublisherPlan], _ env: Environment) throws(StreamError) -> [any Publisher] {
        var publishers: [any Publisher] = []
        for plan in plans { publishers.append(try build(plan, env)) }
        return publishers
    }

    func evaluateAll(_ expressions: [CompiledExpression], _ env: Environment) throws(StreamError) -> [Value] {
        var values: [Value] = []
        for expression in expressions { values.append(try expression(env)) }
        return values
    }

    static func predicate(_ body: @escaping CompiledExpression, _ env: Environment, _ name: String) -> ValuePredicate {
        { value throws(StreamError) in try truth(body(env.with(x: value)), name) }
    }

    static func truth(_ value: Value, _ operatorName: String) throws(StreamError) -> Bool {
        guard case .bool(let flag) = value else {
            throw RuntimeMessages.notACondition(operatorName, value)
        }
        return flag
    }

    static func range(_ lower: Value, _ upper: Value, closed: Bool, limit: Int) throws(StreamError) -> ClosedRange<Int> {
        guard case .int(let low) = lower, case .int(let high) = upper else {
            throw RuntimeMessages.typeError("range needs integer bounds, got \(lower.literal) and \(upper.literal)")
        }
        let spelling = "range \(low)\(closed ? "..." : "..<")\(high)"
        let (top, below) = closed ? (high, false) : high.subtractingReportingOverflow(1)
        guard !below, top >= low else { throw StreamError("\(spelling) is empty or reversed") }
        // A range emits every value at once, in one action: one longer than a run may emit
        // could never finish.
        let (span, overflow) = top.subtractingReportingOverflow(low)
        guard !overflow, span < limit else {
            throw StreamError("\(spelling) has too many values: at most \(limit) are allowed")
        }
        return low...top
    }
}

extension Environment {
    func with(x: Value, acc: Value? = nil, prev: Value? = nil) -> Environment {
        var copy = self
        copy.x = x
        if let acc { copy.acc = acc }
        if let prev { copy.prev = prev }
        return copy
    }
}
