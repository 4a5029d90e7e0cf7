/// Writes the elements of a standalone SVG 1.1 document, one per line, with every
/// attribute value and text escaped, so no value, lane name or error message can break
/// the XML or inject markup.
///
/// ```
/// var svg = SVGWriter(width: 120, height: 40)
/// svg.element("circle", ["cx": "20", "cy": "20", "r": "10", "fill": "#5b9bd5"])
/// svg.text("a < b", x: 40, y: 24, ["font-size": "13"])
/// svg.document()
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="120" height="40" viewBox="0 0 120 40" …>
/// // <circle cx="20" cy="20" r="10" fill="#5b9bd5"/>
/// // <text x="40" y="24" font-size="13">a &lt; b</text>
/// // </svg>
/// ```
struct SVGWriter {
    var width: Int
    var height: Int
    /// Attributes of the root element inherited by every element (fonts).
    var rootAttributes: KeyValuePairs<String, String> = [:]
    private var body: [String] = []

    init(width: Int, height: Int, rootAttributes: KeyValuePairs<String, String> = [:]) {
        self.width = width
        self.height = height
        self.rootAttributes = rootAttributes
    }

    /// An empty element: `<name a="1" b="2"/>`, attributes in the order given.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        body.append("<\(name)\(Self.attributeText(attributes))/>")
    }

    /// A `<text>` element at (`x`, `y`).
    mutating func text(_ content: String, x: Int, y: Int, _ attributes: KeyValuePairs<String, String> = [:]) {
        body.append("<text x=\"\(x)\" y=\"\(y)\"\(Self.attributeText(attributes))>\(Self.escaped(content))</text>")
    }

    /// The whole document, ending with "\n".
    func document(title: String) -> String {
        let root = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\"\(Self.attributeText(rootAttributes))>"
        let lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", root, "<title>\(Self.escaped(title))</title>"]
            + body + ["</svg>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func attributeText(_ attributes: KeyValuePairs<String, String>) -> String {
        attributes.map { " \($0.key)=\"\(escaped($0.value))\"" }.joined()
    }

    /// `text` safe inside an element or a double- or single-quoted attribute: the five XML
    /// specials as entities, and characters XML 1.0 forbids (controls, U+FFFE, U+FFFF)
    /// written out as `\u{…}`.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                if isAllowedInXML(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                }
            }
        }
        return result
    }

    /// XML 1.0's `Char` production, less tab, newline and carriage return, which an
    /// attribute would turn into spaces: a diagram's texts are single lines.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
