import StreamCore
import StreamLanguage

/// `mergeMany b, c, …`: Apple's `Publishers.MergeMany`, a merge of any number of publishers
/// of one type (`merge` stops at `Publishers.Merge8`). OpenCombine lacks it; it follows
/// Apple's documentation: "A publisher created by applying the merge function to an
/// arbitrary number of upstream publishers." Its events are `merge`'s.
extension OperatorRegistry {
    package static let mergeMany = OperatorDescriptor(
        signature: OperatorSignature(name: "mergeMany", arguments: .publishers),
        summary: "interleave the values of any number of publishers",
        example: "a | mergeMany b, (just 1) | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            w.appleOnly(.operatorMissingInOpenCombine("Publishers.MergeMany"))
            let (upstream, others) = try w.alike(up, args.publishers)
            return try MergeManySpelling.write(upstream, others)
        },
        check: { arguments, checks, context in
            // No sources is a parse error: the grammar needs at least one publisher.
            guard !arguments.publishers.isEmpty else { return checks.missingArgument(context) }
            return checks.publisherList(arguments.publishers, context).map { CheckedArguments(others: $0) }
        },
        instantiate: { checked, instantiator in
            let others = checked.others.map { instantiator.builder(for: $0) }
            return { [memory = instantiator.memory] upstream, env throws(StreamError) in
                upstream.merge(with: try PlanInstantiator.buildAll(others, env), memory: memory)
            }
        })
}

/// `Publishers.MergeMany(…)` of the upstream and the others, each erased to one type.
enum MergeManySpelling {
    static func write(_ upstream: SwiftPublisher, _ others: [SwiftPublisher]) throws(SwiftExportSkip) -> SwiftPublisher {
        if let other = others.first(where: { $0.output.name != upstream.output.name }) {
            throw .noSingleSwiftType("MergeMany of \(upstream.output.name) and \(other.output.name) values")
        }
        let parts = ([upstream] + others).map { "    " + $0.code.replacing("\n", with: "\n    ") + "\n        .eraseToAnyPublisher()" }
        return SwiftPublisher(code: "Publishers.MergeMany(\n" + parts.joined(separator: ",\n") + "\n)",
                              output: upstream.output, failure: upstream.failure,
                              buildThrows: ([upstream] + others).contains { $0.buildThrows })
    }
}
