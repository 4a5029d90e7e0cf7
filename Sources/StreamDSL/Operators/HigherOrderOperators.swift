import StreamCore
import StreamLanguage

/// Operators over publishers of publishers: flatMap, switchToLatest.
extension OperatorRegistry {
    static let higherOrder: [OperatorDescriptor] = [flatMap, switchToLatest]

    package static let flatMap = OperatorDescriptor(
        signature: OperatorSignature(name: "flatMap", arguments: .sequence([.optional(.word(.max, .count)), .pipeline])),
        summary: "subscribe to an inner publisher per value (x), at most N at once",
        example: "a | flatMap max 1 { just x | delay 100ms } | sink",
        swift: { up, args, w throws(SwiftExportSkip) in
            let limit = args.count(after: .max).map { ".max(\($0.value))" } ?? ".unlimited"
            return try w.perValue(up, "flatMap(maxPublishers: \(limit))", args.pipeline) { $0.output }
        },
        check: { arguments, checks, context in
            var maximum: Int?
            if let count = arguments.count(after: .max) {
                guard let limit = checks.positiveCount(count, "flatMap max needs at least 1 publisher") else { return nil }
                maximum = limit
            }
            return checks.innerPipeline(arguments.pipeline, context).map { CheckedArguments(count: maximum, inner: $0) }
        },
        instantiate: { checked, instantiator in
            let maximum = checked.count.map(Demand.max) ?? .unlimited
            let inner = instantiator.builder(for: checked.inner)
            return { upstream, env in
                upstream.flatMap(maxPublishers: maximum) { value throws(StreamError) in try inner(env.with(x: value)) }
            }
        },
        // Issue 20: the standard library's flatMap of async sequences.
        asyncMeaning: AsyncFlatMapForms.flatMap)

    package static let switchToLatest = OperatorDescriptor(
        signature: OperatorSignature(name: "switchToLatest", arguments: .noBraces(DiagnosticMessages.switchToLatestTakesNoBraces)),
        summary: "follow only the newest inner publisher",
        example: "a | map { timer 100ms | autoconnect } | switchToLatest | sink",
        swift: { up, _, _ throws(SwiftExportSkip) in
            guard case .publisher(let output, _) = up.output else { throw .noSingleSwiftType("switchToLatest of plain values") }
            return up.then("switchToLatest()", output: output)
        },
        check: { _, _, _ in CheckedArguments() },
        instantiate: { _, _ in { upstream, _ in upstream.switchToLatest() } })
}
