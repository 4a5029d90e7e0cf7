import StreamCore

import Marbles

/// Translates pipelines into Combine operator chains: sources here, each operator by its
/// descriptor's `swift` translation (`OperatorDescriptor.swift`).
final class SwiftPipelineWriter {
    /// What a name of the session is in the exported code.
    enum Name {
        case publisher(SwiftPublisher)
        case subscription
        /// `connect m as c`: a `var` holding the connection.
        case connection(String)
    }

    var names: [String: Name] = [:]
    /// The marble frame of the test, in ms.
    let frame: Int
    /// The frame of marble sources without `frame` (the session's `:set frame`).
    let sourceFrame: Int
    /// The virtual time of the statement being written (hot sources start then).
    var now = 0
    /// The type of `x` inside braces (`flatMap { just x }`), nil at the top level.
    private(set) var outerValue: SwiftType?
    /// Notes for the reader, written as comments above the statement.
    var comments: [String] = []
    /// Where the code is right for Apple's Combine but OpenCombine 0.14 behaves otherwise.
    var openCombineCaveats: [String] = []

    /// Notes that OpenCombine differs from Combine here (a comment, and a skip for the
    /// generated target, which runs on OpenCombine).
    func openCombineDiffers(_ caveat: String) {
        comments.append("OpenCombine 0.14 differs from Apple's Combine here: " + caveat + ".")
        openCombineCaveats.append(caveat)
    }

    init(frame: Int, sourceFrame: Int) {
        self.frame = frame
        self.sourceFrame = sourceFrame
    }

    // MARK: Pipelines

    func publisher(_ pipeline: Pipeline, hint: SwiftType? = nil) throws(SwiftExportSkip) -> SwiftPublisher {
        var result = try source(pipeline.source, hint: hint)
        for stage in pipeline.operators {
            guard let descriptor = OperatorRegistry.descriptor(named: stage.name.name) else {
                throw .notTranslated("operator \(stage.name.name)")
            }
            guard let translate = descriptor.swift else { throw .notTranslated("operator \(stage.name.name)") }
            let upstream = stage.name.name == "autoconnect" || stage.name.name == "connect" ? result : result.inMilliseconds
            result = try translate(upstream, OperatorArguments(stage.arguments), self)
        }
        return result
    }

    /// An inner pipeline (`flatMap { … }`, `deferred { … }`), where `x` is `value`.
    func inner(_ pipeline: Pipeline, x value: SwiftType?, hint: SwiftType? = nil) throws(SwiftExportSkip) -> SwiftPublisher {
        let saved = outerValue
        outerValue = value
        defer { outerValue = saved }
        return try publisher(pipeline, hint: hint).inMilliseconds
    }

    /// Whether the pipeline's text uses `x` (so a closure binds it).
    static func mentionsX(_ pipeline: Pipeline) -> Bool {
        pipeline.text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains("x")
    }

    // MARK: Closures

    /// A value expression in a closure over `x` (and `acc`, `prev` when given).
    func expression(_ expr: Expr?, x: SwiftType? = nil, acc: SwiftType? = nil,
                    prev: SwiftType? = nil) throws(SwiftExportSkip) -> SwiftExpressionWriter.Written {
        guard let expr else { throw .notTranslated("an operator without its expression") }
        var writer = SwiftExpressionWriter()
        if let outerValue { writer.variables["x"] = outerValue }
        if let x { writer.variables["x"] = x }
        if let acc { writer.variables["acc"] = acc }
        if let prev { writer.variables["prev"] = prev }
        return try writer.write(expr)
    }

    /// `.map { x in x * 10 }`: the operator and a closure of `parameters`.
    func closure(_ name: String, _ parameters: String, _ body: SwiftExpressionWriter.Written) -> String {
        "\(name) { \(parameters) in \(body.throwsError ? "try " : "")\(body.code) }"
    }

    /// `.milliseconds(300)`.
    func duration(_ literal: DurationLiteral?) throws(SwiftExportSkip) -> String {
        guard let literal else { throw .notTranslated("an operator without its duration") }
        return ".milliseconds(\(literal.milliseconds))"
    }

    // MARK: Sources

    func source(_ source: PipelineSource, hint: SwiftType? = nil) throws(SwiftExportSkip) -> SwiftPublisher {
        if case .parenthesized(let pipeline) = source.kind { return try publisher(pipeline, hint: hint) }
        switch source.kind {
        case .name(let identifier):
            guard case .publisher(let publisher)? = names[identifier.name] else {
                throw .notTranslated("the name \(identifier.name)")
            }
            return publisher
        case .just(let expr):
            let value = try expression(expr)
            return SwiftPublisher(code: "Just(\(value.code))", output: try Self.known(value, "just"), failure: .never,
                                  buildThrows: value.throwsError)
        case .sequence(let exprs):
            let values = try exprs.map { expr throws(SwiftExportSkip) in try expression(expr) }
            var element = SwiftType.unknown
            for value in values {
                guard let joined = element.joined(with: value.type ?? .unknown) else {
                    throw .noSingleSwiftType("a sequence of mixed values")
                }
                element = joined
            }
            if element == .unknown { element = hint ?? .int }
            let code = "([" + values.map(\.code).joined(separator: ", ") + "] as [\(element.name)]).publisher"
            return SwiftPublisher(code: code, output: element, failure: .never)
        case .range(let lower, let upper, let isClosed):
            guard case .integer(let low) = lower.kind, case .integer(let high) = upper.kind,
                  isClosed ? low <= high : low <= high else {
                throw .noCombineCounterpart("a range whose bounds may be reversed traps in Swift")
            }
            return SwiftPublisher(code: "(\(low)\(isClosed ? "..." : "..<")\(high)).publisher", output: .int, failure: .never)
        case .empty:
            return SwiftPublisher(code: "Empty<\((hint ?? .int).name), Never>()", output: hint ?? .int, failure: .never)
        case .never:
            return SwiftPublisher(code: "Empty<\((hint ?? .int).name), Never>(completeImmediately: false)",
                                  output: hint ?? .int, failure: .never)
        case .fail(let expr):
            let message = try expression(expr)
            guard message.type == .string else { throw .noCombineCounterpart("a failure message that is not text") }
            let output = hint ?? .int
            return SwiftPublisher(code: "Fail<\(output.name), MarbleError>(error: MarbleError(\(message.code)))",
                                  output: output, failure: .marble)
        case .timer(let interval):
            comments.append("Timer.publish ticks on a RunLoop; the scheduler's timerPublisher is the same connectable timer")
            comments.append("on the test clock, its ticks read as ms (as StreamLab shows them).")
            return SwiftPublisher(code: "m.scheduler.timerPublisher(every: \(try duration(interval)))", output: .int,
                                  failure: .never, isConnectable: true, publishesSchedulerTimes: true)
        case .future(let expr, let after, let fails):
            let value = try expression(expr)
            let output = fails ? (hint ?? .int) : try Self.known(value, "future")
            let failure: SwiftFailure = fails ? .marble : .never
            let result = fails ? ".failure(MarbleError(\(value.code)))" : ".success(\(value.code))"
            let code = """
                Future<\(output.name), \(failure.name)> { promise in
                        m.scheduler.schedule(after: m.scheduler.now.advanced(by: .milliseconds(\(after.milliseconds)))) { promise(\(result)) }
                    }
                """
            return SwiftPublisher(code: code, output: output, failure: failure)
        case .deferred(let pipeline):
            let inner = try self.inner(pipeline, x: outerValue, hint: hint)
            return SwiftPublisher(code: "Deferred { \(Self.nested(inner.code)) }", output: inner.output, failure: inner.failure)
        case .cold(let marbles, let sourceFrame):
            return try marbleSource("cold", marbles, frame: sourceFrame, hint: hint)
        case .hot(let marbles, let sourceFrame):
            guard outerValue == nil else {
                throw .noCombineCounterpart("a hot marble source made inside braces starts when a value arrives")
            }
            return try marbleSource("hot", marbles, frame: sourceFrame, hint: hint)
        default:
            // A source added to the language after the exporter: never guessed.
            throw .notTranslated("the source '\(source.kind)'")
        }
    }

    static func known(_ value: SwiftExpressionWriter.Written, _ what: String) throws(SwiftExportSkip) -> SwiftType {
        guard let type = value.type, type != .unknown, type != .optional(.unknown) else {
            throw .noSingleSwiftType("\(what) of nil")
        }
        return type
    }

    /// `m.cold(…)` / `m.hot(…)`, the marbles rewritten in the test's frame with a values table.
    private func marbleSource(_ kind: String, _ marbles: StringLiteral, frame sourceFrame: DurationLiteral?,
                              hint: SwiftType?) throws(SwiftExportSkip) -> SwiftPublisher {
        let timeline: MarbleTimeline
        do {
            timeline = try MarbleParser.parse(marbles.value, frame: sourceFrame?.milliseconds ?? self.sourceFrame, mode: .source)
        } catch {
            throw .notTranslated("marbles StreamLab rejected")
        }
        // A hot source starts when it is made: its `^` is this statement's time.
        let shift = kind == "hot" ? now : 0
        var events: [SwiftMarbles.Event] = []
        var values: [String: Value] = [:]
        var element = SwiftType.unknown
        for event in timeline.events {
            let time = event.time + shift
            if kind == "hot", event.time < 0 { continue }
            switch event.kind {
            case .value(let literal):
                let value = MarbleValues.read(literal)
                guard let type = SwiftValues.type(of: value), let joined = element.joined(with: type) else {
                    throw .noSingleSwiftType("marble values of several types")
                }
                element = joined
                values[literal] = value
                events.append(.init(time: time, token: literal))
            case .finished: events.append(.init(time: time, token: nil, ending: "|"))
            case .failure(let message):
                events.append(.init(time: time, token: nil, ending: "#", message: message.isEmpty ? "error" : message))
            case .subscribe, .cancel: continue
            }
        }
        if element == .unknown { element = hint ?? .int }
        let written = try SwiftMarbles.write(events, frame: frame)
        let table = values.isEmpty ? "[String: \(element.name)]()"
            : "[" + values.keys.sorted().map { key in
                "\(SwiftExpressionWriter.literal(key)): \(SwiftValues.code(values[key] ?? .null, as: element))"
            }.joined(separator: ", ") + "]"
        return SwiftPublisher(code: "m.\(kind)(\(SwiftExpressionWriter.literal(written)), values: \(table))",
                              output: element, failure: .marble)
    }
}
