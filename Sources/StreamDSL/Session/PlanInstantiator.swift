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
            return TimerPublisher(clock: clock, interval: interval)
        case .future(let expression, let delay, let fails):
            let value = try expression(env)
            let result: Result<Value, StreamError> = fails ? .failure(StreamError(value.description)) : .success(value)
            return FuturePublisher(clock: clock, delay: delay, result: result)
        case .deferred(let inner):
            return DeferredPublisher {
                do throws(StreamError) { return try self.build(inner, env) } catch { return ImmediateCompletionPublisher(.failure(error)) }
            }
        case .cold(let events):
            return ColdScriptedPublisher(clock: clock, events: events)
        case .hot(let events):
            return HotScriptedPublisher(clock: clock, events: events)
        case .probe(let upstream, let recorder):
            return try build(upstream, env).probe(recorder)
        case .stage(let upstream, let operation):
            return try apply(operation, to: build(upstream, env), env)
        }
    }

    private func apply(_ operation: OperatorPlan, to upstream: any Publisher,
                       _ env: Environment) throws(StreamError) -> any Publisher {
        switch operation {
        case .map(let body): return upstream.map { value throws(StreamError) in try body(env.with(x: value)) }
        case .mapToPublisher(let inner):
            return upstream.map { value throws(StreamError) in .publisher(PublisherBox(try self.build(inner, env.with(x: value)))) }
        case .filter(let body): return upstream.filter { value throws(StreamError) in try Self.truth(body(env.with(x: value)), "filter") }
        case .compactMap(let body): return upstream.compactMap { value throws(StreamError) in try body(env.with(x: value)) }
        case .scan(let initial, let body):
            return upstream.scan(try initial(env)) { acc, value throws(StreamError) in try body(env.with(x: value, acc: acc)) }
        case .reduce(let initial, let body):
            return upstream.reduce(try initial(env)) { acc, value throws(StreamError) in try body(env.with(x: value, acc: acc)) }
        case .removeDuplicates: return upstream.removeDuplicates()
        case .first(let predicate): return upstream.first(where: predicate.map { Self.predicate($0, env, "first") })
        case .last(let predicate): return upstream.last(where: predicate.map { Self.predicate($0, env, "last") })
        case .prefix(let count): return upstream.prefix(count)
        case .dropFirst(let count): return upstream.dropFirst(count)
        case .collect(let count): return upstream.collect(count)
        case .collectByTime(let interval): return upstream.collect(every: interval, on: clock)
        case .debounce(let interval): return upstream.debounce(interval, on: clock)
        case .throttle(let interval, let latest): return upstream.throttle(interval, latest: latest, on: clock)
        case .delay(let interval): return upstream.delay(interval, on: clock)
        case .timeout(let interval, let error):
            return upstream.timeout(interval, on: clock, error: try error.map { expression throws(StreamError) in StreamError(try expression(env).description) })
        case .merge(let others): return upstream.merge(with: try buildAll(others, env))
        case .combineLatest(let others): return upstream.combineLatest(try buildAll(others, env))
        case .zip(let others): return upstream.zip(try buildAll(others, env))
        case .flatMap(let max, let inner):
            return upstream.flatMap(maxPublishers: max.map { .max($0) } ?? .unlimited) { value throws(StreamError) in
                try self.build(inner, env.with(x: value))
            }
        case .switchToLatest: return upstream.switchToLatest()
        case .share: return upstream.share()
        case .multicast(let current):
            guard let current else { return upstream.multicast { PassthroughSubject() } }
            let initial = try current(env)
            return upstream.multicast { CurrentValueSubject(initial) }
        case .makeConnectable: return upstream.makeConnectable()
        case .autoconnect:
            guard let connectable = upstream as? any ConnectablePublisher else {
                throw StreamError("autoconnect needs a connectable publisher (multicast or makeConnectable before it)")
            }
            return connectable.autoconnect()
        case .catch(let inner):
            return upstream.catch { error throws(StreamError) in try self.build(inner, env.with(x: .string(error.message))) }
        case .retry(let count): return upstream.retry(count)
        case .replaceError(let value): return upstream.replaceError(with: try value(env))
        case .replaceEmpty(let value): return upstream.replaceEmpty(with: try value(env))
        case .prepend(let values): return upstream.prepend(try evaluateAll(values, env))
        case .append(let values): return upstream.append(try evaluateAll(values, env))
        case .buffer(let size): return upstream.buffer(size: size)
        case .print(let prefix):
            let label = prefix.map { $0 + ": " } ?? ""
            let recorder = EventRecorder(name: prefix ?? "print", clock: clock) { [printLine] record in
                printLine("\(label)\(record.printDescription)")
            }
            return upstream.probe(recorder)
        }
    }

    private func buildAll(_ plans: [PublisherPlan], _ env: Environment) throws(StreamError) -> [any Publisher] {
        var publishers: [any Publisher] = []
        for plan in plans { publishers.append(try build(plan, env)) }
        return publishers
    }

    private func evaluateAll(_ expressions: [CompiledExpression], _ env: Environment) throws(StreamError) -> [Value] {
        var values: [Value] = []
        for expression in expressions { values.append(try expression(env)) }
        return values
    }

    private static func predicate(_ body: @escaping CompiledExpression, _ env: Environment, _ name: String) -> ValuePredicate {
        { value throws(StreamError) in try truth(body(env.with(x: value)), name) }
    }

    static func truth(_ value: Value, _ operatorName: String) throws(StreamError) -> Bool {
        guard case .bool(let flag) = value else {
            throw StreamError("\(operatorName) needs a true/false condition, got \(value.kindName) (\(value.literal))")
        }
        return flag
    }

    static func range(_ lower: Value, _ upper: Value, closed: Bool, limit: Int) throws(StreamError) -> ClosedRange<Int> {
        guard case .int(let low) = lower, case .int(let high) = upper else {
            throw StreamError("range needs integer bounds, got \(lower.literal) and \(upper.literal)")
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
    func with(x: Value, acc: Value? = nil) -> Environment {
        var copy = self
        copy.x = x
        if let acc { copy.acc = acc }
        return copy
    }
}
