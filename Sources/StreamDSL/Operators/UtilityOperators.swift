import StreamCore
import SwiftSourceText

/// Operators that add values around a stream, watch it or hold it: prepend, append, print, buffer.
extension OperatorRegistry {
    static let utility: [OperatorDescriptor] = [prepend, append, print, buffer]

    static let prepend = OperatorDescriptor(
        name: "prepend", syntax: "prepend EXPR, …", summary: "emit values before the upstream's",
        example: "a | prepend 0, 1 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("prepend(" + (try w.values(args.expressions, as: up.output)).joined(separator: ", ") + ")")
        },
        parse: { parser, _ throws(ParseAbort) in [.expressions(try parser.parseExpressionList())] },
        compile: { arguments, compiler, context in
            guard let values = compiler.expressionList(arguments.expressions, context.scope) else { return nil }
            return OperatorPlan { upstream, instantiator, env throws(StreamError) in
                upstream.prepend(try instantiator.evaluateAll(values, env))
            }
        })

    static let append = OperatorDescriptor(
        name: "append", syntax: "append EXPR, …", summary: "emit values after the upstream finishes",
        example: "a | append 9 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            up.then("append(" + (try w.values(args.expressions, as: up.output)).joined(separator: ", ") + ")")
        },
        parse: { parser, _ throws(ParseAbort) in [.expressions(try parser.parseExpressionList())] },
        compile: { arguments, compiler, context in
            guard let values = compiler.expressionList(arguments.expressions, context.scope) else { return nil }
            return OperatorPlan { upstream, instantiator, env throws(StreamError) in
                upstream.append(try instantiator.evaluateAll(values, env))
            }
        })

    static let print = OperatorDescriptor(
        name: "print", syntax: "print [STRING]", summary: "print each event as it happens, with a tag",
        example: #"a | print "tap" | sink"#,
        swift: { up, args, w throws(SwiftExportSkip) in
            w.comments.append("print writes Combine's own lines to standard output, not StreamLab's.")
            return up.then("print(\(SwiftSourceText.stringLiteral(args.string?.value ?? "")))")
        },
        parse: { parser, _ throws(ParseAbort) in parser.isAtStageEnd ? [] : [.string(try parser.parseStringArgument())] },
        compile: { arguments, _, _ in
            let prefix = arguments.string?.value
            return OperatorPlan { upstream, instantiator, _ in
                let label = prefix.map { $0 + ": " } ?? ""
                let recorder = EventRecorder(name: prefix ?? "print", clock: instantiator.clock, keepsRecords: false) { [printLine = instantiator.printLine] record in
                    printLine("\(label)\(record.printDescription)")
                }
                return upstream.probe(recorder)
            }
        })

    static let buffer = OperatorDescriptor(
        name: "buffer", syntax: "buffer [N]", summary: "hold values until downstream demand asks for them",
        example: "a | buffer 10 | flatMap max 1 { just x } | sink",
        // `.byRequest` asks the upstream for everything at once, as this buffer does.
        swift: { up, args, _ throws(SwiftExportSkip) in
            up.then("buffer(size: \(args.count().map { String($0.value) } ?? "Int.max"), prefetch: .byRequest, whenFull: .dropNewest)")
        },
        parse: { parser, _ throws(ParseAbort) in parser.isAtStageEnd ? [] : [.count(try parser.parseCount())] },
        compile: { arguments, compiler, _ in
            var size = Int.max
            if let count = arguments.count() {
                guard let room = compiler.positiveCount(count, "buffer needs room for at least 1 value") else { return nil }
                size = room
            }
            return OperatorPlan { upstream, instantiator, _ in upstream.buffer(size: size, memory: instantiator.memory) }
        })
}
