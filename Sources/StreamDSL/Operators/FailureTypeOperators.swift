import StreamCore
import StreamLanguage
import SwiftSourceText

/// Operators about a publisher's `Failure` type: `setFailureType` gives one to a publisher
/// that cannot fail, `assertNoFailure` takes it away by stopping the program on a failure.
extension OperatorRegistry {
    static let failureTypes: [OperatorDescriptor] = [setFailureType, assertNoFailure]

    package static let setFailureType = OperatorDescriptor(
        signature: OperatorSignature(name: "setFailureType"),
        summary: "give a publisher that never fails a failure type; events pass unchanged",
        example: "a | setFailureType | sink",
        swift: { up, _, _ throws(SwiftExportSkip) in
            // Swift accepts setFailureType(to:) only where Failure is Never.
            guard up.failure == .never else {
                throw .noSingleSwiftType("setFailureType on a publisher that can fail (\(up.failure.name))")
            }
            return up.then("setFailureType(to: \(SwiftFailure.marble.metatype))", failure: .marble)
        },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, _ in { upstream, _ in upstream.setFailureType() } })

    package static let assertNoFailure = OperatorDescriptor(
        signature: OperatorSignature(name: "assertNoFailure", arguments: .optional(.string)),
        summary: "promise the stream never fails: a failure stops the program",
        example: #"a | assertNoFailure "feed" | sink"#,
        swift: { up, args, _ throws(SwiftExportSkip) in
            let prefix = args.string.map { SwiftSourceText.stringLiteral($0.value) } ?? ""
            return up.then("assertNoFailure(\(prefix))", failure: .never)
        },
        check: { arguments, _, _ in CheckedArguments(text: arguments.string?.value) },
        instantiate: { checked, instantiator in
            let prefix = checked.text ?? ""
            return { [trap = instantiator.trap] upstream, _ in upstream.assertNoFailure(prefix, trap: trap) }
        })
}
