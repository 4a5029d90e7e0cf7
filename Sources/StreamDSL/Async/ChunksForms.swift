import StreamCore
import StreamLanguage

/// The forms of `chunks` on an async sequence (issue 20), each one of AsyncAlgorithms 1.1's:
///
/// - `chunks N`: `chunks(ofCount: N)`;
/// - `chunks every D`: `chunked(by: .repeating(every: D))`;
/// - `chunks N or every D`: `chunks(ofCount: N, or: .repeating(every: D))`;
/// - `chunks signal S`: `chunked(by: S)`, S an async sequence whose elements are signals;
/// - `chunks N or signal S`: `chunks(ofCount: N, or: S)`;
/// - `chunks while EXPR`: `chunked { prev, x in EXPR }` (a predicate);
/// - `chunks key EXPR`: `chunked(on: { x in EXPR })`, whose elements are `(key, chunk)`.
enum ChunksForms {
    /// `N [or every D|signal S] | every D | signal S | while EXPR | key EXPR`.
    static let grammar = ArgumentGrammar.oneOf([
        .sequence([.count, .optional(.word(.or, .oneOf([.word(.every, .duration), .word(.signal, .publisher)],
                                                        tight: true, label: "every DURATION or signal SEQUENCE after or")))]),
        .word(.every, .duration),
        .word(.signal, .publisher),
        .word(.while, .expression),
        .word(.key, .expression),
    ], tight: true)

    static func check(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                      _ context: OperatorContext) -> CheckedArguments? {
        if arguments.has(.while) { return predicate(arguments, &checks, context) }
        if arguments.has(.key) {
            guard let key = arguments.expression(after: .key) else { return checks.missingArgument(context) }
            return checks.valueExpression(key, context).map { CheckedArguments(expression: $0, isKey: true) }
        }
        var checked = CheckedArguments()
        var valid = true
        if let count = arguments.count() {
            checked.count = checks.positiveCount(count, "chunks needs at least 1 element per chunk")
            valid = checked.count != nil
        }
        if arguments.has(.every) {
            guard let literal = arguments.duration else { return checks.missingArgument(context) }
            checked.duration = checks.positiveDuration(literal)
            valid = valid && checked.duration != nil
        } else if arguments.has(.signal) {
            guard let signal = signalOperand(arguments, &checks, context) else { return nil }
            checked.sequences = [signal]
        } else if checked.count == nil && valid {
            return checks.missingArgument(context)
        }
        return valid ? checked : nil
    }

    static func instantiate(_ checked: CheckedArguments, _ upstream: any AsyncSequenceModel,
                            _ context: AsyncBuildContext) -> any AsyncSequenceModel {
        if let body = checked.expression.map({ context.instantiator.lower($0) }) {
            if checked.isKey {
                return upstream.chunked(on: { value throws(StreamError) in try body(Environment(x: value)) }, memory: context.memory)
            }
            return upstream.chunked(by: { previous, value throws(StreamError) in
                try PlanInstantiator.truth(body(Environment(x: value, prev: previous)), "chunks while")
            }, memory: context.memory)
        }
        if let interval = checked.duration {
            return upstream.chunks(ofCount: checked.count, orEvery: interval, clock: context.clock, memory: context.memory)
        }
        if let signal = checked.sequences.first.flatMap(context.build) {
            return upstream.chunks(ofCount: checked.count, orSignal: signal, memory: context.memory)
        }
        return upstream.chunks(ofCount: checked.count ?? 1, memory: context.memory)
    }

    /// `while EXPR`: a yes-or-no question about `prev` (the chunk's last element) and `x`.
    private static func predicate(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                                  _ context: OperatorContext) -> CheckedArguments? {
        guard let condition = arguments.expression(after: .while) else { return checks.missingArgument(context) }
        if let kind = OperatorRegistry.evidentlyNotBool(condition) {
            checks.report(Diagnostic(.invalidValue("chunks while needs a condition: true when x belongs in prev's chunk"),
                                     at: condition.range, label: "this is \(kind), not a Bool; for example prev < x"))
            return nil
        }
        var scope = context.valueScope
        scope.hasPrev = true
        return checks.compiler.expressions.check(condition, scope: scope).map { CheckedArguments(expression: $0) }
    }

    /// `signal S`: one async sequence (a name or `( … )`), not braces.
    private static func signalOperand(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                                      _ context: OperatorContext) -> AsyncPlan? {
        guard let source = arguments.publishers.first else {
            let range = arguments.pipeline?.range ?? context.range
            checks.report(Diagnostic(.invalidValue("chunks signal needs an async sequence: a name or ( … ), not braces"), at: range))
            return nil
        }
        return checks.asyncOperands([source], of: context)?.first
    }
}
