import StreamCore
import StreamLanguage
import SwiftSourceText

/// Operators that add values around a stream, watch it or hold it: prepend, append, print, buffer.
extension OperatorRegistry {
    static let utility: [OperatorDescriptor] = [prepend, append, print, buffer]

    static let prepend = OperatorDescriptor(
        signature: OperatorSignature(name: "prepend", arguments: .expressions),
        summary: "emit values before the upstream's",
        example: "a | prepend 0, 1 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("prepend(" + (try w.values(args.expressions, as: up.output)).joined(separator: ", ") + ")")
        },
        check: { arguments, checks, context in
            checks.expressionList(arguments.expressions, context.scope).map { CheckedArguments(expressions: $0) }
        },
        instantiate: { checked, instantiator in
            let values = checked.expressions.map { instantiator.lower($0) }
            return { upstream, env throws(StreamError) in upstream.prepend(try PlanInstantiator.evaluateAll(values, env)) }
        })

    package static let append = OperatorDescriptor(
        signature: OperatorSignature(name: "append", arguments: .expressions),
        summary: "emit values after the upstream finishes",
        example: "a | append 9 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("append(" + (try w.values(args.expressions, as: up.output)).joined(separator: ", ") + ")")
        },
        check: { arguments, checks, context in
            checks.expressionList(arguments.expressions, context.scope).map { CheckedArguments(expressions: $0) }
        },
        instantiate: { checked, instantiator in
            let values = checked.expressions.map { instantiator.lower($0) }
            return { upstream, env throws(StreamError) in upstream.append(try PlanInstantiator.evaluateAll(values, env)) }
        })

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

    package static let buffer = OperatorDescriptor(
        signature: OperatorSignature(name: "buffer", arguments: .optional(.count)),
        summary: "hold values until downstream demand asks for them",
        example: "a | buffer 10 | flatMap max 1 { just x } | sink",
        // `.byRequest` asks the upstream for everything at once, as this buffer does.
        swift: { up, args, _ throws(SwiftExportSkip) in
            up.then("buffer(size: \(args.count().map { String($0.value) } ?? "Int.max"), prefetch: .byRequest, whenFull: .dropNewest)")
        },
        check: { arguments, checks, _ in
            guard let count = arguments.count() else { return CheckedArguments() }
            return checks.positiveCount(count, "buffer needs room for at least 1 value").map { CheckedArguments(count: $0) }
        },
        instantiate: { checked, instantiator in
            let size = checked.count ?? Int.max
            return { [memory = instantiator.memory] upstream, _ in upstream.buffer(size: size, memory: memory) }
        })
}
