/// The one way user text enters generated Swift source: as a string literal, as a comment,
/// or as an identifier. The Swift exporter (`:swift`, `export swift`, `--scenarios`) and
/// MarbleTesting's recording both write through it, so text a learner typed (a value with a
/// line break, a name that is a Swift keyword, a file name with a carriage return) is data in
/// the generated file and never becomes code.
public enum SwiftSourceText {
    /// `text` as a Swift string literal: `"a\"b\n"`. Quotes and backslashes are escaped, and so
    /// is every character Swift or a terminal could read as something other than text: line
    /// breaks, control characters, format characters (bidirectional overrides among them) and
    /// line or paragraph separators, each as `\u{…}` (or its short escape).
    public static func stringLiteral(_ text: String) -> String {
        "\"" + escaped(text, quote: true) + "\""
    }

    /// `["^-!", "--^-!"]`.
    public static func arrayLiteral(_ texts: [String]) -> String {
        "[" + texts.map(stringLiteral).joined(separator: ", ") + "]"
    }

    /// `text` as `//` comment lines, one per line of `text`: a line break in `text` starts a new
    /// comment line, so nothing after it can become code, and any other invisible character is
    /// written as an escape.
    public static func commentLines(_ text: String, indent: String = "") -> [String] {
        lines(of: text).map { line in
            line.isEmpty ? indent + "//" : indent + "// " + escaped(String(line), quote: false)
        }
    }

    /// `text` on one comment line (without the `//`): line breaks are written as `\n`, so the
    /// text can follow other words on a line that is already a comment.
    public static func inlineComment(_ text: String) -> String {
        escaped(text, quote: false)
    }

    /// A Swift identifier for a name from a session: the name itself when Swift reads it as a
    /// plain identifier, otherwise a spelling made only of ASCII letters, digits and `_`
    /// (other characters as `_uXXXX`), with `_` added to Swift's keywords and to names that
    /// begin with a capital letter (so no name shadows a type or module the test uses).
    /// Callers keep the results unique (see `SwiftIdentifiers`).
    public static func identifier(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "_": out.unicodeScalars.append(scalar)
            case "0"..."9": if out.isEmpty { out += "_" }; out.unicodeScalars.append(scalar)
            default: out += "_u" + String(scalar.value, radix: 16, uppercase: true)
            }
        }
        if out.isEmpty { return "_empty" }
        if out == "_" { return "__" }
        if keywords.contains(out) || out.first?.isUppercase == true { out += "_" }
        if out.utf8.count > maximumIdentifierLength { out = String(out.prefix(maximumIdentifierLength)) }
        return out
    }

    /// Long enough for any name a person types, short enough for a file name built from it.
    public static let maximumIdentifierLength = 120

    /// Swift's keywords and the contextual words that cannot safely name a constant in a test
    /// body (`await`, `willSet`, `didSet`, `precedencegroup`, …).
    public static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "actor", "macro", "isolated", "sending",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while", "then", "discard",
        // Expressions and types.
        "Any", "as", "await", "async", "catch", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "some", "any", "each", "consume", "copy", "Type", "Protocol",
        // Contextual words of declarations.
        "willSet", "didSet", "get", "set", "unowned", "weak", "lazy", "mutating", "nonmutating", "optional",
        "required", "override", "convenience", "dynamic", "final", "indirect", "infix", "prefix", "postfix",
        "left", "right", "none", "associativity", "_",
    ]

    // MARK: Escaping

    private static func escaped(_ text: String, quote: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += quote ? "\\\\" : "\\"
            case "\"": out += quote ? "\\\"" : "\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += quote ? "\\t" : " "
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Control (C0, DEL, C1), format (bidirectional controls, zero-width characters), line and
    /// paragraph separators, and private-use or unassigned scalars.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return false
        }
    }

    /// The lines of `text`, split at `\n`, `\r\n` and `\r`.
    private static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
