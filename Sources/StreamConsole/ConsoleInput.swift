import StreamDSL

/// What a line typed at the console is: a `:command` or statements. The one place that
/// decides it: a command is a line whose first character after spaces and tabs is `:`; its
/// name and arguments are the words after the colon, separated by blanks.
public enum ConsoleInput: Equatable, Sendable {
    /// `:NAME ARG …` (`: NAME` too); `name` is empty for a bare `:`.
    case command(name: String, arguments: [String])
    /// Anything else: statements for the language (or nothing but blanks).
    case statements

    public init(_ text: some StringProtocol) {
        let trimmed = String(text).drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == ":" else {
            self = .statements
            return
        }
        let words = trimmed.dropFirst().split(whereSeparator: Self.isBlank).map(String.init)
        self = .command(name: words.first ?? "", arguments: Array(words.dropFirst()))
    }

    /// Whether `text` is a `:command` line.
    public static func isCommand(_ text: some StringProtocol) -> Bool {
        if case .command = ConsoleInput(text) { true } else { false }
    }

    /// The command's name (`load` for `:load x.txt`); nil for statements.
    public var commandName: String? {
        if case .command(let name, _) = self { name } else { nil }
    }

    /// The name of the command `text` runs, if it is a command line.
    public static func commandName(of text: some StringProtocol) -> String? {
        ConsoleInput(text).commandName
    }

    /// Spaces, tabs and line breaks separate a command's words.
    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n"
    }
}
