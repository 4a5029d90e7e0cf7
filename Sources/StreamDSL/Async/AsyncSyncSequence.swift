import StreamCore
import StreamLanguage

/// Issue 20: `sequence 1, 2, 3 | async` (and `range A...B | async`) is AsyncAlgorithms'
/// `.async` of a plain sequence, `AsyncSyncSequence`: each `next()` returns the next element
/// at once, without suspending (so a loop takes them all within its instant), `nil` after
/// the last, and `nil` once the task is cancelled. It is built as the sequence's values pulled
/// one at a time, each at hand, which is what `values` gives on the same sequence (the
/// oracle's `values-sequence` and `aa-async`): the same timing, and the session's emission
/// budget bounds a huge range.
extension OperatorRegistry {
    static let async = OperatorDescriptor(
        signature: OperatorSignature(name: "async"),
        summary: "AsyncAlgorithms' .async of a plain sequence (sequence V, … or range A...B): each next() returns the next element at once",
        example: "sequence 1, 2, 3 | async | for await as out", bridgesToAsync: true,
        onPublisher: .endsInForAwait)
}

enum AsyncSyncSequence {
    /// `async` needs a plain sequence before it: a `sequence` or `range` source and no
    /// operator. A publisher is refused with a fix-it to `values`.
    static func check(_ stage: PipelineOperator, after head: Pipeline, in compiler: inout PipelineCompiler) -> Bool {
        guard stage.name.name == OperatorRegistry.async.name else { return true }
        if head.operators.isEmpty {
            switch head.source.kind {
            case .sequence, .range: return true
            default: break
            }
        }
        compiler.report(Diagnostic(DiagnosticMessages.asyncNeedsASequence, at: stage.range,
                                   label: DiagnosticMessages.fixUseValues,
                                   fixIts: [FixIt(DiagnosticMessages.fixUseValues, replacing: stage.name.range, with: "values")]))
        return false
    }
}
