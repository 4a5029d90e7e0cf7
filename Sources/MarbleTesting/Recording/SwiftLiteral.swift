import SwiftSourceText

/// Swift source text for marbles: what a failure prints to paste back, and what recording
/// writes into the test. The escaping is the exporter's (`SwiftSourceText`), so `:swift` and
/// recording write the same text the same way.
enum SwiftLiteral {
    /// `"-a-b|"`, with `\`, `"` and invisible characters escaped.
    static func string(_ text: String) -> String {
        SwiftSourceText.stringLiteral(text)
    }

    /// `["^-!", "--^-!"]`.
    static func array(_ texts: [String]) -> String {
        SwiftSourceText.arrayLiteral(texts)
    }
}
