/// `for await NAME in SEQ { STEPS }`: the step form of `for try await x in seq` (issue 18 §3).
/// SEQ is any async sequence the language has (`a | values …`, `stream s`, `channel c`, their
/// chains) or a task group's name; which one is decided when the body is checked.
public struct ForAwaitStep: Sendable, Hashable {
    /// The loop's local: each element in turn.
    public var variable: Identifier
    public var sequence: Pipeline
    public var body: Body
    public init(variable: Identifier, sequence: Pipeline, body: Body) {
        self.variable = variable
        self.sequence = sequence
        self.body = body
    }
}

extension Parser {
    /// `for await NAME in SEQ { STEPS }`; the current token is `for`.
    func parseForAwaitStep() throws(ParseAbort) -> ForAwaitStep {
        advance()
        guard consume(word: "await") != nil else {
            try fail(DiagnosticMessages.expectedToken("await", found: foundDescription()),
                     label: DiagnosticMessages.labelForAwaitStep)
        }
        let variable = try parseName()
        guard consume(word: "in") != nil else {
            try fail(DiagnosticMessages.expectedToken("in", found: foundDescription()),
                     label: DiagnosticMessages.labelForAwaitStep)
        }
        // The sequence's last stage ends at the body's `{`.
        let saved = braceEndsStage
        braceEndsStage = true
        let parsed: ParsedPipeline
        do {
            parsed = try parsePipeline()
        } catch {
            braceEndsStage = saved
            throw error
        }
        braceEndsStage = saved
        if let sink = parsed.sink {
            try fail(DiagnosticMessages.sinkInInnerPipeline, label: DiagnosticMessages.fixRemoveSink, at: sink.range)
        }
        return ForAwaitStep(variable: variable, sequence: parsed.pipeline, body: try parseBody())
    }
}
