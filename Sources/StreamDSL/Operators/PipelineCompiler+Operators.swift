import StreamCore
import StreamLanguage

extension PipelineCompiler {
    /// Checks one `| operator` through its descriptor; `upstream` lets autoconnect see what precedes it.
    mutating func compileOperator(_ stage: PipelineOperator, scope: ExpressionScope,
                                  upstream: PublisherPlan, previous: PipelineOperator? = nil) -> OperatorPlan? {
        let context = OperatorContext(name: stage.name.name, range: stage.range, scope: scope, upstream: upstream,
                                      previous: previous)
        guard let descriptor = OperatorRegistry.descriptor(named: stage.name.name) else {
            report(Diagnostic(.malformedOperator, at: context.range))
            return nil
        }
        guard let check = descriptor.check else {
            report((descriptor.onPublisher ?? .asyncOnly(instead: "")).diagnostic(context))
            return nil
        }
        let arguments = OperatorArguments(stage.arguments)
        return withChecks { checks in
            guard checks.withinArity(arguments, of: descriptor, async: false) else { return nil }
            return check(arguments, &checks, context).map { OperatorPlan(name: descriptor.name, arguments: $0) }
        }
    }

    /// Runs `body` with the compiler moved into an `OperatorChecks`, then takes it back.
    mutating func withChecks<Result>(_ body: (inout OperatorChecks) -> Result) -> Result {
        var checks = OperatorChecks(compiler: consume self)
        defer { self = checks.compiler }
        return body(&checks)
    }

    /// Whether a plan ends in something `autoconnect` and `connect` can start.
    package func isConnectable(_ plan: PublisherPlan) -> Bool {
        switch plan {
        case .named(let name): return binding(name)?.publisher is any ConnectablePublisher
        case .timer: return true
        case .stage(_, let operation): return operation.makesConnectable
        case .probe(let upstream, _): return isConnectable(upstream)
        default: return false
        }
    }
}
