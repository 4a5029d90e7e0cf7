import StreamCore
import StreamDSL
import StreamLanguage

/// Translates pipelines into Combine operator chains: sources here, each operator by its
/// descriptor's `swift` translation (`OperatorDescriptor.swift`).
package final class SwiftPipelineWriter: SwiftOperatorWriter {
    /// What a name of the session is in the exported code.
    package enum Name {
        case publisher(SwiftPublisher)
        /// A sink: the expectation's Swift name, or nil when it lives in an `at` closure.
        case subscription(String?)
        /// `connect m as c`: a `var` holding the connection.
        case connection(String)
    }

    package var names: [String: Name] = [:]
    /// The names of the session that are subjects (a hook's `send` needs one).
    package var subjects: Set<String> = []
    /// Issue 20: each CurrentValueSubject's Swift constant and output type, for `c.value`
    /// in expressions (`c.value` in Swift too).
    package var currentValues: [String: (swift: String, type: SwiftType)] = [:]
    /// The marble frame of the test, in ms.
    package let frame: Int
    /// The frame of marble sources without `frame`: the session's `:set frame` when the statement being written ran.
    var sourceFrame: Int
    /// The virtual time of the statement being written (hot sources start then).
    package var now = 0
    /// Whether the statement is written inside an `at` closure (its names stay there).
    var insideAt = false
    /// The type of `x` inside braces (`flatMap { just x }`), nil at the top level.
    private(set) var outerValue: SwiftType?
    /// Notes for the reader, written as comments above the statement.
    package var comments: [String] = []
    /// Why the test runs only on Apple's Combine: operators OpenCombine 0.14 lacks, places
    /// where it behaves otherwise (see `SwiftExportedTest`), each once.
    private(set) var appleOnlyReasons: [SwiftExportSkip] = []

    /// Notes that the code needs Apple's Combine (`reason` is `operatorMissingInOpenCombine`
    /// or `openCombineDiffers`): the test is made "Apple only".
    package func appleOnly(_ reason: SwiftExportSkip) {
        if !appleOnlyReasons.contains(reason) { appleOnlyReasons.append(reason) }
    }

    init(frame: Int, sourceFrame: Int) {
        self.frame = frame
        self.sourceFrame = sourceFrame
    }

    // MARK: Pipelines

    package func publisher(_ pipeline: Pipeline, hint: SwiftType? = nil) throws(SwiftExportSkip) -> SwiftPublisher {
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
    package func inner(_ pipeline: Pipeline, x value: SwiftType?, hint: SwiftType? = nil) throws(SwiftExportSkip) -> SwiftPublisher {
        let saved = outerValue
        outerValue = value
        defer { outerValue = saved }
        return try publisher(pipeline, hint: hint).inMilliseconds
    }

    // MARK: Closures

    /// A value expression in a closure over `x` (and `acc`, `prev` when given).
    package func expression(_ expr: Expr?, x: SwiftType?, acc: SwiftType?,
                    prev: SwiftType?) throws(SwiftExportSkip) -> SwiftExpressionWriter.Written {
        guard let expr else { throw .notTranslated("an operator without its expression") }
        var writer = SwiftExpressionWriter()
        if let outerValue { writer.variables["x"] = outerValue }
        if let x { writer.variables["x"] = x }
        if let acc { writer.variables["acc"] = acc }
        if let prev { writer.variables["prev"] = prev }
        for (name, current) in currentValues {  // Issue 20
            writer.variables[name + ".value"] = current.type
            writer.spellings[name + ".value"] = current.swift + ".value"
        }
        return try writer.write(expr)
    }

    // Issue 20:
    package func subject(_ name: Identifier) throws(SwiftExportSkip) -> SwiftPublisher {
        guard subjects.contains(name.name), case .publisher(let publisher)? = names[name.name] else {
            throw .notTranslated("a send to \(name.name), which is not a subject")
        }
        return publisher
    }
}
