import StreamCore
import StreamLanguage

/// `share` after an async sequence with a buffering policy (issue 20): AsyncAlgorithms 1.1.4's
/// `share(bufferingPolicy:)` (available from macOS 15, iOS 18, tvOS 18, watchOS 11), spelt
/// with the `stream`/`buffer` words: `share unbounded`, `share newest N` (`.bufferingLatest(N)`),
/// `share oldest N` (`.bufferingOldest(N)`), `share bounded N` (`.bounded(N)`). A plain `share`
/// is the default, `.bounded(1)`.
///
/// The library takes a limit of 0 (`bounded(0)` pulls without a limit, `newest 0` keeps
/// nothing); here `share … 0` is a located error, as `buffer … 0` is. On a publisher the words
/// are a located error: Combine's `share()` has no buffer.
enum AsyncShareForms {
    static func check(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                      _ context: OperatorContext) -> CheckedArguments? {
        guard let word = AsyncBufferForms.writtenPolicy(arguments) else { return CheckedArguments() }
        return AsyncBufferForms.policy(word, arguments, &checks, context, roomProblem: "share needs room for at least 1 element")
            .map { CheckedArguments(asyncBufferPolicy: $0) }
    }

    /// `a | share newest 2`: Combine's `share()` keeps nothing, so the words are refused.
    static func checkOnPublisher(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                                 _ context: OperatorContext) -> CheckedArguments? {
        guard let word = AsyncBufferForms.writtenPolicy(arguments) else { return CheckedArguments() }
        checks.report(Diagnostic(.invalidValue("share \(word.name) is AsyncAlgorithms' share(bufferingPolicy:), for async sequences"),
                                 at: word.range,
                                 label: "Combine's share() buffers nothing: use share, or buffer before it"))
        return nil
    }

    static func instantiate(_ checked: CheckedArguments, _ upstream: any AsyncSequenceModel,
                            _ context: AsyncBuildContext) -> any AsyncSequenceModel {
        guard let policy = checked.asyncBufferPolicy else { return upstream.share(clock: context.clock) }
        return upstream.share(bufferingPolicy: policy, clock: context.clock, memory: context.memory)
    }
}
