import Foundation
@testable import StreamDSL
import Testing

/// `docs/OPERATORS.md`, the index a newcomer starts from: for every operator of the registry,
/// where its descriptor and engine code are, what it means for Combine and for async
/// sequences, and which transcripts and tests use it; then the operators not modelled. It is
/// generated from the registry and the tree, and this test fails when it is stale
/// (`STREAMLAB_UPDATE=1 swift test --filter OperatorIndexTests` rewrites it).
@Suite struct OperatorIndexTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let indexPath = root.appendingPathComponent("docs/OPERATORS.md").path

    /// Relative path → text of every file under `folder` with the extension.
    static func files(under folder: String, extension ext: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let entries = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return entries.filter { $0.hasSuffix("." + ext) }.sorted().compactMap { entry in
            guard let text = try? String(contentsOf: base.appendingPathComponent(entry), encoding: .utf8) else { return nil }
            return (folder + "/" + entry, text)
        }
    }

    static func declares(_ text: String, anyOf types: [String]) -> Bool {
        types.contains { type in
            text.range(of: #"(class|struct|enum|actor) \#(type)\b"#, options: .regularExpression) != nil
        }
    }

    static func index() -> String {
        let descriptors = files(under: "Sources/StreamDSL", extension: "swift").filter { $0.text.contains("OperatorDescriptor(") }
        let engine = files(under: "Sources/StreamCore", extension: "swift")
        let transcripts = files(under: "transcripts", extension: "md")
        let tests = files(under: "Tests", extension: "swift").filter { !$0.path.hasPrefix("Tests/ExportedScenariosTests") }
        func link(_ path: String) -> String { "[\((path as NSString).lastPathComponent)](../\(path))" }

        var out = """
            # Operators

            Generated from the operator registry (`Sources/StreamDSL/Operators/OperatorRegistry.swift`) and
            the tree by `OperatorIndexTests`; do not edit (`STREAMLAB_UPDATE=1 swift test --filter
            OperatorIndexTests` rewrites it, and the test fails when it is stale).

            Each operator has one descriptor (its spelling, arguments, help, checking and Combine
            translation) and its engine code: a Combine stage, and for async sequences a model.
            "Combine" says whether `:swift` translates it; "async" whether an async sequence has it.

            | operator | descriptor | Combine engine | async model | Combine | async | transcripts | tests |
            |---|---|---|---|---|---|---|---|

            """
        for descriptor in OperatorRegistry.all {
            let name = descriptor.name
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            let descriptorFiles = descriptors.filter { $0.text.contains("name: \"\(name)\"") }.map(\.path)
            let stages = engine.filter { !$0.path.hasPrefix("Sources/StreamCore/Async/")
                && declares($0.text, anyOf: ["\(capitalized)Stage", "\(capitalized)Publisher", "\(capitalized)Subscription", "\(capitalized)StateMachine"]) }
            let models = engine.filter { $0.path.hasPrefix("Sources/StreamCore/Async/") && declares($0.text, anyOf: ["Async\(capitalized)", "Publisher\(capitalized)"]) }
            let pattern = #"\| \#(NSRegularExpression.escapedPattern(for: name))\b"#
            let usedIn = transcripts.filter { $0.text.range(of: pattern, options: .regularExpression) != nil }
            let testedIn = tests.filter { $0.text.range(of: pattern, options: .regularExpression) != nil }
            let columns = [
                "`\(name)`",
                descriptorFiles.map(link).joined(separator: ", "),
                stages.map { link($0.path) }.joined(separator: ", "),
                models.map { link($0.path) }.joined(separator: ", "),
                descriptor.swift == nil ? "no" : "yes",
                descriptor.asyncMeaning == nil ? "no" : "yes",
                usedIn.map { link($0.path) }.joined(separator: ", "),
                "\(testedIn.count) file(s)",
            ]
            out += "| " + columns.joined(separator: " | ") + " |\n"
        }
        out += """

            ## Every library operator

            Every operator of Combine's `Publisher` API (OpenCombine 0.14's, plus Apple's `merge`,
            `combineLatest`, `MergeMany` and `collect` by time), of AsyncAlgorithms 1.1 and of the
            standard library's `AsyncSequence`, with StreamLab's spelling (after the prelude
            `\(CatalogueRow.prelude.joined(separator: "; "))`), or the reason it is not modelled.
            From `Sources/StreamDSL/Operators/Catalogue/` and
            `Sources/StreamDSL/Operators/NotModelledOperators.swift`; `CatalogueTests` runs every
            spelling.

            | library | operator | StreamLab |
            |---|---|---|

            """
        let rows = CatalogueRow.all.sorted { ($0.library.rawValue, $0.api.lowercased()) < ($1.library.rawValue, $1.api.lowercased()) }
        for row in rows {
            let streamLab: String
            switch row.status {
            case .spelled(let spelling): streamLab = "`\(spelling)`"
            case .partly(let spelling, let missing): streamLab = "`\(spelling)` (in part: \(missing))"
            case .planned(let spelling): streamLab = "planned (issue 20): `\(spelling)`"
            case .notModelled(let reason): streamLab = "not modelled: \(reason)"
            }
            out += "| \(row.library.rawValue) | `\(row.api.replacingOccurrences(of: "|", with: "\\|"))` | \(streamLab.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        return out
    }

    @Test func theIndexIsCurrent() throws {
        let generated = Self.index()
        if ProcessInfo.processInfo.environment["STREAMLAB_UPDATE"] == "1" {
            try generated.write(toFile: Self.indexPath, atomically: true, encoding: .utf8)
        }
        let committed = (try? String(contentsOfFile: Self.indexPath, encoding: .utf8)) ?? ""
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        #expect(committed == generated, """
            docs/OPERATORS.md is stale at line \(firstDifference + 1) \
            (STREAMLAB_UPDATE=1 swift test --filter OperatorIndexTests rewrites it)
            """)
    }

    @Test func everyOperatorHasADescriptorFile() {
        let index = Self.index()
        for descriptor in OperatorRegistry.all {
            #expect(index.contains("| `\(descriptor.name)` | ["), "\(descriptor.name) has no descriptor file")
        }
    }
}
