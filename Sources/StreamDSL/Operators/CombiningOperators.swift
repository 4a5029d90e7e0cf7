import StreamCore
import StreamLanguage

/// Operators that join several publishers: merge, combineLatest, zip.
extension OperatorRegistry {
    static let combining: [OperatorDescriptor] = [merge, combineLatest, zip, mergeMany]

    /// The publishers after the operator's name (`merge b, (just 1)`), each checked.
    private static let checkPublishers: OperatorDescriptor.Check = { arguments, checks, context in
        checks.publisherList(arguments.publishers, context).map { CheckedArguments(others: $0) }
    }

    /// AsyncAlgorithms' merge, combineLatest and zip take async sequences: streams, channels,
    /// named async sequences, or `( PUBLISHER | values )`.
    private static let checkSequences: AsyncMeaning.Check = { arguments, checks, context in
        checks.asyncOperands(arguments.publishers, of: context).map { CheckedArguments(sequences: $0) }
    }

    package static let merge = OperatorDescriptor(
        signature: OperatorSignature(name: "merge", arguments: .publishers),
        summary: "interleave the values of several publishers",
        example: "a | merge b, (just 1) | sink", combiningArity: .merge,
        swift: { up, args, w throws(SwiftExportSkip) in
            w.appleOnly(.operatorMissingInOpenCombine("merge"))
            let (upstream, others) = try w.alike(up, args.publishers)
            // Past Publishers.Merge8, Combine's spelling is Publishers.MergeMany.
            if others.count > CombiningArity.mergeWithLimit { return try MergeManySpelling.write(upstream, others) }
            // merge(with:) needs one Output type (up to Publishers.Merge8, as the arity allows).
            if let other = others.first(where: { $0.output.name != upstream.output.name }) {
                throw .noSingleSwiftType("merge of \(upstream.output.name) and \(other.output.name) values")
            }
            return upstream.then("merge(with: " + others.map(\.code).joined(separator: ", ") + ")")
        },
        check: checkPublishers,
        instantiate: { checked, instantiator in
            let others = checked.others.map { instantiator.builder(for: $0) }
            return { [memory = instantiator.memory] upstream, env throws(StreamError) in
                upstream.merge(with: try PlanInstantiator.buildAll(others, env), memory: memory)
            }
        },
        asyncMeaning: AsyncMeaning(
            check: checkSequences,
            instantiate: { checked, upstream, context in AsyncMerge([upstream] + checked.sequences.compactMap(context.build)) }))

    package static let combineLatest = OperatorDescriptor(
        signature: OperatorSignature(name: "combineLatest", arguments: .publishers),
        summary: "emit a tuple of the latest values whenever one changes", example: "a | combineLatest b | sink",
        combiningArity: .upToFour,
        swift: { up, args, w throws(SwiftExportSkip) in
            w.appleOnly(.operatorMissingInOpenCombine("combineLatest"))
            let (upstream, others) = try w.alike(up, args.publishers)
            return upstream.then("combineLatest(" + others.map(\.code).joined(separator: ", ") + ")",
                                 output: .tuple([up.output] + others.map(\.output)))
        },
        check: checkPublishers,
        instantiate: { checked, instantiator in
            let others = checked.others.map { instantiator.builder(for: $0) }
            return { [memory = instantiator.memory] upstream, env throws(StreamError) in
                upstream.combineLatest(try PlanInstantiator.buildAll(others, env), memory: memory)
            }
        },
        asyncMeaning: AsyncMeaning(
            check: checkSequences,
            instantiate: { checked, upstream, context in AsyncCombineLatest([upstream] + checked.sequences.compactMap(context.build)) }))

    package static let zip = OperatorDescriptor(
        signature: OperatorSignature(name: "zip", arguments: .publishers),
        summary: "pair values by index", example: "a | zip b | sink",
        combiningArity: .upToFour,
        swift: { up, args, w throws(SwiftExportSkip) in
            guard args.publishers.count <= 3 else { throw .noCombineCounterpart("zip of more than 4 publishers") }
            var others: [SwiftPublisher] = []
            var upstream = up
            for source in args.publishers {
                var other = try w.source(source, hint: nil).inMilliseconds
                (upstream, other) = try w.unified(upstream, other)
                others.append(other)
            }
            for index in others.indices { (upstream, others[index]) = try w.unified(upstream, others[index]) }
            return upstream.then("zip(" + others.map(\.code).joined(separator: ", ") + ")",
                                 output: .tuple([up.output] + others.map(\.output)))
        },
        check: checkPublishers,
        instantiate: { checked, instantiator in
            let others = checked.others.map { instantiator.builder(for: $0) }
            return { [memory = instantiator.memory] upstream, env throws(StreamError) in
                upstream.zip(try PlanInstantiator.buildAll(others, env), memory: memory)
            }
        },
        asyncMeaning: AsyncMeaning(
            check: checkSequences,
            instantiate: { checked, upstream, context in AsyncZip([upstream] + checked.sequences.compactMap(context.build)) }))
}
