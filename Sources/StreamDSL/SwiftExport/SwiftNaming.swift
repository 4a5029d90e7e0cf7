/// Swift names for the session's names.
enum SwiftNaming {
    /// Names the test uses itself, and Swift keywords a session name could be.
    static let reserved: Set<String> = [
        "m", "start", "fail", "connection", "let", "var", "func", "in", "as", "is", "do", "if", "else", "for",
        "while", "return", "true", "false", "nil", "self", "Self", "class", "struct", "enum", "case", "default",
        "switch", "break", "continue", "try", "throw", "import", "init", "where", "guard", "defer", "repeat",
        "static", "super", "extension", "protocol", "operator", "subscript", "typealias", "internal", "private",
        "public", "fileprivate", "inout", "Any", "catch", "throws", "rethrows", "deinit", "associatedtype",
    ]
}
