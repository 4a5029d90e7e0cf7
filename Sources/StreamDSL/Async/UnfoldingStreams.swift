import Marbles
import StreamCore
import StreamLanguage

/// Issue 20: `stream NAME unfolding EXPR from V [after D]`, the standard library's
/// `AsyncStream(unfolding:)` (see `AsyncUnfoldingStream`). The name is an async sequence
/// whose elements are made when a loop asks: it has no lane of its own (the loops' lanes show
/// when each element arrived) and no continuation, so `yield` and `finish` are errors.
///
///     stream u unfolding acc < 3 ? acc + 1 : nil from 0     1, 2, 3, then nil ends it
///     stream u unfolding acc + 1 from 0 after 100ms         each call sleeps 100ms first
enum UnfoldingStreams {
    /// A checked declaration: EXPR in a scope with `acc` only, V a constant, D above 0ms.
    static func compile(_ syntax: UnfoldingStreamSyntax, in compiler: inout StatementCompiler) -> StatementPlan? {
        var scope = ExpressionScope.topLevel
        scope.hasAcc = true  // no operator name: `fail(…)` is "nothing can throw", as the closure cannot
        let step = compiler.pipelines.expressions.check(syntax.step, scope: scope)
        let initial = compiler.pipelines.expressions.constant(syntax.initial)
        var delay = 0
        if let written = syntax.delay {
            if written.milliseconds > 0 {
                delay = written.milliseconds
            } else {
                compiler.report(Diagnostic(zeroDelay, at: written.range, label: labelAfterIsPositive))
            }
        }
        let free = compiler.isFree(syntax.name)
        guard let step, let initial, free, syntax.delay.map({ $0.milliseconds > 0 }) ?? true else { return nil }
        compiler.pipelines.pending[syntax.name.name] = .some(nil)
        return .declareUnfolding(UnfoldingPlan(name: syntax.name.name, step: step, initial: initial, delay: delay,
                                               names: compiler.pipelines.resolved))
    }

    /// Runs a checked declaration: the stream is made, with its closure, when the statement runs.
    static func prepare(_ plan: UnfoldingPlan, session: Session) -> () -> Void {
        var instantiator = session.runtime.instantiator
        instantiator.names = plan.names
        let step = instantiator.lower(plan.step)
        let stream = AsyncUnfoldingStream(from: plan.initial, delay: plan.delay, clock: session.runtime.clock,
                                          budget: session.runtime.emissionBudget) { acc throws(StreamError) in
            let next = try step(Environment(acc: acc))
            return next == .null ? nil : next
        }
        return { StatementRunner.define(plan.name, .async(.unfolding(stream)), in: session) }
    }

    /// `yield u …` or `finish u` on an unfolding stream: it has no continuation.
    static func noContinuation(_ name: Identifier, expected: String) -> Diagnostic {
        Diagnostic(.wrongKind(name.name, is: "an AsyncStream(unfolding:)", expected: expected), at: name.range, label: labelEndsWithNil)
    }

    static let zeroDelay = DiagnosticMessage.invalidValue("an unfolding stream's closure cannot take 0ms")
    static let labelEndsWithNil = "it has no continuation: its expression makes each element when a loop asks, and nil ends it"
    static let labelAfterIsPositive = "after D is how long each call takes, above 0ms; leave it out for a closure that returns at once"
}

/// A checked `stream NAME unfolding …`, as data.
package struct UnfoldingPlan: Equatable {
    let name: String
    let step: CheckedExpression
    let initial: Value
    /// Milliseconds per call (0: at once).
    let delay: VirtualTime
    let names: ResolvedNames

    var description: String {
        "stream \(name) unfolding \(step) from \(initial.literal)" + (delay > 0 ? " after \(formatVirtualTime(delay))" : "")
    }
}
