import Foundation
@testable import StreamDSL
import Testing

/// Issue 20's catalogue check: every operator of Combine's `Publisher` API, of AsyncAlgorithms
/// 1.1 and of the standard library's `AsyncSequence` (the committed lists in
/// `Tests/Fixtures/catalogue/`, so no network is needed) has a row in `CatalogueRow.all`, and
/// every row has a spelling that runs or a reason.
@Suite struct CatalogueTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/catalogue")

    /// The base names a committed list holds (comments and blank lines left out).
    static func names(_ file: String) throws -> [String] {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// True when some row of `library` names `name` as a whole word (`throttle` in
    /// `_throttle(…) and throttle(for:clock:reducing:)`, not in `_throttle` alone).
    static func covered(_ name: String, in library: CatalogueRow.Library) -> Bool {
        let pattern = #"(^|[^A-Za-z_.])\#(NSRegularExpression.escapedPattern(for: name))($|[^A-Za-z_])"#
        return CatalogueRow.all.contains { $0.library == library && $0.api.range(of: pattern, options: .regularExpression) != nil }
    }

    @Test(arguments: [
        ("opencombine-0.14-publisher-api.txt", CatalogueRow.Library.combine),
        ("asyncalgorithms-1.1-api.txt", .asyncAlgorithms),
        ("swift-asyncsequence-api.txt", .standardLibrary),
    ])
    func everyOperatorOfTheLibraryHasARow(file: String, library: CatalogueRow.Library) throws {
        let names = try Self.names(file)
        #expect(names.count > 10, "\(file) looks empty")
        for name in names {
            #expect(Self.covered(name, in: library), "\(library.rawValue)'s \(name) has no catalogue row")
        }
    }

    @Test func theMatcherNeedsAWholeWord() {
        #expect(Self.covered("throttle", in: .asyncAlgorithms))
        #expect(!Self.covered("thrott", in: .asyncAlgorithms))
        #expect(!Self.covered("debounce", in: .standardLibrary))
    }

    @Test func everyRowHasASpellingOrAReason() {
        for row in CatalogueRow.all {
            switch row.status {
            case .spelled(let text), .planned(let text):
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(row.api) has an empty spelling")
            case .partly(let text, let missing):
                #expect(!text.isEmpty && !missing.isEmpty, "\(row.api) says neither its spelling nor what is missing")
            case .notModelled(let reason):
                #expect(reason.count > 20, "\(row.api) is not modelled without a reason")
            }
        }
    }

    @Test func atMostTenRowsAreNotModelled() {
        #expect(NotModelledOperators.all.count <= 10)
        #expect(NotModelledOperators.all.allSatisfy { if case .notModelled = $0.status { true } else { false } })
    }

    @Test func noOperatorHasTwoRows() {
        let keys = CatalogueRow.all.map { "\($0.library.rawValue) \($0.api)" }
        #expect(Set(keys).count == keys.count)
    }

    /// Each spelling runs after the prelude, in a fresh session, without an error (so it
    /// parses, compiles and runs), and then `run` is clean too.
    @Test(arguments: CatalogueRow.all.compactMap(\.spelling))
    func everySpellingRuns(spelling: String) {
        let lab = Playground()
        for line in CatalogueRow.prelude { lab.accept(line) }
        lab.accept(spelling)
        lab.accept("send a 1 @100ms, 2 @150ms; yield s 1 @100ms; complete a @200ms; finish s @200ms")
        lab.accept("run")
    }

    /// Issue 20's acceptance: every modelled row of AsyncAlgorithms and the standard library
    /// names the async-oracle scenarios (`oracle: NAME, …`) that check it against the real
    /// library, and each named scenario exists.
    @Test func everyAsyncRowNamesItsOracleScenarios() throws {
        let oracle = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AsyncOracle")
        var scenarios: Set<String> = []
        for file in ["scenarios.json", "concurrency.json"] {
            let data = try Data(contentsOf: oracle.appendingPathComponent(file))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let list = try #require(json["scenarios"] as? [[String: Any]])
            scenarios.formUnion(list.compactMap { $0["name"] as? String })
        }
        let rows = CatalogueRow.all.filter { ($0.library == .asyncAlgorithms || $0.library == .standardLibrary) && $0.spelling != nil }
        #expect(rows.count > 30)
        for row in rows {
            guard let start = row.api.range(of: "oracle: ") else {
                Issue.record("\(row.api) names no oracle scenario")
                continue
            }
            let rest = row.api[start.upperBound...]
            let names = rest.prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(!names.isEmpty, "\(row.api)")
            for name in names { #expect(scenarios.contains(name), "\(row.api) names '\(name)', which no oracle scenario is") }
        }
    }
}
