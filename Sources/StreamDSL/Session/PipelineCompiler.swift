import Marbles
import StreamCore
import StreamLanguage

/// Checks a pipeline against the names in scope and turns it into a `PublisherPlan`.
package struct PipelineCompiler {
    let namesInScope: NamesInScope
    /// Names the statement being compiled declares (`subject a | …` uses `a` before it
    /// exists). A subject's entry is a stand-in for its kind only: the plan names it, and the
    /// real subject is made when the statement runs. Other names (sinks, loops, objects) are
    /// `nil`: nothing in the same statement can use them.
    package var pending: [String: Binding?] = [:]
    package var expressions = ExpressionCompiler()
    /// How deep the chains compiled so far are (see `ChainDepth`).
    package var chain = ChainDepthCount()
    /// When the statement runs, if later than now (`at 300ms: vm.$x | sink` after
    /// `release vm @100ms` cannot use `vm`).
    var runTime: VirtualTime?
    /// What each name the plans refer to stands for now (see `ResolvedNames`).
    var references = ResolvedNames()
    /// The names resolved so far, properties read in expressions included.
    package var resolved: ResolvedNames {
        var names = references
        names.properties = expressions.properties
        return names
    }
    package var diagnostics: [Diagnostic] { expressions.diagnostics }

    init(scope: NamesInScope) {
        self.namesInScope = scope
        expressions.members = { name, range in scope.member(name, at: range) }
    }

    package mutating func report(_ diagnostic: Diagnostic) { expressions.diagnostics.append(diagnostic) }

    func binding(_ name: String) -> Binding? {
        if let declared = pending[name] { return declared }
        return namesInScope.lookup(name)
    }

    /// The most session names a "did you mean" looks through: the most recently defined
    /// ones. Without a bound, every mistyped name in a session of 50,000 names would cost
    /// 50,000 edit distances (and a script of such mistakes, a quadratic wait).
    static let suggestedNameLimit = 1_000

    /// Every name a "did you mean" may offer.
    var knownNames: [String] { namesInScope.definedNames.suffix(Self.suggestedNameLimit) + Array(pending.keys) }

    /// `probes` names the lane each operator's output is recorded into (`:set stages on`);
    /// the plan refers to them by position (`StageLane`). Afterwards
    /// `chain.last` is the plan's depth; descriptors compile their inner pipelines through
    /// `innerPipeline`, `publisherList` and `untilPublisher`, which count them.
    package mutating func compile(_ pipeline: Pipeline, scope: ExpressionScope,
                          probes: ((Int, PipelineOperator, OperatorPlan) -> String?)? = nil) -> PublisherPlan? {
        guard var plan = compileSource(pipeline.source, scope: scope) else {
            // Keep checking the operators so one pass reports every error.
            for stage in pipeline.operators { _ = compileOperator(stage, scope: scope, upstream: .never) }
            return nil
        }
        var failed = false
        var depth = chain.last
        var probeCount = 0
        for (index, stage) in pipeline.operators.enumerated() {
            let previous = index > 0 ? pipeline.operators[index - 1] : nil
            let (compiled, deeper) = compileCounted(stage, scope: scope, upstream: plan, previous: previous, depth: depth)
            depth = deeper
            guard let operation = compiled else {
                failed = true
                continue
            }
            plan = .stage(plan, operation)
            if let label = probes?(index, stage, operation) {
                plan = .probe(plan, StageLane(index: probeCount, label: label))
                probeCount += 1
                depth += 1
            }
            if !checkChainDepth(depth, at: stage.range) { failed = true }
        }
        chain.last = depth
        return failed ? nil : plan
    }

    /// Afterwards `chain.last` is the source's depth: a named pipeline's, or 0.
    mutating func compileSource(_ source: PipelineSource, scope: ExpressionScope) -> PublisherPlan? {
        chain.last = 0
        switch source.kind {
        case .name(let identifier):
            return publisher(named: identifier)
        case .just(let expr):
            return expressions.check(expr, scope: scope).map(PublisherPlan.just)
        case .sequence(let items):
            let compiled = items.compactMap { expressions.check($0, scope: scope) }
            return compiled.count == items.count ? .sequence(compiled) : nil
        case .range(let lower, let upper, let isClosed):
            guard let low = expressions.check(lower, scope: scope),
                  let high = expressions.check(upper, scope: scope) else { return nil }
            if !scope.hasX {
                // Both bounds are known now (constants, or properties read now): check the range.
                let (lowest, highest) = (ExpressionCompiler.lower(low, members: expressions.members),
                                         ExpressionCompiler.lower(high, members: expressions.members))
                do throws(StreamError) { _ = try PlanInstantiator.range(lowest(.empty), highest(.empty), closed: isClosed,
                                                                           limit: namesInScope.settings.maxActions) } catch {
                    report(Diagnostic(.invalidValue(error.message), at: source.range))
                    return nil
                }
            }
            return .range(low, high, closed: isClosed)
        case .empty: return .empty
        case .fail(let expr): return expressions.check(expr, scope: scope).map(PublisherPlan.fail)
        case .never: return .never
        case .timer(let interval):
            guard interval.milliseconds > 0 else {
                report(Diagnostic(.zeroDuration, at: interval.range))
                return nil
            }
            return .timer(interval: interval.milliseconds)
        case .asyncTimer(let interval):
            report(TimerMixUp.asyncTimerIsNotAPublisher(interval, at: source.range))
            return nil
        case .future(let expr, let delay, let fails):
            return expressions.check(expr, scope: scope).map { .future($0, delay: delay.milliseconds, fails: fails) }
        case .fetch(let expr, let delay, let fails):
            return expressions.check(expr, scope: scope).map { .fetch($0, delay: delay.milliseconds, fails: fails) }
        case .notifications(let name): return SystemPublisherChecks.notifications(name, in: &self)  // Issue 20
        case .kvo(let path, let newOnly): return SystemPublisherChecks.kvo(path, newOnly: newOnly, in: &self)
        case .record(let items, let failure): return SystemPublisherChecks.record(items, failure: failure, scope: scope, in: &self)
        case .deferred(let inner):
            return compile(inner, scope: scope).map(PublisherPlan.deferred)
        case .conditional(let condition, let then, let otherwise):
            // Every part is compiled, so every error of the statement is reported at once.
            let test = expressions.check(condition, scope: scope)
            let first = compile(then, scope: scope)
            let second = compile(otherwise, scope: scope)
            guard let test, let first, let second else { return nil }
            return .conditional(test, then: first, else: second)
        case .cold(let text, let frame):
            return marbles(text, frame: frame).map(PublisherPlan.cold)
        case .hot(let text, let frame):
            return marbles(text, frame: frame).map(PublisherPlan.hot)
        case .parenthesized(let inner):
            return compile(inner, scope: scope)
        // Milestone 5:
        case .observations: return observationsAsPublisher(source)
        // Milestone 6:
        case .futureTask(let name, let body): return FutureBridgeChecks.compile(name: name, body: body, at: source.range, scope: scope, in: &self)
        }
    }

    private mutating func publisher(named identifier: Identifier) -> PublisherPlan? {
        if identifier.name.contains(".") { return objectPublisher(named: identifier) }
        guard let binding = binding(identifier.name) else {
            let suggestion = Suggestions.didYouMean(identifier.name, among: knownNames + Keywords.sources)
            report(Diagnostic(.unknownName(identifier.name), at: identifier.range,
                              label: suggestion ?? DiagnosticMessages.labelDeclareFirst))
            return nil
        }
        guard let publisher = binding.publisher else {
            report(Diagnostic(.wrongKind(identifier.name, is: binding.kindDescription, expected: "a publisher"), at: identifier.range))
            return nil
        }
        chain.last = binding.chainDepth
        // A name this statement declares is looked up when the plan is built, once it exists.
        if pending[identifier.name] == nil { references.publishers[identifier.name] = publisher }
        return .named(identifier.name)
    }

    /// Marble text → scripted events; values are read as literals (`1` an integer, `a` a string).
    private mutating func marbles(_ text: StringLiteral, frame: DurationLiteral?) -> [ScriptedEventPlan]? {
        let frameLength = frame?.milliseconds ?? namesInScope.settings.frame
        guard frameLength > 0 else {
            report(Diagnostic(.zeroDuration, at: frame?.range ?? text.range))
            return nil
        }
        do throws(MarbleSyntaxError) {
            let timeline = try MarbleParser.parse(text.value, frame: frameLength, mode: .source)
            return timeline.events.compactMap { event in
                switch event.kind {
                case .value(let literal): return ScriptedEventPlan(offset: event.time, kind: .value(MarbleValues.read(literal)))
                case .finished: return ScriptedEventPlan(offset: event.time, kind: .finished)
                case .failure(let message): return ScriptedEventPlan(offset: event.time, kind: .failure(message.isEmpty ? "error" : message))
                case .subscribe, .cancel, .cancelRequest: return nil
                }
            }
        } catch {
            report(Diagnostic(.badMarbles(error.message), at: MarbleValues.range(of: error, in: text),
                              label: "expected \(error.expected)"))
            return nil
        }
    }
}

/// Reading marble value text as language values.
package enum MarbleValues {
    package static func read(_ literal: String) -> Value {
        if let number = Int(literal) { return .int(number) }
        if let number = Double(literal), literal.contains(".") { return .double(number) }
        switch literal {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil": return .null
        default: break
        }
        if literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") {
            return .string(String(literal.dropFirst().dropLast()))
        }
        return .string(literal)
    }

    /// The error's column inside the string literal (exact when the literal has no escapes).
    package static func range(of error: MarbleSyntaxError, in literal: StringLiteral) -> SourceRange {
        let start = literal.range.start
        let width = literal.range.end.column - start.column
        guard width == literal.value.count + 2 else { return literal.range }
        let prefix = String(literal.value.prefix(error.column))
        let column = start.column + 1 + error.column
        let from = SourceLocation(offset: start.offset + 1 + prefix.utf8.count, line: start.line, column: column)
        let covered = String(literal.value.dropFirst(error.column).prefix(max(1, error.length)))
        let to = SourceLocation(offset: from.offset + covered.utf8.count, line: start.line, column: column + covered.count)
        return SourceRange(start: from, end: to)
    }
}
