import StreamCore
import StreamLanguage

/// `buffer` after an async sequence (issue 20): AsyncAlgorithms 1.1.4's `buffer(policy:)`,
/// spelt with the `stream` words: `buffer unbounded`, `buffer newest N` (`.bufferingLatest(N)`),
/// `buffer oldest N` (`.bufferingOldest(N)`), `buffer bounded N` (`.bounded(N)`). A plain
/// `buffer` is `.unbounded`, as a plain `buffer` on a publisher keeps everything.
///
/// The library makes a limit of 0 a transparent pass-through; here `buffer … 0` is a located
/// error, as on a publisher. Combine's forms (`buffer 3 prefetch …`) on an async sequence,
/// and these words on a publisher, are located errors naming the other form.
enum AsyncBufferForms {
    /// The forms the `buffer` grammar adds to Combine's.
    static let policies: [ArgumentGrammar] = [
        .word(.unbounded, .none), .word(.newest, .count), .word(.oldest, .count), .word(.bounded, .count),
    ]

    private static let words: [ArgumentWord] = [.unbounded, .newest, .oldest, .bounded]

    /// The policy word written, if any, with where it was written.
    static func writtenPolicy(_ arguments: OperatorArguments) -> Identifier? {
        arguments.all.lazy.compactMap { argument -> Identifier? in
            guard case .word(let written) = argument, words.contains(where: { $0.text == written.name }) else { return nil }
            return written
        }.first
    }

    /// `a | buffer newest 2 | sink`: the policy words belong to async sequences.
    static func refuseOnPublisher(_ word: Identifier, _ checks: inout OperatorChecks,
                                  _ context: OperatorContext) -> CheckedArguments? {
        checks.report(Diagnostic(.invalidValue("buffer \(word.name) is AsyncAlgorithms' buffer(policy:), for async sequences"),
                                 at: word.range,
                                 label: "on a publisher use buffer N [prefetch keepFull|byRequest] [whenFull dropOldest|dropNewest|fail]"))
        return nil
    }

    static func check(_ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                      _ context: OperatorContext) -> CheckedArguments? {
        guard let word = writtenPolicy(arguments) else {
            if let count = arguments.count() {
                checks.report(Diagnostic(.invalidValue("buffer \(count.value) is Combine's buffer(size:prefetch:whenFull:), for publishers"),
                                         at: context.range,
                                         label: "on an async sequence use buffer unbounded, newest N, oldest N or bounded N"))
                return nil
            }
            return CheckedArguments(asyncBufferPolicy: .unbounded)
        }
        return policy(word, arguments, &checks, context, roomProblem: "buffer needs room for at least 1 element")
            .map { CheckedArguments(asyncBufferPolicy: $0) }
    }

    /// The policy `word` and its count name (`buffer` and `share` write it the same way).
    static func policy(_ word: Identifier, _ arguments: OperatorArguments, _ checks: inout OperatorChecks,
                       _ context: OperatorContext, roomProblem: String) -> AsyncBufferPolicy? {
        guard word.name != ArgumentWord.unbounded.text else { return .unbounded }
        guard let literal = arguments.count() else { return checks.missingArgument(context) }
        guard let limit = checks.positiveCount(literal, roomProblem) else { return nil }
        switch word.name {
        case ArgumentWord.newest.text: return .bufferingNewest(limit)
        case ArgumentWord.oldest.text: return .bufferingOldest(limit)
        default: return .bounded(limit)
        }
    }

    static func instantiate(_ checked: CheckedArguments, _ upstream: any AsyncSequenceModel,
                            _ context: AsyncBuildContext) -> any AsyncSequenceModel {
        AsyncBuffer(upstream, policy: checked.asyncBufferPolicy ?? .unbounded, memory: context.memory)
    }
}
