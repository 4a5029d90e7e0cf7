import StreamCore
import StreamLanguage

/// `prepend` and `append`: values (`prepend 0, 1`) or one publisher (`append b`,
/// `prepend (just 0 | delay 1s)`), Combine's `Publishers.Concatenate` in both cases.
extension OperatorRegistry {
    static let prepend = OperatorDescriptor(
        signature: OperatorSignature(name: "prepend", arguments: .valuesOrPublisher),
        summary: "emit values, or a whole publisher, before the upstream's",
        example: "a | prepend 0, 1 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try Concatenation.swift(up, args, w, "prepend") },
        check: Concatenation.check,
        instantiate: { checked, instantiator in
            if let other = checked.others.first {
                let build = instantiator.builder(for: other)
                return { upstream, env throws(StreamError) in upstream.prepend(try build(env)) }
            }
            let values = checked.expressions.map { instantiator.lower($0) }
            return { upstream, env throws(StreamError) in upstream.prepend(try PlanInstantiator.evaluateAll(values, env)) }
        })

    package static let append = OperatorDescriptor(
        signature: OperatorSignature(name: "append", arguments: .valuesOrPublisher),
        summary: "emit values, or a publisher's, after the upstream finishes",
        example: "a | append 9 | sink",
        swift: { up, args, w throws(SwiftExportSkip) in try Concatenation.swift(up, args, w, "append") },
        check: Concatenation.check,
        instantiate: { checked, instantiator in
            if let other = checked.others.first {
                let build = instantiator.builder(for: other)
                return { upstream, env throws(StreamError) in upstream.append(try build(env)) }
            }
            let values = checked.expressions.map { instantiator.lower($0) }
            return { upstream, env throws(StreamError) in upstream.append(try PlanInstantiator.evaluateAll(values, env)) }
        })
}

/// What `prepend`/`append` share: telling their publisher form from their values.
enum Concatenation {
    /// The names that are values wherever they are in scope, never publishers.
    private static let valueNames: Set<String> = ["x", "acc", "prev"]

    /// The publisher the arguments name, if they name one: a parenthesised pipeline, or a lone
    /// name that `isPublisher` says is bound to a publisher (`append b` after `subject b`).
    static func publisher(_ arguments: OperatorArguments, isPublisher: (String) -> Bool) -> PipelineSource? {
        if let source = arguments.publishers.first { return source }
        let values = arguments.expressions
        guard values.count == 1, case .identifier(let name) = values[0].kind, !name.contains("."),
              !valueNames.contains(name), isPublisher(name) else { return nil }
        return PipelineSource(kind: .name(Identifier(name, range: values[0].range)), range: values[0].range)
    }

    static let check: OperatorDescriptor.Check = { arguments, checks, context in
        let scope = context.scope
        // Whether the one expression, if it is a bare name, is bound to a publisher.
        var namesPublisher = false
        if arguments.expressions.count == 1, case .identifier(let name) = arguments.expressions[0].kind,
           !scope.locals.contains(name) {
            namesPublisher = checks.compiler.binding(name)?.publisher != nil
        }
        if let source = publisher(arguments, isPublisher: { _ in namesPublisher }) {
            return checks.publisherList([source], context).map { CheckedArguments(others: $0) }
        }
        return checks.expressionList(arguments.expressions, scope).map { CheckedArguments(expressions: $0) }
    }

    /// `prepend(P)` / `append(P)`, both publishers made to fail alike; or the values.
    static func swift(_ up: SwiftPublisher, _ args: OperatorArguments, _ w: any SwiftOperatorWriter,
                      _ name: String) throws(SwiftExportSkip) -> SwiftPublisher {
        // The check has passed: a lone name that is not x, acc or prev names a publisher.
        guard let source = publisher(args, isPublisher: { _ in true }) else {
            return up.then(name + "(" + (try w.values(args.expressions, as: up.output)).joined(separator: ", ") + ")")
        }
        let (upstream, others) = try w.alike(up, [source])
        guard let other = others.first else { throw .notTranslated("\(name) without its publisher") }
        if other.output.name != upstream.output.name {
            throw .noSingleSwiftType("\(name) of \(other.output.name) values to \(upstream.output.name) values")
        }
        return upstream.then(name + "(" + other.code + ")")
    }
}
