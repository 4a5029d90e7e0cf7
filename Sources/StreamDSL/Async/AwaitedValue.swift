import StreamCore
import StreamLanguage

/// Issue 20: `ASYNCSEQ | min | await as NAME`, the one value a standard library call
/// returns (`let m = await s.min()`), drawn as a lane: `^` when the call starts, the value
/// when it returns, `|` at once. The operators that return one value (`oneValueCall`) end the
/// pipeline; `for await` on them, and `await as` on a sequence, are located errors with fix-its.
enum AwaitedValue {
    /// Whether the statement is one for `compile`: it awaits, or its last stage returns one value.
    static func applies(to subscription: PipelineSubscription, _ loop: ForAwaitClause) -> Bool {
        loop.awaitsOneValue || oneValueCall(of: subscription.pipeline.operators.last) != nil
    }

    /// Checks `PIPELINE | OPERATOR | await as NAME` into a loop over the call's one value.
    static func compile(_ subscription: PipelineSubscription, _ loop: ForAwaitClause,
                        in compiler: inout StatementCompiler) -> StatementPlan? {
        let sink = subscription.sink
        let pipeline = subscription.pipeline
        let resultName = sink.name?.name ?? "out"
        guard let last = pipeline.operators.last, let call = oneValueCall(of: last) else {
            // `s | map x | await as out`: a sequence, which a loop iterates.
            compiler.report(Diagnostic(DiagnosticMessages.awaitNeedsOneValue, at: sink.range,
                                       label: DiagnosticMessages.fixIterateWithForAwait,
                                       fixIts: [FixIt(DiagnosticMessages.fixIterateWithForAwait, replacing: sink.range,
                                                      with: "for await as " + resultName)]))
            _ = compiler.pipelines.compileAsyncPipeline(pipeline)
            return nil
        }
        let head = withoutLastStage(pipeline)
        guard loop.awaitsOneValue else {
            // `s | min | for await as out`: one value is not a sequence.
            compiler.report(Diagnostic(DiagnosticMessages.oneValueIsNotASequence(last.name.name, call), at: last.range,
                                       label: DiagnosticMessages.fixAwaitOneValue,
                                       fixIts: [FixIt(DiagnosticMessages.fixAwaitOneValue, replacing: sink.range,
                                                      with: "await as " + resultName)]))
            _ = compiler.pipelines.compileAsyncPipeline(head)
            return nil
        }
        guard let name = sink.name, compiler.isFree(name) else { return nil }
        let upstream = compiler.pipelines.compileAsyncPipeline(head)
        let operation = upstream == nil ? nil : compiler.pipelines.compileAsyncOperator(last)
        guard let upstream, let operation else { return nil }
        compiler.pipelines.pending[name.name] = .some(nil)
        return .forAwait(LoopPlan(sequence: .stage(upstream, operation), names: compiler.pipelines.resolved,
                                  range: subscription.range, laneName: subscription.laneName, name: name.name, work: 0))
    }

    /// The call a loop plan awaits, when it awaits one value (for the lane's note).
    static func call(awaitedBy plan: LoopPlan) -> String? {
        guard case .stage(_, let operation) = plan.sequence,
              let call = operation.descriptor?.asyncMeaning?.oneValueCall else { return nil }
        return byCondition(call, operation.arguments.expression != nil)
    }

    /// `min by EXPR` is `min(by:)`; the others' calls do not change with their arguments.
    private static func byCondition(_ call: String, _ hasExpression: Bool) -> String {
        call.hasSuffix("()") && hasExpression ? call.dropLast() + "by:)" : call
    }

    /// The note under the diagram: what the call returned.
    static func note(_ call: String, returned value: Value) -> String {
        "one value, awaited: \(call) returned \(value.literal)"
    }

    static func oneValueCall(of stage: PipelineOperator?) -> String? {
        guard let stage, let call = OperatorRegistry.descriptor(named: stage.name.name)?.asyncMeaning?.oneValueCall
        else { return nil }
        return byCondition(call, OperatorArguments(stage.arguments).has(.by))
    }

    private static func withoutLastStage(_ pipeline: Pipeline) -> Pipeline {
        let operators = Array(pipeline.operators.dropLast())
        return Pipeline(source: pipeline.source, operators: operators,
                        range: pipeline.source.range.extended(to: operators.last?.range ?? pipeline.source.range),
                        text: pipeline.text)
    }
}
