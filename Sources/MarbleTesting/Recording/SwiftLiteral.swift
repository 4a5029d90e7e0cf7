/// Swift source text for marbles: what a failure prints to paste back, and what recording
/// writes into the test.
enum SwiftLiteral {
    /// `"-a-b|"`, with `\`, `"` and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `["^-!", "--^-!"]`.
    static func array(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ", ") + "]"
    }
}
