import Marbles
import StreamCore
import StreamLanguage

/// `timer every D`: AsyncAlgorithms' `AsyncTimerSequence.repeating(every:clock:)`, a source of
/// async pipelines (`timer every 300ms | for await as out`). It needs no connection: it ticks
/// from its loop's first `next()`. Combine's `timer D` (a connectable publisher) and this one
/// are easy to mix up, so each is refused where the other belongs with a message that says so.
extension PipelineCompiler {
    /// The checked interval: greater than 0, so a timer can never tick twice in one instant.
    mutating func asyncTimer(_ interval: DurationLiteral) -> AsyncPlan? {
        withChecks { $0.positiveDuration(interval) }.map(AsyncPlan.timer)
    }
}

/// The two timers mixed up: each is refused where the other belongs, with a message that says so.
enum TimerMixUp {

    /// `timer every D` where a publisher is needed (`| sink`, before `values`, inside braces).
    static func asyncTimerIsNotAPublisher(_ interval: DurationLiteral, at range: SourceRange) -> Diagnostic {
        let text = formatVirtualTime(interval.milliseconds)
        return Diagnostic(DiagnosticMessages.asyncTimerIsNotAPublisher(text), at: range,
                          label: DiagnosticMessages.labelCombineTimer(text))
    }

    /// `| autoconnect` on an async sequence (`timer every D | autoconnect`): nothing to connect.
    static func needsNoConnection(_ stage: PipelineOperator) -> Diagnostic? {
        guard OperatorRegistry.descriptor(named: stage.name.name)?.needsConnectable == true else { return nil }
        return Diagnostic(DiagnosticMessages.asyncNeedsNoConnection, at: stage.range,
                          label: DiagnosticMessages.fixRemoveAutoconnect)
    }

    /// Combine's `timer D` (with or without `| autoconnect`) where an async sequence is needed:
    /// the fix-it writes AsyncAlgorithms' timer in place of the timer and its `autoconnect`.
    static func combineTimerWhereAsyncIsNeeded(_ pipeline: Pipeline) -> Diagnostic? {
        guard case .timer(let interval) = pipeline.source.kind else { return nil }
        let text = formatVirtualTime(interval.milliseconds)
        var replaced = pipeline.source.range
        if let first = pipeline.operators.first, first.name.name == OperatorRegistry.autoconnect.name {
            replaced = replaced.extended(to: first.range)
        }
        return Diagnostic(DiagnosticMessages.combineTimerIsNotAsync(text), at: pipeline.source.range,
                          label: DiagnosticMessages.fixAsyncTimer(text),
                          fixIts: [FixIt(DiagnosticMessages.fixAsyncTimer(text), replacing: replaced, with: "timer every \(text)")])
    }
}
