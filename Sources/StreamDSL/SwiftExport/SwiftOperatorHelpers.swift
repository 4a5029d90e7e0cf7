import StreamLanguage

/// Building blocks of the operators' Swift translations (the `swift` of each descriptor).
extension SwiftPipelineWriter {
    /// `.map { x in BODY }`: the output is the body's type.
    func transform(_ upstream: SwiftPublisher, _ name: String, _ expr: Expr?,
                   throwing: Bool = false) throws(SwiftExportSkip) -> SwiftPublisher {
        let body = try expression(expr, x: upstream.output)
        return upstream.then(closure(name, "x", body), output: try Self.known(body, name),
                             failure: throwing ? .any : upstream.failure)
    }

    /// `.filter { x in BODY }`: the body is a condition; the output stays.
    func predicate(_ upstream: SwiftPublisher, _ name: String, _ expr: Expr?, output: SwiftType? = nil,
                   throwing: Bool = false) throws(SwiftExportSkip) -> SwiftPublisher {
        let body = try expression(expr, x: upstream.output)
        guard body.type == .bool || body.type == nil else { throw .noSingleSwiftType("\(name) with a condition that is not a Bool") }
        return upstream.then(closure(name, "x", body), output: output ?? upstream.output,
                             failure: throwing ? .any : upstream.failure)
    }

    /// `.scan(INITIAL) { acc, x in STEP }`, where acc has the initial value's type.
    func accumulate(_ upstream: SwiftPublisher, _ name: String, _ arguments: OperatorArguments,
                    throwing: Bool = false) throws(SwiftExportSkip) -> SwiftPublisher {
        let expressions = arguments.expressions
        guard expressions.count == 2 else { throw .notTranslated("\(name) without INITIAL, EXPR") }
        let initial = try expression(expressions[0])
        let type = try Self.known(initial, name)
        let step = try expression(expressions[1], x: upstream.output, acc: type)
        guard step.type == nil || step.type == type else {
            throw .noSingleSwiftType("\(name) from \(type.name) to \(step.type?.name ?? "?")")
        }
        return upstream.then("\(name)(\(initial.code)) { acc, x in \(step.throwsError ? "try " : "")\(step.code) }",
                             output: type, failure: throwing ? .any : upstream.failure)
    }

    /// A value that must fit the upstream's output (`replaceError 0`, `prepend 1, 2`).
    func values(_ exprs: [Expr], as type: SwiftType) throws(SwiftExportSkip) -> [String] {
        try exprs.map { expr throws(SwiftExportSkip) in
            let value = try expression(expr)
            guard let valueType = value.type, valueType.joined(with: type) == type else {
                throw .noSingleSwiftType("a \(value.type?.name ?? "?") among \(type.name) values")
            }
            return value.code
        }
    }

    /// The publisher of `until PUB` / `until { … }`.
    func other(_ arguments: OperatorArguments) throws(SwiftExportSkip) -> SwiftPublisher {
        if let pipeline = arguments.pipeline { return try publisher(pipeline).inMilliseconds }
        guard let source = arguments.publishers.first else { throw .notTranslated("an operator without its publisher") }
        return try self.source(source).inMilliseconds
    }

    /// The two publishers with one failure type (Combine's flatMap, zip and switchToLatest need it).
    func unified(_ left: SwiftPublisher, _ right: SwiftPublisher) throws(SwiftExportSkip) -> (SwiftPublisher, SwiftPublisher) {
        if left.failure == right.failure { return (left, right) }
        if left.failure == .never { return (try left.failing(as: right.failure), right) }
        if right.failure == .never { return (left, try right.failing(as: left.failure)) }
        return (try left.failing(as: .any), try right.failing(as: .any))
    }

    /// The upstream and the publishers after a combining operator's name, all made to fail alike
    /// (Combine's merge, combineLatest and zip need one failure type).
    func alike(_ upstream: SwiftPublisher, _ sources: [PipelineSource]) throws(SwiftExportSkip) -> (SwiftPublisher, [SwiftPublisher]) {
        var upstream = upstream
        var others: [SwiftPublisher] = []
        for source in sources {
            var other = try self.source(source).inMilliseconds
            (upstream, other) = try unified(upstream, other)
            others.append(other)
        }
        for index in others.indices { (upstream, others[index]) = try unified(upstream, others[index]) }
        return (upstream, others)
    }

    /// `NAME { x in INNER }` for flatMap and map { … }: the upstream and the inner publisher
    /// made to fail alike.
    func perValue(_ upstream: SwiftPublisher, _ name: String, _ pipeline: Pipeline?,
                  output: (SwiftPublisher) -> SwiftType) throws(SwiftExportSkip) -> SwiftPublisher {
        guard let pipeline else { throw .notTranslated("\(name) without braces") }
        let (outer, inner) = try unified(upstream, try self.inner(pipeline, x: upstream.output))
        guard !inner.buildThrows else { throw .notTranslated("fail(…) outside a try operator") }
        return outer.then("\(name) { x in \(Self.nested(inner.code)) }",
                          output: output(inner), failure: outer.failure)
    }

    /// An inner publisher's chain, indented one step further than the chain around it.
    static func nested(_ code: String) -> String {
        code.replacing("\n", with: "\n    ")
    }

    /// `catch { … }` / `tryCatch { … }`: x is the error's message.
    func recover(_ upstream: SwiftPublisher, _ name: String, _ pipeline: Pipeline?,
                 throwing: Bool) throws(SwiftExportSkip) -> SwiftPublisher {
        guard let pipeline else { throw .notTranslated("\(name) without braces") }
        let replacement = try inner(pipeline, x: .string, hint: upstream.output)
        guard replacement.output.joined(with: upstream.output) == upstream.output else {
            throw .noSingleSwiftType("\(name) replacing \(upstream.output.name) values with \(replacement.output.name)")
        }
        let binding = Self.mentionsX(pipeline) ? "error in\n        let x = String(describing: error)\n        return" : "_ in"
        let tryWord = replacement.buildThrows ? "try " : ""
        return upstream.then("\(name) { \(binding) \(tryWord)\(Self.nested(replacement.code)) }", output: upstream.output,
                             failure: throwing ? .any : replacement.failure)
    }
}
