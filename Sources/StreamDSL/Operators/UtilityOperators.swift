import StreamCore
import StreamLanguage
import SwiftSourceText

/// Operators that add values around a stream, watch it or hold it: prepend, append (in
/// ConcatenationOperators.swift), print, buffer (BufferOperator.swift).
extension OperatorRegistry {
    static let utility: [OperatorDescriptor] = [prepend, append, print, buffer,
                                                // Issue 20:
                                                handleEvents,
                                                // Issue 20: a publisher that ignores demand
                                                ignoringDemand,
                                                // Issue 20: a publisher that sends after completion
                                                sendingAfterCompletion]

    package static let print = OperatorDescriptor(
        signature: OperatorSignature(name: "print", arguments: .optional(.string)),
        summary: "print each event as it happens, with a tag",
        example: #"a | print "tap" | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in
            w.comments.append("print writes Combine's own lines to standard output, not StreamLab's.")
            return up.then("print(\(SwiftSourceText.stringLiteral(args.string?.value ?? "")))")
        },
        check: { arguments, _, _ in CheckedArguments(text: arguments.string?.value) },
        instantiate: { checked, instantiator in
            let prefix = checked.text
            return { [clock = instantiator.clock, printLine = instantiator.printLine] upstream, _ in
                let label = prefix.map { $0 + ": " } ?? ""
                let recorder = EventRecorder(name: prefix ?? "print", clock: clock, keepsRecords: false) { record in
                    printLine("\(label)\(record.printDescription)")
                }
                return upstream.probe(recorder)
            }
        })
}
