import StreamDSL
import StreamLanguage
import Testing

/// Source text with position markers `1️⃣`…`9️⃣`, as in swift-syntax's parser tests: the
/// markers are removed and their locations recorded, so tests never hand-count columns.
struct MarkedSource {
    static let markerNames: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers.
    let text: String
    /// Where each marker stood in `text`.
    let markers: [Character: StreamLanguage.SourceLocation]

    init(_ marked: String) {
        var text = ""
        var markers: [Character: StreamLanguage.SourceLocation] = [:]
        var location = StreamLanguage.SourceLocation.start
        for character in marked {
            if Self.markerNames.contains(character) {
                markers[character] = location
                continue
            }
            text.append(character)
            location.offset += character.utf8.count
            if character == "\n" || character == "\r\n" || character == "\r" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
        }
        self.text = text
        self.markers = markers
    }

    subscript(marker: Character) -> StreamLanguage.SourceLocation {
        guard let location = markers[marker] else {
            Issue.record("no marker \(marker) in \(text)")
            return .start
        }
        return location
    }
}

/// Parses `marked` and checks that a diagnostic `id` starts at marker `1️⃣` (and, when the
/// source has a `2️⃣`, ends there). Returns the diagnostic for further checks.
@discardableResult
func expectDiagnostic(
    _ id: String, in marked: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> (diagnostic: Diagnostic?, source: MarkedSource, result: ParseResult) {
    let source = MarkedSource(marked)
    let result = Parser.parse(source.text)
    let found = result.diagnostics.first { $0.id == id }
    guard let diagnostic = found else {
        Issue.record("no '\(id)' in \(result.diagnostics.map(\.id)) for \(source.text)",
                     sourceLocation: sourceLocation)
        return (nil, source, result)
    }
    #expect(diagnostic.range.start == source["1️⃣"], "start of \(id)", sourceLocation: sourceLocation)
    if source.markers["2️⃣"] != nil {
        #expect(diagnostic.range.end == source["2️⃣"], "end of \(id)", sourceLocation: sourceLocation)
    }
    return (diagnostic, source, result)
}

/// Parses source that must be valid and returns its one statement.
func parseOne(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Statement? {
    let result = Parser.parse(source)
    #expect(result.diagnostics.isEmpty, "\(source): \(result.diagnostics.map(\.message))",
            sourceLocation: sourceLocation)
    #expect(result.statements.count == 1, "\(source)", sourceLocation: sourceLocation)
    return result.statements.first
}

/// The S-expression of the one statement in `source`, or a description of what went wrong.
func dump(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    parseOne(source, sourceLocation: sourceLocation).map(TreeDump.statement) ?? "<no statement>"
}
