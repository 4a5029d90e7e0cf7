import StreamLanguage

/// `handleEvents …` as Combine's `handleEvents(receiveSubscription:…)`: each hook a closure
/// whose steps are sends to subjects (`send log x` is `log.send(x)`), the steps a hook's
/// effect can be checked by in an exported test. Other steps (tasks, `cancel`) are not
/// translated yet, and `x` only where Swift's closure has the same value: the output.
enum SwiftEventHooks {
    static func handleEvents(_ upstream: SwiftPublisher, _ arguments: OperatorArguments,
                             _ w: any SwiftOperatorWriter) throws(SwiftExportSkip) -> SwiftPublisher {
        var closures: [String] = []
        var hook: EventHook?
        for argument in arguments.all {
            switch argument {
            case .word(let word): hook = EventHook(rawValue: word.name)
            case .body(let body):
                guard let hook else { throw .notTranslated("a handleEvents hook") }
                closures.append(try closure(hook, body, upstream: upstream, w))
            default: throw .notTranslated("a handleEvents hook")
            }
        }
        // Combine's parameters are in this order, whatever the order they were written in.
        let ordered = EventHook.allCases.compactMap { hook in closures.first { $0.hasPrefix(hook.swiftLabel + ":") } }
        return upstream.then("handleEvents(" + ordered.joined(separator: ", ") + ")")
    }

    private static func closure(_ hook: EventHook, _ body: Body, upstream: SwiftPublisher,
                                _ w: any SwiftOperatorWriter) throws(SwiftExportSkip) -> String {
        let valueType = hook == .output ? upstream.output : nil
        var lines: [String] = []
        for step in body.steps {
            guard case .statement(let statement) = step.kind, case .send(let name, let values, nil) = statement.kind,
                  values.allSatisfy({ $0.time == nil }) else {
                throw .notTranslated("a handleEvents \(hook.rawValue) hook with steps other than send")
            }
            let subject = try w.subject(name)
            for value in values {
                // `x` of the completion and request hooks is StreamLab's text or number, not Swift's value.
                let written = try w.expression(value.value, x: valueType)
                guard written.type == subject.output else {
                    throw .noSingleSwiftType("a handleEvents send of another type than its subject's")
                }
                lines.append("\(subject.code).send(\(written.code))")
            }
        }
        let parameter = hook == .output ? "x" : (hook == .cancel ? "" : "_")
        let opening = parameter.isEmpty ? "{" : "{ \(parameter) in"
        return "\(hook.swiftLabel): \(opening) \(lines.joined(separator: "; ")) }"
    }
}

extension EventHook {
    /// Combine's parameter name (`receiveCancel`).
    var swiftLabel: String { "receive" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
