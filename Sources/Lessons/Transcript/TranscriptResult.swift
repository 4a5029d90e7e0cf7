import Marbles
import TerminalText
/// The outcome of running a document's steps: which outputs matched, and a readable diff.
public struct TranscriptResult: Sendable {
    /// One step with what it actually printed.
    public struct StepResult: Sendable, Hashable {
        /// The step as written in the document.
        public var step: ExecutableDocument.Step
        /// The actual output as compared: trailing whitespace of each line and trailing
        /// blank lines removed.
        public var actual: [String]

        /// The expected output as compared (trimmed the same way).
        public var expected: [String] { TranscriptResult.normalized(step.expected) }
        /// Whether the output matched.
        public var passed: Bool { expected == actual }
    }

    /// The document's name, as in its diff header.
    public var fileName: String
    /// Every step of the document, in file order.
    public var steps: [StepResult]

    /// Pairs each step of `document` with the text it printed (`actualOutputs[i]` for the
    /// i-th step of `document.steps`; a missing output counts as nothing printed).
    init(document: ExecutableDocument, actualOutputs: [String]) {
        fileName = document.fileName
        steps = document.steps.enumerated().map { index, step in
            let output = index < actualOutputs.count ? actualOutputs[index] : ""
            return StepResult(step: step, actual: Self.normalized(Self.outputLines(output)))
        }
    }

    /// Whether every step matched.
    public var passed: Bool { steps.allSatisfy(\.passed) }
    /// The steps whose output differed.
    public var failedSteps: [StepResult] { steps.filter { !$0.passed } }

    /// `basics.md: 12 steps passed` or `basics.md: 2 of 12 steps differ`.
    public var summary: String {
        let noun = steps.count == 1 ? "step" : "steps"
        if passed { return "\(fileName): \(steps.count) \(noun) passed" }
        return "\(fileName): \(failedSteps.count) of \(steps.count) \(noun) differ"
    }

    /// A unified diff of every differing step, or "" when all passed:
    ///
    ///     --- expected basics.md
    ///     +++ actual
    ///     @@ line 12 @@ > send a 2
    ///      a   --1--
    ///     -b   --2--
    ///     +b   --3--
    ///
    /// A hunk names the file line of its first expected line (where its lines would go
    /// when it only adds) and, after `@@`, the input that printed it.
    public var diff: String {
        let failures = failedSteps
        guard !failures.isEmpty else { return "" }
        // A document's lines go to a terminal: control characters in them are shown escaped.
        var out = "--- expected \(TerminalText.escaped(fileName))\n+++ actual\n"
        for result in failures {
            let diff = LineDiff(expected: result.expected, actual: result.actual)
            for hunk in diff.hunks() {
                let line = result.step.expectedLines.lowerBound + hunk.expectedStart
                out += "@@ line \(line) @@ \(TerminalText.escaped(Self.inputSummary(result.step.input)))\n"
                out += hunk.lines.map { TerminalText.escaped($0.unified) + "\n" }.joined()
            }
        }
        return out
    }

    /// Lines of printed text: "a\nb\n" is two lines.
    static func outputLines(_ output: String) -> [String] {
        output.isEmpty ? [] : ExecutableDocument.splitLines(output).lines
    }

    /// How lines are compared: trailing whitespace of each line and trailing blank lines
    /// do not count.
    static func normalized(_ lines: [String]) -> [String] {
        var result = lines.map { $0.trimmingTrailingWhitespace() }
        while result.last?.isEmpty == true { result.removeLast() }
        return result
    }

    /// `> input` for a hunk header; a multi-line input shows its first line and `...`.
    static func inputSummary(_ input: String) -> String {
        let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
        let first = "> " + (lines.first.map(String.init) ?? "")
        return lines.count > 1 ? first + " ..." : first
    }
}
