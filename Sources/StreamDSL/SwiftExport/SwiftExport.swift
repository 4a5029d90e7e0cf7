import StreamCore

/// The Combine code of a session: one Swift Testing test that rebuilds every pipeline with
/// real Combine operators on MarbleTesting's scheduler and asserts each sink's lane with the
/// marbles StreamLab recorded. Run on OpenCombine (or Combine), it re-derives the diagram.
public enum SwiftExport {
    /// A session to export: its inputs (statements and `:set` lines), as typed.
    public struct Scenario: Sendable {
        /// The test's name, a Swift identifier (`debounceWaitsForSilence`).
        public var name: String
        public var inputs: [String]
        public init(name: String, inputs: [String]) {
            self.name = name
            self.inputs = inputs
        }
    }

    /// The `@Test` function for `scenario`, or why it cannot be exported faithfully.
    ///
    /// With `onOpenCombine`, a scenario that meets a difference between OpenCombine and
    /// Apple's Combine is skipped (the generated target runs on OpenCombine); otherwise the
    /// difference is a comment in the test.
    public static func test(_ scenario: Scenario, settings: SessionSettings = SessionSettings(),
                            onOpenCombine: Bool = false) -> Result<String, SwiftExportSkip> {
        do throws(SwiftExportSkip) {
            let replay = try ScenarioReplay(inputs: scenario.inputs, settings: settings)
            if let message = replay.runtimeError {
                throw .noCombineCounterpart("a stream that StreamLab fails where Swift stops or refuses the program (\(message))")
            }
            var writer = SwiftStatementWriter(replay: replay, frame: frame(of: replay))
            let body = try writer.write()
            if onOpenCombine, let caveat = writer.pipelines.openCombineCaveats.first { throw .openCombineDiffers(caveat) }
            let frameLine = "let m = MarbleScheduler(frame: .milliseconds(\(writer.pipelines.frame)))"
            let usesStart = body.contains { $0.contains("start.distance") }
            let lines = [frameLine] + (usesStart ? ["let start = m.scheduler.now"] : []) + body
            let indented = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { "    " + $0 }
            return .success("@Test func \(scenario.name)() {\n" + indented.joined(separator: "\n") + "\n}\n")
        } catch {
            return .failure(error)
        }
    }

    /// A self-contained test file: the imports, the `fail` helper when a test uses it, and the tests.
    public static func file(_ tests: [String], header: String) -> String {
        var out = header.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        out += "\n// m.advance(to:) runs the clock to the time of the next statement, as the session did."
        out += "\nimport MarbleTesting\nimport OpenCombineShim\nimport Testing\n"
        if tests.contains(where: { $0.contains("fail(") }) {
            out += "\n/// The language's `fail(message)` in a try operator: throws a `MarbleError`.\n"
            out += "private func fail<T>(_ message: String) throws -> T { throw MarbleError(message) }\n"
        }
        for test in tests { out += "\n" + test }
        return out
    }

    /// The greatest common divisor of every time in the scenario (100ms when all are 0).
    static func frame(of replay: ScenarioReplay) -> Int {
        var times: [Int] = [replay.endTime]
        let sourceFrame = replay.session.settings.frame
        for step in replay.steps {
            times.append(step.time)
            times += SwiftExportScan(sourceFrame: sourceFrame).times(in: step.statement)
        }
        for lane in replay.session.lanes { times += lane.records.map(\.time) }
        let divisor = times.reduce(0) { gcd($0, abs($1)) }
        return divisor == 0 ? 100 : divisor
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}

/// The times written in a statement (marble sources' frames included).
struct SwiftExportScan {
    /// The frame of marble sources that do not give one.
    let sourceFrame: Int

    func times(in statement: Statement) -> [Int] {
        switch statement.kind {
        case .declareSubject(_, let subscription), .declareCurrent(_, _, let subscription):
            return subscription.map { times(in: $0.pipeline) } ?? []
        case .subscribe(let subscription): return times(in: subscription.pipeline)
        case .definePipeline(_, let pipeline): return times(in: pipeline)
        case .send(_, let values): return values.compactMap { $0.time?.milliseconds }
        case .complete(_, let time), .fail(_, _, let time), .cancel(_, let time), .request(_, _, let time),
             .connect(_, _, let time):
            return time.map { [$0.milliseconds] } ?? []
        case .at(let time, let inner): return [time.milliseconds] + times(in: inner)
        case .advance(let by): return [by.milliseconds]
        case .advanceTo(let to): return [to.milliseconds]
        case .run(let until): return until.map { [$0.milliseconds] } ?? []
        }
    }

    func times(in pipeline: Pipeline) -> [Int] {
        var found = times(in: pipeline.source)
        for stage in pipeline.operators {
            for argument in stage.arguments {
                switch argument {
                case .pipeline(let inner): found += times(in: inner)
                case .publishers(let sources): found += sources.flatMap(times(in:))
                case .duration(let duration): found.append(duration.milliseconds)
                default: break
                }
            }
        }
        return found
    }

    func times(in source: PipelineSource) -> [Int] {
        switch source.kind {
        case .cold(_, let frame), .hot(_, let frame): return [frame?.milliseconds ?? sourceFrame]
        case .deferred(let inner), .parenthesized(let inner): return times(in: inner)
        case .timer(let interval): return [interval.milliseconds]
        case .future(_, let after, _): return [after.milliseconds]
        default: return []
        }
    }
}
