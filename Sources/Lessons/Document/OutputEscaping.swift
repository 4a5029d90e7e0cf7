import StreamConsole
import StreamDSL

/// How an expected-output line that would read as something else is written in a block.
///
/// Inside an executable block, `> ` starts an input, `... ` continues one and a fence closes
/// the block. An output line that begins like one of those (or with `\`) is written with a
/// `\` in front, which the parser removes: `\> not an input`. Every other line is written
/// as it is, so escaping is rare and a recorded transcript reads like a terminal.
enum OutputEscaping {
    static func escape(_ line: String) -> String {
        needsEscape(line) ? "\\" + line : line
    }

    static func unescape(_ line: String) -> String {
        line.hasPrefix("\\") ? String(line.dropFirst()) : line
    }

    static func needsEscape(_ line: String) -> Bool {
        if line.hasPrefix("\\") { return true }
        if StepSyntax.input(line) != nil || StepSyntax.continuation(line) != nil { return true }
        return Fence.opening(line) != nil
    }
}

/// The two prefixes of step syntax.
enum StepSyntax {
    /// The input text of `> text` (or "" for a lone `>`), or `nil` when `line` is no input.
    static func input(_ line: String) -> String? {
        if line == ">" { return "" }
        return line.hasPrefix("> ") ? String(line.dropFirst(2)) : nil
    }

    /// The text of `... text` (or "" for a lone `...`), or `nil`.
    static func continuation(_ line: String) -> String? {
        if line == "..." { return "" }
        return line.hasPrefix("... ") ? String(line.dropFirst(4)) : nil
    }

    /// The commands that touch files, which no transcript or lesson may run: a transcript
    /// replayed by `:load` or `streamlab test` must not read or write anywhere. They are the
    /// ones marked so (`MetaCommand.writesFiles`, `readsFiles`), the rule the console applies.
    static let fileCommands: Set<String> = MetaCommand.namesTouchingFiles(among: TranscriptCommands.all)

    /// The name of the file command `input` runs (`:save x.md` gives "save"), if any.
    static func fileCommand(_ input: String) -> String? {
        guard let name = ConsoleInput.commandName(of: input) else { return nil }
        return fileCommands.contains(name) ? name : nil
    }
}

/// A CommonMark code fence: up to three spaces, then three or more backticks or tildes.
struct Fence: Equatable {
    var character: Character
    var length: Int
    /// The info string's first word (`streamlab` in ```` ```streamlab title ````).
    var tag: String

    var text: String { String(repeating: character, count: length) }

    /// The fence `line` opens, if it is one.
    static func opening(_ line: String) -> Fence? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let run = rest.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count)
        // A backtick fence's info string may not contain a backtick (CommonMark).
        if first == "`", info.contains("`") { return nil }
        let tag = info.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        return Fence(character: first, length: run.count, tag: tag)
    }

    /// Whether `line` closes a block opened by this fence.
    func isClosed(by line: String) -> Bool {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return false }
        let rest = line.dropFirst(indent.count)
        let run = rest.prefix { $0 == character }
        return run.count >= length && rest.dropFirst(run.count).allSatisfy(\.isWhitespace)
    }
}
