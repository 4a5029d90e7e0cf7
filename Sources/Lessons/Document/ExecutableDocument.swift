/// One executable-markdown file, parsed: markdown prose with fenced blocks, some of which hold
/// session steps (an input after `> `, its expected output below).
///
/// The document keeps every raw line, so errors and diffs name lines and the re-recorder can
/// rewrite expected output while leaving every other byte alone. Line numbers are 1-based.
public struct ExecutableDocument: Sendable {
    /// The name used in messages (`FILE:LINE: error: …`, the diff header).
    public var fileName: String
    /// The raw lines, without their "\n" (a "\r" of a CRLF file stays on the line).
    public var lines: [String]
    /// Whether the text ended with a newline (restored by `text`).
    public var endsWithNewline: Bool
    /// Every fenced block, executable or not, in file order.
    public var blocks: [Block]
    /// ATX headings outside fenced blocks, in file order.
    public var headings: [Heading]
    /// Prose runs and blocks in file order: what a player steps through.
    public var parts: [Part]

    /// The raw text of line `number` (1-based), without its newline.
    public func line(_ number: Int) -> String { lines[number - 1] }

    /// The lines `range` (1-based, half-open), without their newlines.
    public func lines(_ range: Range<Int>) -> ArraySlice<String> {
        lines[(range.lowerBound - 1)..<(range.upperBound - 1)]
    }

    /// The document's text, byte for byte as parsed.
    public var text: String {
        lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    /// Every step of every executable block, in file order.
    public var steps: [Step] { blocks.flatMap(\.steps) }
}

extension ExecutableDocument {
    /// A fenced block: ```` ```TAG ```` … ```` ``` ````.
    public struct Block: Sendable {
        /// What a block is for, from its tag.
        public enum Kind: Hashable, Sendable {
            /// Session steps checked against their expected output (a demo or a transcript).
            case streamlab
            /// An exercise's steps, run before the learner types.
            case setup
            /// An exercise's solution, as steps.
            case solution
            /// An exercise's goal: marble lanes (see `Goal`).
            case goal
            /// Another setup of an exercise, as inputs only (never golden-checked).
            case variant
            /// A wrong answer of an exercise, as inputs only (never golden-checked).
            case wrong
            /// Any other fenced block: shown as prose, never run.
            case other(String)

            init(tag: String) {
                switch tag {
                case "streamlab": self = .streamlab
                case "setup": self = .setup
                case "solution": self = .solution
                case "goal": self = .goal
                case "variant": self = .variant
                case "wrong": self = .wrong
                default: self = .other(tag)
                }
            }

            /// Whether the block holds steps (`> input` and expected output).
            public var isExecutable: Bool {
                switch self {
                case .streamlab, .setup, .solution: true
                case .goal, .variant, .wrong, .other: false
                }
            }
        }

        /// What the block holds.
        public var kind: Kind
        /// The line of the opening fence.
        public var openingLine: Int
        /// The line of the closing fence (one past the last line when unclosed).
        public var closingLine: Int
        /// The steps of an executable block; empty for the others.
        public var steps: [Step]
        /// Index into `headings` of the nearest heading of level 1 or 2 above the block, or
        /// `nil`. Setup and solution blocks run in one fresh session per section.
        public var section: Int?

        /// The lines between the fences (1-based, half-open).
        public var bodyLines: Range<Int> { (openingLine + 1)..<closingLine }
    }

    /// One input and the output it is expected to print.
    public struct Step: Sendable, Hashable {
        /// What is typed: the text after `> `, and after `... ` on continuation lines,
        /// joined with "\n".
        public var input: String
        /// The lines holding the input (its `> ` line and continuations).
        public var inputLines: ClosedRange<Int>
        /// The expected output lines, unescaped (see `OutputEscaping`), trailing blank
        /// lines left out.
        public var expected: [String]
        /// Where `expected` stands in the file; an empty range just after the input when
        /// the step expects no output. Blank lines after it belong to no step.
        public var expectedLines: Range<Int>
    }

    /// `## Title` outside fenced blocks.
    public struct Heading: Sendable, Hashable {
        /// 1 for `#`, 2 for `##`, ….
        public var level: Int
        /// The heading text, without the `#` marks and surrounding spaces.
        public var text: String
        /// The line the heading is on.
        public var line: Int
    }

    /// What a player steps through: prose runs (possibly only blank lines) and blocks.
    public enum Part: Sendable, Hashable {
        /// Lines outside fenced blocks (1-based, half-open, never empty).
        case prose(Range<Int>)
        /// An index into `blocks`.
        case block(Int)
    }
}
