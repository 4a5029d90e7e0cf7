import Marbles
import StreamCore
import StreamDSL
import StreamLanguage
import SwiftSourceText

/// The sources of pipelines: subjects and named pipelines, `just`, sequences, marble
/// sources (rewritten in the test's frame), timers, futures and `deferred`.
extension SwiftPipelineWriter {
    package func source(_ source: PipelineSource, hint: SwiftType? = nil) throws(SwiftExportSkip) -> SwiftPublisher {
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
            return SwiftPublisher(code: "m.main.timerPublisher(every: \(try duration(interval)))", output: .int,
                                  failure: .never, isConnectable: true, publishesSchedulerTimes: true)
        case .asyncTimer:
            throw .asyncSequence("timer every")
        case .future(let expr, let after, let fails):
            let value = try expression(expr)
            let output = fails ? (hint ?? .int) : try Self.known(value, "future")
            let failure: SwiftFailure = fails ? .marble : .never
            let result = fails ? ".failure(MarbleError(\(value.code)))" : ".success(\(value.code))"
            let code = """
                Future<\(output.name), \(failure.name)> { promise in
                        m.main.schedule(after: m.main.now.advanced(by: .milliseconds(\(after.milliseconds)))) { promise(\(result)) }
                    }
                """
            return SwiftPublisher(code: code, output: output, failure: failure)
        case .fetch(let expr, let after, let fails):
            let value = try expression(expr)
            let output = fails ? (hint ?? .int) : try Self.known(value, "fetch")
            let failure: SwiftFailure = fails ? .marble : .never
            let result = fails ? ".failure(MarbleError(\(value.code)))" : ".success(\(value.code))"
            comments.append("fetch stands for URLSession.dataTaskPublisher(for:): a request per subscriber, answered after")
            comments.append("\(formatVirtualTime(after.milliseconds)) on the test clock (a real one fails with a URLError).")
            let code = """
                Deferred {
                        Future<\(output.name), \(failure.name)> { promise in
                            m.main.schedule(after: m.main.now.advanced(by: .milliseconds(\(after.milliseconds)))) { promise(\(result)) }
                        }
                    }
                """
            var request = SwiftPublisher(code: code, output: output, failure: failure)
            request.startsAtSubscription = true
            return request
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
        case .conditional(let condition, let then, let otherwise):
            return try conditional(condition, then, otherwise, hint: hint)
        // Milestone 6:
        case .futureTask:
            throw .notTranslated("future { } (a Future whose promise a Task fulfils: a marble test's clock cannot run the task)")
        // Issue 20: Combine (and OpenCombineFoundation) has the publisher; the test would need
        // the posts' type and a center of its own: not written yet.
        case .notifications(let name):
            throw .notTranslated("notifications \(name.name) (NotificationCenter's publisher and post are not exported yet)")
        case .record(let exprs, let failure):
            return try record(exprs, failure: failure, hint: hint)
        // KVO needs an NSObject with @objc dynamic properties: the Objective-C runtime, on Apple platforms only.
        case .kvo(let path, _):
            throw .noCombineCounterpart("kvo \(path.text) (KVO needs the Objective-C runtime: Apple platforms only, and not exported)")
        default:
            // A source added to the language after the exporter: never guessed.
            throw .notTranslated("the source '\(source.kind)'")
        }
    }

    /// `if COND { A } else { B }`: one of two publishers, chosen when it is built, as the
    /// conditional expression `(COND ? A.eraseToAnyPublisher() : B.eraseToAnyPublisher())`.
    private func conditional(_ condition: Expr, _ then: Pipeline, _ otherwise: Pipeline,
                             hint: SwiftType?) throws(SwiftExportSkip) -> SwiftPublisher {
        let test = try expression(condition)
        guard test.type == .bool, !test.throwsError else {
            throw .noCombineCounterpart("an if whose condition may not be a Bool")
        }
        var first = try inner(then, x: outerValue, hint: hint)
        var second = try inner(otherwise, x: outerValue, hint: hint ?? first.output)
        if second.output != first.output { first = try inner(then, x: outerValue, hint: second.output) }
        guard first.output == second.output else { throw .noSingleSwiftType("the branches of if … else") }
        if first.failure != second.failure {
            if first.failure == .never {
                first = try first.failing(as: second.failure)
            } else if second.failure == .never {
                second = try second.failing(as: first.failure)
            } else {
                first = try first.failing(as: .any)
                second = try second.failing(as: .any)
            }
        }
        let code = "(\(test.code)\n    ? \(Self.nested(first.code)).eraseToAnyPublisher()\n    : \(Self.nested(second.code)).eraseToAnyPublisher())"
        var result = SwiftPublisher(code: code, output: first.output, failure: first.failure)
        result.buildThrows = first.buildThrows || second.buildThrows
        return result
    }

    /// `m.cold(…)` / `m.hot(…)`, the marbles rewritten in the test's frame with a values table.
    func marbleSource(_ kind: String, _ marbles: StringLiteral, frame sourceFrame: DurationLiteral?,
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
            case .subscribe, .cancel, .cancelRequest: continue
            }
        }
        if element == .unknown { element = hint ?? .int }
        let written = try SwiftMarbles.write(events, frame: frame)
        let table = values.isEmpty ? "[String: \(element.name)]()"
            : "[" + values.keys.sorted().map { key in
                "\(SwiftSourceText.stringLiteral(key)): \(SwiftValues.code(values[key] ?? .null, as: element))"
            }.joined(separator: ", ") + "]"
        return SwiftPublisher(code: "m.\(kind)(\(SwiftSourceText.stringLiteral(written)), values: \(table))",
                              output: element, failure: .marble)
    }
}
