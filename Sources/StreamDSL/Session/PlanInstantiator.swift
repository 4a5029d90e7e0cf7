import StreamCore
import StreamLanguage

/// Builds a plan's publisher in an environment (inside braces, `x` is the outer value).
typealias PublisherBuilder = (Environment) throws(StreamError) -> any Publisher

/// Turns checked plans into engine publishers.
///
/// Building is where side effects start (a `future` begins its work, a `hot` source its
/// script), so the session builds only after the whole statement compiled without error.
/// A plan is first lowered to builders, once: names are looked up and expressions become
/// closures then. Inside braces (`flatMap { … }`) the inner builder runs per outer value,
/// with `x` bound; an error there fails that stream instead of rejecting a statement.
struct PlanInstantiator {
    package let clock: VirtualClock
    /// Spent by synchronous sources, so a runaway one stops (see `EmissionBudget`).
    package let budget: EmissionBudget
    /// The most values one run may emit: a `range` longer than this can never finish.
    let maximumValues: Int
    /// Where `print` writes its lines (the session's output, stamped with virtual time).
    let printLine: (String) -> Void
    /// The session's memory budget: values a stage holds (`buffer`, `zip`, `merge`) count
    /// against it while held.
    package var memory: RecordingBudget?
    /// Told of every timer, `multicast` and `makeConnectable` built, with the warning to give
    /// if it is subscribed to but never connected.
    var connectableBuilt: (any ConnectionHistory, _ warning: String) -> Void = { _, _ in }
    /// A `throttle` received a value inside its own first request (see `ThrottleStage`).
    package var throttleTookValueWhileSubscribing: (() -> Void)?
    /// A Swift runtime trap (`assertNoFailure` on a failure): stops the program (`SessionRuntime.trap`).
    var trap: (String) -> Void = { _ in }
    /// The publisher a name stands for now (`.named`).
    var publisherNamed: (String) -> (any Publisher)? = { _ in nil }
    /// An object's publisher (`vm.$text`), and its properties' values in expressions.
    var members: ExpressionCompiler.MemberLookup?
    /// What the plan's names stood for when its statement was compiled; a name missing here
    /// is looked up now (`publisherNamed`, `members`).
    package var names = ResolvedNames()
    /// The recorders of the statement's stage lanes, by `StageLane.index`.
    var stageRecorders: [EventRecorder] = []
    // Issue 20:
    /// Runs a handler's steps to the end now, with `x` the value (`handleEvents`' hooks).
    var runHandler: (HandlerPlan, Value) -> Void = { _, _ in }
    // Milestone 6:
    /// Makes a `future { }`'s Future, whose task starts now, with `x` the outer value.
    var makeFuture: (FutureTaskPlan, Environment) -> any Publisher = { _, _ in ImmediateCompletionPublisher(nil) }

    package func build(_ plan: PublisherPlan, _ env: Environment = .empty) throws(StreamError) -> any Publisher {
        try builder(for: plan)(env)
    }

    /// Lowers `plan` to a builder: every name looked up and every expression made a closure, now.
    func builder(for plan: PublisherPlan) -> PublisherBuilder {
        switch plan {
        case .named(let name):
            let publisher = names.publishers[name] ?? publisherNamed(name)
            return { _ throws(StreamError) in
                guard let publisher else { throw StreamError("\(name) is no longer a publisher") }
                return publisher
            }
        case .member(let member):
            if let publisher = names.members[member.name] { return { _ in publisher } }
            let publisher = memberPublisher(member)
            return { _ throws(StreamError) in try publisher.get() }
        case .just(let expression):
            let value = lower(expression)
            return { env throws(StreamError) in SequencePublisher(just: try value(env)) }
        case .sequence(let expressions):
            let values = expressions.map { self.lower($0) }
            return { [budget] env throws(StreamError) in
                SequencePublisher(.values(try Self.evaluateAll(values, env)), budget: budget)
            }
        case .range(let lower, let upper, let closed):
            let (low, high) = (self.lower(lower), self.lower(upper))
            return { [budget, maximumValues] env throws(StreamError) in
                SequencePublisher(.range(try Self.range(low(env), high(env), closed: closed, limit: maximumValues)),
                                  budget: budget)
            }
        case .empty:
            return { _ in ImmediateCompletionPublisher(.finished) }
        case .fail(let message):
            let text = lower(message)
            return { env throws(StreamError) in ImmediateCompletionPublisher(.failure(StreamError(try text(env).description))) }
        case .never:
            return { _ in ImmediateCompletionPublisher(nil) }
        case .timer(let interval):
            return { [clock, connectableBuilt] _ in
                let timer = TimerPublisher(clock: clock, interval: interval)
                connectableBuilt(timer, RuntimeNotes.timerNeverConnected(interval))
                return timer
            }
        case .future(let expression, let delay, let fails):
            let value = lower(expression)
            return { [clock] env throws(StreamError) in
                let result = try value(env)
                let outcome: Result<Value, StreamError> = fails ? .failure(StreamError(result.description)) : .success(result)
                return FuturePublisher(clock: clock, delay: delay, result: outcome)
            }
        case .fetch(let expression, let delay, let fails):
            let value = lower(expression)
            return { [clock] env throws(StreamError) in
                let answer = try value(env)
                return FetchPublisher(clock: clock, delay: delay,
                                      answer: fails ? .failure(StreamError(answer.description)) : .success(answer))
            }
        case .notifications(let name): return SystemPublisherSteps.notifications(name, names: names)  // Issue 20
        case .kvo(let path, let newOnly): return SystemPublisherSteps.kvo(path, newOnly: newOnly, names: names)
        case .record(let values, let failure):
            let (outputs, message) = (values.map { self.lower($0) }, failure.map { self.lower($0) })
            return { [budget] env throws(StreamError) in
                var completion = Completion.finished
                if let message { completion = .failure(StreamError(try message(env).description)) }
                return SequencePublisher(.values(try Self.evaluateAll(outputs, env)), budget: budget, completion: completion)
            }
        case .deferred(let inner):
            let build = builder(for: inner)
            return { env in
                DeferredPublisher {
                    do throws(StreamError) { return try build(env) } catch { return ImmediateCompletionPublisher(.failure(error)) }
                }
            }
        case .conditional(let condition, let then, let otherwise):
            let (test, first, second) = (lower(condition), builder(for: then), builder(for: otherwise))
            return { env throws(StreamError) in try Self.truth(test(env), "if") ? first(env) : second(env) }
        case .cold(let events):
            let script = events.map(\.event)
            return { [clock] _ in ColdScriptedPublisher(clock: clock, events: script) }
        case .hot(let events):
            let script = events.map(\.event)
            return { [clock] _ in HotScriptedPublisher(clock: clock, events: script) }
        case .probe(let upstream, let lane):
            let build = builder(for: upstream)
            guard stageRecorders.indices.contains(lane.index) else { return build }
            let recorder = stageRecorders[lane.index]
            return { env throws(StreamError) in try build(env).probe(recorder) }
        case .stage(let upstream, let operation):
            let build = builder(for: upstream)
            guard let instantiate = operation.descriptor?.instantiate else {
                return { _ throws(StreamError) in throw StreamError("\(operation.name) cannot be built on a publisher") }
            }
            let stage = instantiate(operation.arguments, self)
            return { env throws(StreamError) in try stage(build(env), env) }
        // Milestone 6:
        case .futureTask(let future):
            return { [makeFuture] env in makeFuture(future, env) }
        }
    }

    /// A checked expression as a closure (see `ExpressionCompiler.lower`).
    package func lower(_ expression: CheckedExpression) -> CompiledExpression {
        Self.lower(expression, names: names, members: members)
    }

    /// The same, from the only two things an expression looks up: the plan's resolved names
    /// and the session's objects (a body's step needs no whole instantiator for it).
    static func lower(_ expression: CheckedExpression, names: ResolvedNames,
                      members: ExpressionCompiler.MemberLookup?) -> CompiledExpression {
        ExpressionCompiler.lower(expression) { name, range in
            if let known = names.properties[name] { return .success(known) }
            return members?(name, range) ?? .failure(ObjectProblem(diagnostic: Diagnostic(.unknownName(name), at: range)))
        }
    }

    /// The expression a descriptor's check always sets; a stream error if it is missing.
    package func lower(_ expression: CheckedExpression?) -> CompiledExpression {
        guard let expression else { return { _ throws(StreamError) in throw StreamError("a missing argument") } }
        return lower(expression)
    }

    /// The inner plan a descriptor's check always sets; a stream error if it is missing.
    func builder(for plan: PublisherPlan?) -> PublisherBuilder {
        guard let plan else { return { _ throws(StreamError) in throw StreamError("a missing publisher") } }
        return builder(for: plan)
    }

    private func memberPublisher(_ member: Identifier) -> Result<any Publisher, StreamError> {
        switch members?(member.name, member.range) {
        case .success(.property(_, _, let subject)): .success(subject)
        case .success(.objectWillChange(let object)): .success(object.objectWillChange)
        case .success(.currentValue(let subject)): .success(subject)  // Issue 20 (a value: refused while checking)
        case .failure(let problem): .failure(StreamError(problem.diagnostic.message))
        case nil: .failure(StreamError("\(member.name) is not a publisher here"))
        }
    }

    static func buildAll(_ builders: [PublisherBuilder], _ env: Environment) throws(StreamError) -> [any Publisher] {
        var publishers: [any Publisher] = []
        for build in builders { publishers.append(try build(env)) }
        return publishers
    }

    static func evaluateAll(_ expressions: [CompiledExpression], _ env: Environment) throws(StreamError) -> [Value] {
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

    package static func range(_ lower: Value, _ upper: Value, closed: Bool, limit: Int) throws(StreamError) -> ClosedRange<Int> {
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
    package func with(x: Value, acc: Value? = nil, prev: Value? = nil) -> Environment {
        var copy = self
        copy.x = x
        if let acc { copy.acc = acc }
        if let prev { copy.prev = prev }
        return copy
    }
}
