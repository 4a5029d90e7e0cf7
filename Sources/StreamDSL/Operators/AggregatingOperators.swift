import StreamCore

/// Operators that gather values and emit results: reduce, collect.
extension OperatorRegistry {
    static let aggregating: [OperatorDescriptor] = [reduce, collect]

    static let reduce = OperatorDescriptor(
        name: "reduce", syntax: "reduce INITIAL, EXPR",
        summary: "emit the final result when the upstream finishes", example: "a | reduce 0, acc + x | sink",
        parse: { parser, _ throws(ParseAbort) in try parser.parseInitialAndBody() },
        compile: { arguments, compiler, context in
            guard let (initial, step) = compiler.initialAndBody(arguments, context) else { return nil }
            return OperatorPlan { upstream, _, env throws(StreamError) in
                upstream.reduce(try initial(env)) { acc, value throws(StreamError) in
                    try step(env.with(x: value, acc: acc))
                }
            }
        })

    static let collect = OperatorDescriptor(
        name: "collect", syntax: "collect [N | DURATION]",
        summary: "gather values into arrays: all, by count, or by time window", example: "a | collect 3 | sink",
        parse: { parser, _ throws(ParseAbort) in
            if parser.isAtStageEnd { return [] }
            if parser.current.kind == .duration { return [.duration(try parser.parseDuration())] }
            return [.count(try parser.parseCount())]
        },
        compile: { arguments, compiler, _ in
            if let interval = arguments.duration {
                guard let milliseconds = compiler.positiveDuration(interval) else { return nil }
                return OperatorPlan { upstream, instantiator, _ in
                    upstream.collect(every: milliseconds, on: instantiator.clock)
                }
            }
            if let count = arguments.count() {
                guard let size = compiler.positiveCount(count, "collect needs a count of at least 1") else { return nil }
                return OperatorPlan { upstream, _, _ in upstream.collect(size) }
            }
            return OperatorPlan { upstream, _, _ in upstream.collect(nil) }
        })
}
