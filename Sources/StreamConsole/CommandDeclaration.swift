import StreamDSL
import StreamLanguage

/// What a `:command` accepts, declared once, as swift-argument-parser declares a command:
/// its name and aliases, its positional arguments (each of a kind), its options and a
/// summary. The usage line, the arity errors, Tab completion and the `:help` entry are all
/// read from it, so they cannot disagree.
///
/// Arguments come in this order: required ones, then optional ones (given all together or
/// not at all, shown as one `[A B]`), or else one `rest` argument that takes every remaining
/// word (at least one). Options (`--svg-width PX`) take one value each, anywhere after the
/// command's name.
public struct CommandDeclaration {
    public var name: String
    public var aliases: [String]
    public var arguments: [CommandArgument]
    public var options: [CommandOption]
    public var summary: String
    /// Said after the usage in a usage error (`:show`'s examples of a window).
    public var usageNote: String?

    public init(_ name: String, aliases: [String] = [], arguments: [CommandArgument] = [],
                options: [CommandOption] = [], summary: String, usageNote: String? = nil) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.options = options
        self.summary = summary
        self.usageNote = usageNote
    }

    /// Whether `word` (typed after the colon) calls this command.
    public func isCalled(_ word: String) -> Bool { word == name || aliases.contains(word) }

    /// `:export svg FILE [--svg-width PX]`: the usage line of `:help` and of usage errors.
    public var usage: String { usage(given: []) }

    /// The usage line, showing the form the words `given` chose: a setting named there
    /// stands in for KEY and its value's form for VALUE (`:set width COLUMNS`).
    func usage(given: [String]) -> String {
        var parts = [":" + name]
        let shown = arguments.indices.map { index in
            arguments[index].kind.usageWord?(given, index) ?? arguments[index].placeholder
        }
        let chosen = arguments.indices.contains { arguments[$0].kind.usageWord?(given, $0) != nil }
        var optional: [String] = []
        for (argument, word) in zip(arguments, shown) {
            if argument.presence == .optional, !chosen { optional.append(word) } else { parts.append(word) }
        }
        if !optional.isEmpty { parts.append("[" + optional.joined(separator: " ") + "]") }
        parts += options.map { "[\($0.name) \($0.placeholder)]" }
        return parts.joined(separator: " ")
    }

    /// The error for words this command cannot take.
    func usageError(given: [String] = [], detail: String? = nil) -> ConsoleReply {
        var text = usage(given: given)
        if let usageNote { text += ", " + usageNote }
        if let detail { text += " (\(detail))" }
        return .failure(DiagnosticMessages.usage(text))
    }

    /// The words after the command's name, checked against the declaration: each word of a
    /// kind that can refuse it (an unknown setting), then the count, then option values.
    func parse(_ words: [String]) -> CommandParse {
        var positional: [String] = []
        var values: [String: String] = [:]
        var index = 0
        while index < words.count {
            if let option = options.first(where: { $0.name == words[index] }) {
                guard index + 1 < words.count else { return .refused(usageError(given: positional)) }
                values[option.name] = words[index + 1]
                index += 2
            } else {
                positional.append(words[index])
                index += 1
            }
        }
        for (index, word) in positional.enumerated() where index < arguments.count {
            if let refusal = arguments[index].kind.refuse?(word) { return .refused(refusal) }
        }
        guard accepts(count: positional.count) else { return .refused(usageError(given: positional)) }
        for option in options {
            if let range = option.range, let value = values[option.name], !(Int(value).map(range.contains) ?? false) {
                return .refused(usageError(detail: "\(option.placeholder) from \(range.lowerBound) to \(range.upperBound)"))
            }
        }
        return .accepted(CommandArguments(words: positional, options: values))
    }

    /// Whether `count` positional words fit: the required ones, plus all the optional ones or
    /// none, or at least one word for a `rest` argument.
    func accepts(count: Int) -> Bool {
        let required = arguments.count { $0.presence == .required }
        if arguments.contains(where: { $0.presence == .rest }) { return count > required }
        let optional = arguments.count { $0.presence == .optional }
        return count == required || count == required + optional
    }

    /// The argument a word at `position` (from 0) would be, for Tab.
    func argument(at position: Int) -> CommandArgument? {
        if arguments.indices.contains(position) { return arguments[position] }
        return arguments.last.flatMap { $0.presence == .rest ? $0 : nil }
    }
}

/// One positional argument: the placeholder the usage shows (`FILE`) and what kind of word
/// it is.
public struct CommandArgument {
    public enum Presence: Sendable { case required, optional, rest }

    public var placeholder: String
    public var kind: ArgumentKind
    public var presence: Presence

    public init(_ placeholder: String, _ kind: ArgumentKind, _ presence: Presence = .required) {
        self.placeholder = placeholder
        self.kind = kind
        self.presence = presence
    }

    public static func optional(_ placeholder: String, _ kind: ArgumentKind) -> CommandArgument {
        CommandArgument(placeholder, kind, .optional)
    }

    /// Every remaining word, joined by spaces (`:predict NAME MARBLES`).
    public static func rest(_ placeholder: String, _ kind: ArgumentKind) -> CommandArgument {
        CommandArgument(placeholder, kind, .rest)
    }
}

/// `--svg-width PX`: an option with one value, optionally a whole number within `range`.
public struct CommandOption {
    public var name: String
    public var placeholder: String
    public var range: ClosedRange<Int>?

    public init(_ name: String, _ placeholder: String, range: ClosedRange<Int>? = nil) {
        self.name = name
        self.placeholder = placeholder
        self.range = range
    }
}

/// The words a command was given, checked: its positional arguments in order (a `rest`
/// argument's words each on their own) and the values of its options.
public struct CommandArguments: RandomAccessCollection {
    public let words: [String]
    public let options: [String: String]

    public init(words: [String], options: [String: String] = [:]) {
        self.words = words
        self.options = options
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { words.count }
    public subscript(position: Int) -> String { words[position] }

    /// The value given to `option` (`"--svg-width"`), if it was given.
    public func option(_ name: String) -> String? { options[name] }
}

/// The words of a command checked: accepted, or refused with the reply that says why.
enum CommandParse {
    case accepted(CommandArguments)
    case refused(ConsoleReply)
}
