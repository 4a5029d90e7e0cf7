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
        scope.hasAcc = true
        scope.operatorName = "unfolding"
        let step = compiler.pipelines.expressions.check(syntax.step, scope: scope)
        let initial = compiler.pipelines.expressions.constant(syntax.initial)
        var delay = 0
        if let written = syntax.delay {
            if written.milliseconds > 0 {
                delay = written.milliseconds
            } else {
                compiler.report(Diagnostic(.zeroDuration, at: written.range, label: labelAfterIsPositive))
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
    static func noContinuation(_ name: Identifier, statement: String) -> Diagnostic {
        Diagnostic(DiagnosticMessage(.wrongKind, text: "\(DiagnosticMessages.quote(name.name)) is an AsyncStream(unfolding:), "
                                        + "which has no continuation to \(statement)"),
                   at: name.range, label: labelEndsWithNil)
    }

    static let labelEndsWithNil = "its expression makes each element when a loop asks, and ends the stream by giving nil"
    static let labelAfterIsPositive = "after gives each call of the closure a time above 0ms; leave it out for none"
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
