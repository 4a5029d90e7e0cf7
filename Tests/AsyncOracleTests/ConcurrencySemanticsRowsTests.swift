import Foundation
import Testing

/// docs/CONCURRENCY-SEMANTICS.md maps every row of issue 18's sections 2 to 4 to the oracle
/// scenarios that check it: at least two each, every one a scenario of the corpus and compared
/// with the real runtime in `make test`. A row the oracle cannot show (one thread runs
/// everything under `withMainSerialExecutor`) says **model** and is explained under "Model
/// rules, not verified by the oracle". A row whose construct is **not built yet** names the
/// scenarios the oracle already plays for it; they are compared once it is built.
@Suite struct ConcurrencySemanticsRowsTests {
    struct Row {
        let text: String
        let scenarios: [String]
        var isModel: Bool { text.contains("**model**") && scenarios.isEmpty }
        var isBuilt: Bool { !text.contains("**not built yet**") }
    }

    static let file = ConcurrencyTable.file.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/CONCURRENCY-SEMANTICS.md")

    /// The table rows of the sections named after §2, §3 and §4, with the names in their last cell.
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var rows: [Row] = []
        var inSection = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inSection = ["§2", "§3", "§4"].contains { line.contains("(issue 18 \($0))") }
                continue
            }
            guard inSection, line.hasPrefix("| "), !line.hasPrefix("|---") else { continue }
            // Cells are split on " | "; `\|` inside code is an escaped bar, not a cell border.
            let cells = line.replacing("\\|", with: "¦").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let last = cells.last, cells.first != "StreamLab", cells.first != "step" else { continue }
            let names = last.matches(of: #/`([a-z0-9-]+)`/#).map { String($0.1) }
            rows.append(Row(text: String(line), scenarios: names))
        }
        return rows
    }

    @Test func everyRowNamesAtLeastTwoScenariosOfTheCorpusOrIsAModelRule() throws {
        let rows = try Self.rows()
        // The three sections have about thirty rows: a reader that found none would pass anything.
        #expect(rows.count >= 25)
        let corpus = Set(ConcurrencyTable.names)
        for row in rows {
            if row.isModel { continue }
            #expect(row.scenarios.count >= 2, "fewer than two scenarios: \(row.text)")
            for name in row.scenarios where !corpus.contains(name) {
                Issue.record("\(name) is no scenario of concurrency.json: \(row.text)")
            }
        }
    }

    @Test func everyScenarioARowNamesIsComparedWithTheRealRuntime() throws {
        let compared = Set(ConcurrencyDifferentialTests.compared)
        for row in try Self.rows() where row.isBuilt {
            for name in row.scenarios where !compared.contains(name) {
                Issue.record("\(name) is not compared with the real runtime yet: \(row.text.prefix(60))…")
            }
        }
    }
}
