/// The inputs of an executable-markdown transcript, as far as `:load` needs them (the
/// `Lessons` module owns the format: its parser, `:save` and output escaping).
///
/// Inside a ```` ```streamlab ```` block, `> ` starts an input, `... ` continues it and every
/// other line is recorded output (an output line that would read as an input is written
/// with a `\` in front, so it is skipped here too).
enum TranscriptSteps {
    /// One input of a transcript and the file line it starts on.
    struct Step: Equatable {
        var input: String
        var line: Int
    }

    /// Whether `text` is executable markdown (it has a `streamlab` block) rather than a script.
    static func isTranscript(_ text: String) -> Bool {
        lines(of: text).contains { fenceTag($0) == "streamlab" }
    }

    /// The inputs of every `streamlab` block, in order; recorded output is skipped.
    ///
    /// Each input keeps its columns: the `> ` and `... ` markers become spaces, so a
    /// diagnostic's column is the column in the file.
    static func steps(in text: String) -> [Step] {
        var steps: [Step] = []
        var fence: String?
        var collecting = false
        for (index, line) in lines(of: text).enumerated() {
            if let open = fence {
                if isClosing(line, of: open) {
                    fence = nil
                    collecting = false
                } else if line == ">" || line.hasPrefix("> ") {
                    steps.append(Step(input: "  " + line.dropFirst(2), line: index + 1))
                    collecting = true
                } else if collecting, line == "..." || line.hasPrefix("... "), var last = steps.popLast() {
                    last.input += "\n    " + line.dropFirst(4)
                    steps.append(last)
                } else {
                    collecting = false
                }
            } else if fenceTag(line) == "streamlab" {
                fence = String(line.drop { $0 == " " }.prefix { $0 == "`" || $0 == "~" })
            }
        }
        return steps
    }

    private static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak).map(String.init)
    }

    /// The info word of a fence opening (`streamlab` in ```` ```streamlab ````), "" for a bare
    /// fence, nil when `line` is no fence.
    private static func fenceTag(_ line: some StringProtocol) -> String? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
        let run = rest.prefix { $0 == mark }
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count)
        if mark == "`", info.contains("`") { return nil }
        return info.split(whereSeparator: { $0.isWhitespace }).first.map { String($0) } ?? ""
    }

    private static func isClosing(_ line: String, of fence: String) -> Bool {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3, let mark = fence.first else { return false }
        let rest = line.dropFirst(indent.count)
        let run = rest.prefix { $0 == mark }
        return run.count >= fence.count && rest.dropFirst(run.count).allSatisfy(\.isWhitespace)
    }
}
