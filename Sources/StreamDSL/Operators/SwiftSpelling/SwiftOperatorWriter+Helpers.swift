import StreamCore
import StreamLanguage

/// Building blocks of the operators' Swift translations (the `swift` of each descriptor).
extension SwiftOperatorWriter {
    /// Notes that OpenCombine differs from Combine here: a comment above the statement, and
    /// the test is "Apple only".
    package func openCombineDiffers(_ caveat: String) {
        comments.append("OpenCombine 0.14 differs from Apple's Combine here: " + caveat + ".")
        appleOnly(.openCombineDiffers(caveat))
    }

    /// Whether the pipeline's text uses `x` (so a closure binds it).
    package static func mentionsX(_ pipeline: Pipeline) -> Bool {
        pipeline.text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains("x")
    }

    /// `on main|background` after a time operator.
    package static var queueWords: [String] { ["on"] + ExecutionQueue.allCases.map(\.rawValue) }

    /// The test scheduler of the operator's queue (`on main|background`, `receive on QUEUE`;
    /// `main` when none is written): `m.main` or `m.background`, which share one clock, as
    /// StreamLab's queues do, so a hop keeps its time and its order (after what is already due).
    package func scheduler(_ arguments: OperatorArguments) -> String {
        switch arguments.queue {
        case .main: "m.main"
        case .background: "m.background"
        }
    }

    /// Queues are labels on StreamLab's one clock; in the test they are MarbleTesting's
    /// schedulers of the same names, on one clock too.
    package func noteQueues() {
        let note = "main and background are m.main and m.background, test schedulers on one clock "
            + "(in an app: DispatchQueue.main and DispatchQueue.global())."
        if !comments.contains(note) { comments.append(note) }
    }

    /// `.map { x in x * 10 }`: the operator and a closure of `parameters`.
    package func closure(_ name: String, _ parameters: String, _ body: SwiftWrittenExpression) -> String {
        "\(name) { \(parameters) in \(body.throwsError ? "try " : "")\(body.code) }"
    }

    /// `.milliseconds(300)`.
    package func duration(_ literal: DurationLiteral?) throws(SwiftExportSkip) -> String {
        guard let literal else { throw .notTranslated("an operator without its duration") }
        return ".milliseconds(\(literal.milliseconds))"
    }

    /// The type of a value that must have one (not `nil`, not an empty array's).
    package static func known(_ value: SwiftWrittenExpression, _ what: String) throws(SwiftExportSkip) -> SwiftType {
        guard let type = value.type, type != .unknown, type != .optional(.unknown) else {
            throw .noSingleSwiftType("\(what) of nil")
        }
        return type
    }

    /// `.map { x in BODY }`: the output is the body's type.
    package func transform(_ upstream: SwiftPublisher, _ name: String, _ expr: Expr?,
                   throwing: Bool = false) throws(SwiftExportSkip) -> SwiftPublisher {
        let body = try expression(expr, x: upstream.output)
        return upstream.then(closure(name, "x", body), output: try Self.known(body, name),
                             failure: throwing ? .any : upstream.failure)
    }

    /// `.filter { x in BODY }`: the body is a condition; the output stays.
    package func predicate(_ upstream: SwiftPublisher, _ name: String, _ expr: Expr?, output: SwiftType? = nil,
                   throwing: Bool = false) throws(SwiftExportSkip) -> SwiftPublisher {
        let body = try expression(expr, x: upstream.output)
        guard body.type == .bool || body.type == nil else { throw .noSingleSwiftType("\(name) with a condition that is not a Bool") }
        return upstream.then(closure(name, "x", body), output: output ?? upstream.output,
                             failure: throwing ? .any : upstream.failure)
    }

    /// `.scan(INITIAL) { acc, x in STEP }`, where acc has the initial value's type.
    package func accumulate(_ upstream: SwiftPublisher, _ name: String, _ arguments: OperatorArguments,
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
    package func values(_ exprs: [Expr], as type: SwiftType) throws(SwiftExportSkip) -> [String] {
        try exprs.map { expr throws(SwiftExportSkip) in
            let value = try expression(expr)
            guard let valueType = value.type, valueType.joined(with: type) == type else {
                throw .noSingleSwiftType("a \(value.type?.name ?? "?") among \(type.name) values")
            }
            return value.code
        }
    }

    /// The publisher of `until PUB` / `until { … }`.
    package func other(_ arguments: OperatorArguments) throws(SwiftExportSkip) -> SwiftPublisher {
        if let pipeline = arguments.pipeline { return try publisher(pipeline, hint: nil).inMilliseconds }
        guard let source = arguments.publishers.first else { throw .notTranslated("an operator without its publisher") }
        return try self.source(source, hint: nil).inMilliseconds
    }

    /// The two publishers with one failure type (Combine's flatMap, zip and switchToLatest need it).
    package func unified(_ left: SwiftPublisher, _ right: SwiftPublisher) throws(SwiftExportSkip) -> (SwiftPublisher, SwiftPublisher) {
        if left.failure == right.failure { return (left, right) }
        if left.failure == .never { return (try left.failing(as: right.failure), right) }
        if right.failure == .never { return (left, try right.failing(as: left.failure)) }
        return (try left.failing(as: .any), try right.failing(as: .any))
    }

    /// The upstream and the publishers after a combining operator's name, all made to fail alike
    /// (Combine's merge, combineLatest and zip need one failure type).
    package func alike(_ upstream: SwiftPublisher, _ sources: [PipelineSource]) throws(SwiftExportSkip) -> (SwiftPublisher, [SwiftPublisher]) {
        var upstream = upstream
        var others: [SwiftPublisher] = []
        for source in sources {
            var other = try self.source(source, hint: nil).inMilliseconds
            (upstream, other) = try unified(upstream, other)
            others.append(other)
        }
        for index in others.indices { (upstream, others[index]) = try unified(upstream, others[index]) }
        return (upstream, others)
    }

    /// `NAME { x in INNER }` for flatMap and map { … }: the upstream and the inner publisher
    /// made to fail alike.
    package func perValue(_ upstream: SwiftPublisher, _ name: String, _ pipeline: Pipeline?,
                  output: (SwiftPublisher) -> SwiftType) throws(SwiftExportSkip) -> SwiftPublisher {
        guard let pipeline else { throw .notTranslated("\(name) without braces") }
        let (outer, inner) = try unified(upstream, try self.inner(pipeline, x: upstream.output, hint: nil))
        guard !inner.buildThrows else { throw .notTranslated("fail(…) outside a try operator") }
        return outer.then("\(name) { x in \(Self.nested(inner.code)) }",
                          output: output(inner), failure: outer.failure)
    }

    /// An inner publisher's chain, indented one step further than the chain around it.
    package static func nested(_ code: String) -> String {
        code.replacing("\n", with: "\n    ")
    }

    /// `catch { … }` / `tryCatch { … }`: x is the error's message.
    package func recover(_ upstream: SwiftPublisher, _ name: String, _ pipeline: Pipeline?,
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
