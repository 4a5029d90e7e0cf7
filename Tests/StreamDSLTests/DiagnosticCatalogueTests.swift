import Foundation
@testable import StreamDSL
import StreamLanguage
import Testing

/// One catalogue, unique ids: every message's id comes from its own `DiagnosticID` case, and
/// each case is used by exactly one message, all of them in the catalogue files.
@Suite struct DiagnosticCatalogueTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every `DiagnosticMessage(.kind, …)` / `.init(.kind, …)` in Sources, as (file, kind).
    static func messageDefinitions() throws -> [(file: String, kind: String)] {
        let pattern = try NSRegularExpression(pattern: #"(?:DiagnosticMessage|\.init)\(\s*\.([a-zA-Z]+),\s*text:"#)
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                found.append((file.lastPathComponent, String(text[range])))
            }
        }
        return found
    }

    @Test func everyIDIsUsedByExactlyOneMessage() throws {
        let definitions = try Self.messageDefinitions()
        let kinds = definitions.map(\.kind)
        for id in DiagnosticID.allCases {
            #expect(kinds.count { $0 == id.rawValue } == 1, "\(id.rawValue) is used by \(kinds.count { $0 == id.rawValue }) messages")
        }
        #expect(definitions.count == DiagnosticID.allCases.count)
    }

    @Test func messagesAreDefinedOnlyInTheCatalogue() throws {
        let places = Set(try Self.messageDefinitions().map(\.file))
        #expect(places.isSubset(of: ["DiagnosticMessages.swift", "CommandMessages.swift"]), "\(places)")
    }

    @Test func idsAreKebabCaseNamesOfTheirCases() {
        let names = DiagnosticID.allCases.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(DiagnosticID.unknownOperator.name == "unknown-operator")
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber } })
    }
}
