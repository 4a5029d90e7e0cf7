import StreamCore

extension PipelineCompiler {
    /// Checks one `| operator` and returns its plan; `upstream` lets autoconnect see what precedes it.
    mutating func compileOperator(_ stage: PipelineOperator, scope: ExpressionScope,
                                  upstream: PublisherPlan) -> OperatorPlan? {
        let inner = ExpressionScope(hasX: true, hasAcc: scope.hasAcc)
        switch stage.kind {
        case .map(let body): return expressions.compile(body, scope: inner).map(OperatorPlan.map)
        case .mapToPublisher(let pipeline): return compile(pipeline, scope: inner).map(OperatorPlan.mapToPublisher)
        case .filter(let body): return expressions.compile(body, scope: inner).map(OperatorPlan.filter)
        case .compactMap(let body): return expressions.compile(body, scope: inner).map(OperatorPlan.compactMap)
        case .scan(let initial, let body):
            let start = expressions.compile(initial, scope: scope)
            let step = expressions.compile(body, scope: .accumulator)
            guard let start, let step else { return nil }
            return .scan(start, step)
        case .reduce(let initial, let body):
            let start = expressions.compile(initial, scope: scope)
            let step = expressions.compile(body, scope: .accumulator)
            guard let start, let step else { return nil }
            return .reduce(start, step)
        case .removeDuplicates: return .removeDuplicates
        case .first(let predicate): return optionalExpression(predicate, inner).map(OperatorPlan.first)
        case .last(let predicate): return optionalExpression(predicate, inner).map(OperatorPlan.last)
        case .prefix(let count): return .prefix(count.value)
        case .dropFirst(let count): return .dropFirst(count?.value ?? 1)
        case .collect(let limit):
            switch limit {
            case nil: return .collect(nil)
            case .count(let count)?:
                guard count.value > 0 else {
                    report(Diagnostic(.invalidValue("collect needs a count of at least 1"), at: count.range))
                    return nil
                }
                return .collect(count.value)
            case .time(let interval)?:
                guard interval.milliseconds > 0 else {
                    report(Diagnostic(.zeroDuration, at: interval.range))
                    return nil
                }
                return .collectByTime(interval.milliseconds)
            }
        case .debounce(let interval): return .debounce(interval.milliseconds)
        case .throttle(let interval, let latest): return .throttle(interval.milliseconds, latest: latest)
        case .delay(let interval): return .delay(interval.milliseconds)
        case .timeout(let interval, let failure):
            guard let error = optionalExpression(failure, scope) else { return nil }
            return .timeout(interval.milliseconds, error: error)
        case .merge(let others): return publishers(others, scope).map(OperatorPlan.merge)
        case .combineLatest(let others): return publishers(others, scope).map(OperatorPlan.combineLatest)
        case .zip(let others): return publishers(others, scope).map(OperatorPlan.zip)
        case .flatMap(let max, let pipeline):
            if let max, max.value == 0 {
                report(Diagnostic(.invalidValue("flatMap max needs at least 1 publisher"), at: max.range))
                return nil
            }
            return compile(pipeline, scope: inner).map { .flatMap(max: max?.value, $0) }
        case .switchToLatest: return .switchToLatest
        case .share: return .share
        case .multicast(let current):
            guard let value = optionalExpression(current, scope) else { return nil }
            return .multicast(current: value)
        case .makeConnectable: return .makeConnectable
        case .autoconnect:
            guard Self.isConnectable(upstream) else {
                report(Diagnostic(.notConnectable, at: stage.range, label: DiagnosticMessages.labelAddMulticast))
                return nil
            }
            return .autoconnect
        case .catch(let pipeline): return compile(pipeline, scope: inner).map(OperatorPlan.catch)
        case .retry(let count):
            // A source that fails as it is subscribed is retried at once, in one action: a
            // huge count would never return.
            guard count.value <= Self.maximumRetries else {
                report(Diagnostic(.invalidValue("retry takes at most \(Self.maximumRetries) attempts"), at: count.range))
                return nil
            }
            return .retry(count.value)
        case .replaceError(let value): return expressions.compile(value, scope: scope).map(OperatorPlan.replaceError)
        case .replaceEmpty(let value): return expressions.compile(value, scope: scope).map(OperatorPlan.replaceEmpty)
        case .prepend(let values): return expressionList(values, scope).map(OperatorPlan.prepend)
        case .append(let values): return expressionList(values, scope).map(OperatorPlan.append)
        case .print(let prefix): return .print(prefix?.value)
        case .buffer(let size):
            if let size, size.value == 0 {
                report(Diagnostic(.invalidValue("buffer needs room for at least 1 value"), at: size.range))
                return nil
            }
            return .buffer(size?.value ?? Int.max)
        }
    }

    /// `.some(nil)` when there is no expression, `nil` when it failed to compile.
    private mutating func optionalExpression(_ expr: Expr?, _ scope: ExpressionScope) -> CompiledExpression?? {
        guard let expr else { return .some(nil) }
        guard let compiled = expressions.compile(expr, scope: scope) else { return nil }
        return .some(compiled)
    }

    private mutating func expressionList(_ items: [Expr], _ scope: ExpressionScope) -> [CompiledExpression]? {
        let compiled = items.compactMap { expressions.compile($0, scope: scope) }
        return compiled.count == items.count ? compiled : nil
    }

    private mutating func publishers(_ sources: [PipelineSource], _ scope: ExpressionScope) -> [PublisherPlan]? {
        let compiled = sources.compactMap { compileSource($0, scope: scope) }
        return compiled.count == sources.count ? compiled : nil
    }

    /// The most attempts `retry N` accepts.
    static let maximumRetries = 10_000

    /// Whether a plan ends in something `autoconnect` and `connect` can start.
    static func isConnectable(_ plan: PublisherPlan) -> Bool {
        switch plan {
        case .existing(let publisher): return publisher is any ConnectablePublisher
        case .stage(_, .multicast), .stage(_, .makeConnectable): return true
        case .probe(let upstream, _): return isConnectable(upstream)
        default: return false
        }
    }
}
