import StreamCore
import StreamLanguage
import SwiftSourceText

/// `buffer [N [prefetch keepFull|byRequest] [whenFull dropOldest|dropNewest|fail ["MSG"]]]`:
/// Combine's `buffer(size:prefetch:whenFull:)`. Without the words it is the buffer StreamLab
/// always had: `.byRequest` (everything asked up front), the newest value dropped when full.
extension OperatorRegistry {
    /// The message of `whenFull fail` without one.
    static let bufferFullMessage = "buffer is full"

    private static let combineBufferGrammar: ArgumentGrammar = .sequence([
        .count,
        .optional(.word(.prefetch, .oneOf([.word(.keepFull, .none), .word(.byRequest, .none)], tight: true,
                                          label: "prefetch keepFull or prefetch byRequest"))),
        .optional(.word(.whenFull, .oneOf([.word(.dropOldest, .none), .word(.dropNewest, .none), .word(.fail, .optional(.string))],
                                          tight: true, label: "whenFull dropOldest, dropNewest or fail"))),
    ])
    // Issue 20: AsyncAlgorithms' policies after an async sequence (AsyncBufferForms).
    private static let bufferGrammar: ArgumentGrammar = .optional(.oneOf([combineBufferGrammar] + AsyncBufferForms.policies, tight: true))

    package static let buffer = OperatorDescriptor(
        signature: OperatorSignature(name: "buffer", arguments: bufferGrammar),
        summary: "hold values until downstream demand asks for them",
        example: "a | buffer 2 prefetch keepFull whenFull dropOldest | sink demand 1",
        swift: { up, args, _ throws(SwiftExportSkip) in
            guard let size = args.count() else {
                // `.byRequest` asks the upstream for everything at once, as this buffer does.
                return up.then("buffer(size: Int.max, prefetch: .byRequest, whenFull: .dropNewest)")
            }
            let prefetch = args.has(.keepFull) ? ".keepFull" : ".byRequest"
            guard args.has(.fail) else {
                let whenFull = args.has(.dropOldest) ? ".dropOldest" : ".dropNewest"
                return up.then("buffer(size: \(size.value), prefetch: \(prefetch), whenFull: \(whenFull))")
            }
            let message = SwiftSourceText.stringLiteral(args.string?.value ?? bufferFullMessage)
            let failing = try up.failing(as: up.failure == .any ? .any : .marble)
            return failing.then("buffer(size: \(size.value), prefetch: \(prefetch), whenFull: .customError { MarbleError(\(message)) })")
        },
        check: { arguments, checks, context in
            if let policy = AsyncBufferForms.writtenPolicy(arguments) {
                return AsyncBufferForms.refuseOnPublisher(policy, &checks, context)
            }
            guard let count = arguments.count() else { return CheckedArguments() }
            guard let size = checks.positiveCount(count, "buffer needs room for at least 1 value") else { return nil }
            var checked = CheckedArguments(count: size)
            if arguments.has(.prefetch) || arguments.has(.whenFull) {
                let whenFull: BufferFullPolicy = arguments.has(.fail)
                    ? .fail(StreamError(arguments.string?.value ?? bufferFullMessage))
                    : arguments.has(.dropOldest) ? .dropOldest : .dropNewest
                checked.bufferPolicy = BufferPolicy(prefetch: arguments.has(.keepFull) ? .keepFull : .byRequest,
                                                    whenFull: whenFull)
            }
            return checked
        },
        instantiate: { checked, instantiator in
            let size = checked.count ?? Int.max
            guard let policy = checked.bufferPolicy else {
                return { [memory = instantiator.memory] upstream, _ in upstream.buffer(size: size, memory: memory) }
            }
            return { [memory = instantiator.memory] upstream, _ in upstream.buffer(size: size, policy: policy, memory: memory) }
        },
        asyncMeaning: AsyncMeaning(check: AsyncBufferForms.check, instantiate: AsyncBufferForms.instantiate))
}
