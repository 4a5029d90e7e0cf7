import StreamCore
import StreamDSL
import StreamLanguage
import SwiftSourceText

/// Writes a replayed scenario's statements as the body of one Swift Testing test: the
/// declarations, each statement at its virtual time, and one marble expectation per sink.
struct SwiftStatementWriter {
    package let replay: ExportRun
    package let pipelines: SwiftPipelineWriter
    package var lines: [String] = []
    /// `var` declarations needed before the statements (connections).
    var preamble: [String] = []
    package var kept: [String] = []
    var subjectTypes: [String: SwiftType] = [:]
    var failingSubjects: Set<String> = []
    /// The Swift constant of each session name (unique, never a keyword).
    var identifiers = SwiftIdentifiers(reserved: SwiftNaming.reserved)

    init(replay: ExportRun, frame: Int) {
        self.replay = replay
        pipelines = SwiftPipelineWriter(frame: frame, sourceFrame: replay.session.settings.frame)
    }

    /// The statements of the test's body (without `let m = …`).
    package mutating func write() throws(SwiftExportSkip) -> [String] {
        for step in replay.steps { try survey(step.statement) }
        var previous: Int?
        for step in replay.steps {
            if previous != nil { lines.append("m.advance(to: .milliseconds(\(step.time)))") }
            previous = step.time
            pipelines.now = step.time
            pipelines.sourceFrame = step.frame
            pipelines.comments = []
            let written = try statement(step.statement, lane: step.lane, now: step.time)
            lines += SwiftSourceText.commentLines(step.statement.text)
            lines += pipelines.comments.flatMap { SwiftSourceText.commentLines($0) }
            lines += written
        }
        if replay.stoppedAtHorizon {
            lines.append("// StreamLab stopped at its horizon with actions still scheduled; so does the test.")
            lines.append("m.maxFramesAfterMarbles = 0")
        }
        lines.append("m.advance(to: .milliseconds(\(replay.endTime)))")
        lines.append(kept.isEmpty ? "m.run()" : "withExtendedLifetime([\(kept.joined(separator: ", "))] as [Any?]) { _ = m.run() }")
        return SwiftUnusedConstants.discarded(in: preamble + lines)
    }

    // MARK: Types of subjects

    /// Finds the type of every subject from what is sent to it, and which ones fail.
    private mutating func survey(_ statement: Statement) throws(SwiftExportSkip) {
        switch statement.kind {
        case .send(let subject, let values, _):
            for value in values { try note(subject.name, try pipelines.expression(value.value)) }
        case .declareCurrent(let name, let initial, _):
            try note(name.name, try pipelines.expression(initial))
        case .fail(let subject, _, _):
            failingSubjects.insert(subject.name)
        case .setProperty(let path, let value, _) where subjectTypes[path.object.name] != nil:  // Issue 20: `set c.value V`
            try note(path.object.name, try pipelines.expression(value))
        case .at(_, let inner):
            try survey(inner)
        default:
            break
        }
    }

    private mutating func note(_ subject: String, _ value: SwiftExpressionWriter.Written) throws(SwiftExportSkip) {
        let type = value.type ?? .unknown
        guard let joined = (subjectTypes[subject] ?? .unknown).joined(with: type) else {
            throw .noSingleSwiftType("subject \(subject) is sent \(subjectTypes[subject]?.name ?? "?") and \(type.name) values")
        }
        subjectTypes[subject] = joined
    }

    // MARK: Statements

    private mutating func statement(_ statement: Statement, lane: Lane?, now: Int) throws(SwiftExportSkip) -> [String] {
        // Moving the clock writes nothing: the next statement's `m.advance(to:)` does it.
        if Self.movesTheClock(statement) { return [] }
        switch statement.kind {
        case .declareSubject(let name, let subscription):
            let type = subjectTypes[name.name] ?? .int
            let failure: SwiftFailure = failingSubjects.contains(name.name) ? .marble : .never
            let swift = declare(name.name)
            pipelines.names[name.name] = .publisher(SwiftPublisher(code: swift, output: type == .unknown ? .int : type, failure: failure))
            pipelines.subjects.insert(name.name)  // Issue 20
            pipelines.currentValues[name.name] = nil  // Issue 20: a name declared again is no longer that subject
            let declaration = "let \(swift) = PassthroughSubject<\(type.name), \(failure.name)>()"
            return try [declaration] + (subscription.map { sub throws(SwiftExportSkip) in try self.subscription(sub, lane: lane) } ?? [])
        case .declareCurrent(let name, let initial, let subscription):
            let type = subjectTypes[name.name] ?? .int
            let failure: SwiftFailure = failingSubjects.contains(name.name) ? .marble : .never
            let value = try pipelines.expression(initial)
            let swift = declare(name.name)
            pipelines.names[name.name] = .publisher(SwiftPublisher(code: swift, output: type, failure: failure))
            pipelines.subjects.insert(name.name)  // Issue 20
            pipelines.currentValues[name.name] = (swift, type)  // Issue 20: `c.value` in expressions
            let declaration = "let \(swift) = CurrentValueSubject<\(type.name), \(failure.name)>(\(value.code))"
            return try [declaration] + (subscription.map { sub throws(SwiftExportSkip) in try self.subscription(sub, lane: lane) } ?? [])
        case .subscribe(let subscription):
            return try self.subscription(subscription, lane: lane)
        case .definePipeline(let name, let pipeline):
            var publisher = try pipelines.publisher(pipeline)
            let swift = declare(name.name)
            let declaration = "let \(swift) = \(publisher.code)"
            publisher.code = swift
            pipelines.names[name.name] = .publisher(publisher)
            pipelines.subjects.remove(name.name)  // Issue 20: a name defined again is no longer a subject
            pipelines.currentValues[name.name] = nil
            return [declaration]
        case .send(let subject, let values, _):
            var lines: [String] = []
            for value in values {
                let written = try pipelines.expression(value.value)
                lines += try at(value.time, now: now, ["\(try subjectName(subject)).send(\(written.code))"])
            }
            return lines
        case .complete(let subject, let time):
            return try at(time, now: now, ["\(try subjectName(subject)).send(completion: .finished)"])
        case .fail(let subject, let message, let time):
            let written = try pipelines.expression(message)
            guard written.type == .string else { throw .noCombineCounterpart("a failure message that is not text") }
            return try at(time, now: now, ["\(try subjectName(subject)).send(completion: .failure(MarbleError(\(written.code))))"])
        case .at(let time, let inner):
            if !Self.declaredNames(inner).isEmpty {
                throw .notTranslated("at … declaring a name (a Swift name must be declared before the closure)")
            }
            let saved = pipelines.now
            pipelines.now = time.milliseconds
            pipelines.insideAt = true
            defer {
                pipelines.now = saved
                pipelines.insideAt = false
            }
            let body = try self.statement(inner, lane: lane, now: time.milliseconds)
            return ["m.schedule(at: .milliseconds(\(time.milliseconds))) {"] + body.map { "    " + $0 } + ["}"]
        case .cancel(let name, let time):
            switch pipelines.names[name.name] {
            case .subscription?:
                return ["// (the expectation's subscribedAt marbles cancel it: `!`)"]
            case .connection(let swift)?:
                return try at(time, now: now, ["\(swift)?.cancel()"])
            default:
                throw .notTranslated("cancel of \(name.name)")
            }
        case .request(let name, let count, let time):
            guard case .subscription(let swift?)? = pipelines.names[name.name] else {
                throw .notTranslated("request of \(name.name), a sink made inside an at closure")
            }
            let demand = count.map { ".max(\($0.value))" } ?? ".unlimited"
            return try at(time, now: now, ["\(swift).request(\(demand))"])
        case .connect(let name, let connectionName, let time):
            guard case .publisher(let publisher)? = pipelines.names[name.name], publisher.isConnectable else {
                throw .notTranslated("connect of \(name.name)")
            }
            let swift = declare(connectionName?.name ?? "connection")
            if let connectionName { pipelines.names[connectionName.name] = .connection(swift) }
            preamble.append("var \(swift): (any Cancellable)?")
            kept.append(swift)
            return try at(time, now: now, ["\(swift) = \(publisher.code).connect()"])
        case .setProperty(let path, let value, let time) where pipelines.subjects.contains(path.object.name):  // Issue 20
            let written = try pipelines.expression(value)
            return try at(time, now: now, ["\(try subjectName(path.object)).value = \(written.code)"])
        case .declareObject, .declarePublished, .setProperty, .release:
            throw .noMarbleTestingCounterpart(SwiftExportSkip.objectLifetimes)
        case .async(let asyncStatement):
            switch asyncStatement {
            case .declareStream: throw .asyncSequence("stream")
            case .declareChannel: throw .asyncSequence("channel")
            case .declareUnfoldingStream: throw .asyncSequence("stream")  // Issue 20
            case .yield: throw .asyncSequence("yield")
            case .finish: throw .asyncSequence("finish")
            }
        case .task(let task):
            throw .noMarbleTestingCounterpart(SwiftExportSkip.swiftConcurrency("task \(task.name.name)"))
        case .didSet(let path, _):
            throw .noMarbleTestingCounterpart(SwiftExportSkip.swiftConcurrency("didSet \(path.text)"))
        // Milestone 5:
        case .observation(.declareObservable(let path, _)):
            throw .noMarbleTestingCounterpart(SwiftExportSkip.swiftConcurrency("observable \(path.text)"))
        case .observation(.track):
            throw .noMarbleTestingCounterpart(SwiftExportSkip.swiftConcurrency("track"))
        case .function(let function):
            throw .noMarbleTestingCounterpart(SwiftExportSkip.swiftConcurrency("func \(function.name.name)"))
        case .actor(let actor):  // Milestone 3
            throw .noMarbleTestingCounterpart(SwiftExportSkip.swiftConcurrency("actor \(actor.name.name)"))
        case .post(let name, _):  // Issue 20
            throw .notTranslated("post \(name.name) (NotificationCenter's publisher and post are not exported yet)")
        default:
            // A statement kind added to the language after the exporter: never guessed.
            throw .notTranslated("the statement '\(statement.text)'")
        }
    }

    static func movesTheClock(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .advance, .advanceTo, .run: true
        default: false
        }
    }

    /// `lines` now, or in a closure the scheduler runs at `time`.
    private func at(_ time: DurationLiteral?, now: Int, _ lines: [String]) throws(SwiftExportSkip) -> [String] {
        guard let time, time.milliseconds > now else { return lines }
        if lines.count == 1 { return ["m.schedule(at: .milliseconds(\(time.milliseconds))) { \(lines[0]) }"] }
        return ["m.schedule(at: .milliseconds(\(time.milliseconds))) {"] + lines.map { "    " + $0 } + ["}"]
    }

    private func subjectName(_ subject: Identifier) throws(SwiftExportSkip) -> String {
        guard let swift = identifiers.current[subject.name] else { throw .notTranslated("the subject \(subject.name)") }
        return swift
    }

    /// A Swift name for a session name: keywords get a suffix, a redefinition or a name
    /// already taken a number (see `SwiftIdentifiers`).
    package mutating func declare(_ name: String) -> String {
        identifiers.declare(name)
    }

    static func declaredNames(_ statement: Statement) -> [String] {
        StatementCompiler.declaredNames(statement)
    }
}
