import StreamCore
import StreamLanguage

/// Translates pipelines into Combine operator chains: sources here, each operator by its
/// descriptor's `swift` translation (`OperatorDescriptor.swift`).
final class SwiftPipelineWriter {
    /// What a name of the session is in the exported code.
    enum Name {
        case publisher(SwiftPublisher)
        /// A sink: the expectation's Swift name, or nil when it lives in an `at` closure.
        case subscription(String?)
        /// `connect m as c`: a `var` holding the connection.
        case connection(String)
    }

    var names: [String: Name] = [:]
    /// The marble frame of the test, in ms.
    let frame: Int
    /// The frame of marble sources without `frame`: the session's `:set frame` when the statement being written ran.
    var sourceFrame: Int
    /// The virtual time of the statement being written (hot sources start then).
    var now = 0
    /// Whether the statement is written inside an `at` closure (its names stay there).
    var insideAt = false
    /// The type of `x` inside braces (`flatMap { just x }`), nil at the top level.
    private(set) var outerValue: SwiftType?
    /// Notes for the reader, written as comments above the statement.
    var comments: [String] = []
    /// Why the test runs only on Apple's Combine: operators OpenCombine 0.14 lacks, places
    /// where it behaves otherwise (see `SwiftExportedTest`), each once.
    private(set) var appleOnlyReasons: [SwiftExportSkip] = []

    /// Notes that the code needs Apple's Combine (`reason` is `operatorMissingInOpenCombine`
    /// or `openCombineDiffers`): the test is made "Apple only".
    func appleOnly(_ reason: SwiftExportSkip) {
        if !appleOnlyReasons.contains(reason) { appleOnlyReasons.append(reason) }
    }

    /// Notes that OpenCombine differs from Combine here: a comment above the statement, and
    /// the test is "Apple only".
    func openCombineDiffers(_ caveat: String) {
        comments.append("OpenCombine 0.14 differs from Apple's Combine here: " + caveat + ".")
        appleOnly(.openCombineDiffers(caveat))
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
            // `values` and `chunks` have only an async meaning (a publisher refuses them).
            if descriptor.onPublisher != nil {
                throw .asyncSequence(descriptor.name)
            }
            guard let translate = descriptor.swift else { throw .notTranslated("operator \(stage.name.name)") }
            // A contextual word the translation does not know of (a form added later, such
            // as a queue) is refused, never ignored.
            let queueWords = descriptor.queueForm == nil ? [] : Self.queueWords
            for case .word(let word) in stage.arguments where !descriptor.words.contains(word.name) {
                guard queueWords.contains(word.name) else { throw .notTranslated("\(stage.name.name) … \(word.name)") }
                noteQueues()
            }
            let upstream = descriptor.needsConnectable ? result : result.inMilliseconds
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

    /// `on main|background` after a time operator.
    static let queueWords = ["on"] + ExecutionQueue.allCases.map(\.rawValue)

    /// The test scheduler of the operator's queue (`on main|background`, `receive on QUEUE`;
    /// `main` when none is written): `m.main` or `m.background`, which share one clock, as
    /// StreamLab's queues do, so a hop keeps its time and its order (after what is already due).
    func scheduler(_ arguments: OperatorArguments) -> String {
        switch arguments.queue {
        case .main: "m.main"
        case .background: "m.background"
        }
    }

    /// Queues are labels on StreamLab's one clock; in the test they are MarbleTesting's
    /// schedulers of the same names, on one clock too.
    func noteQueues() {
        let note = "main and background are m.main and m.background, test schedulers on one clock "
            + "(in an app: DispatchQueue.main and DispatchQueue.global())."
        if !comments.contains(note) { comments.append(note) }
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
}
