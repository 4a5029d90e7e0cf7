import Foundation
@testable import StreamDSL
import Testing

/// Issue 20: the random differential test (StreamCoreTests' `RandomPipelineDifferentialTests`)
/// cannot see the language's registry, so this table says, for every Combine operator of the
/// registry, which `RandomOperator` cases draw it, or why none does. An operator added to the
/// registry without a row fails here; a row naming a case that `RandomOperator.random` no
/// longer returns fails too.
@Suite struct RandomDifferentialCoverageTests {
    enum Coverage {
        /// The `RandomOperator` cases that draw it.
        case drawn([String])
        /// Why no case does.
        case notDrawn(String)
    }

    /// Not drawn since before issue 20; each has fixed scenarios of its own in
    /// Tests/StreamCoreTests (Differential/ and Queues/).
    static let ownSuite = "not in the random vocabulary; compared in its own differential suite"

    static let table: [String: Coverage] = [
        "map": .drawn(["map"]), "compactMap": .drawn(["compactMap"]), "scan": .drawn(["scan"]),
        "filter": .drawn(["filter"]), "removeDuplicates": .drawn(["removeDuplicates", "removeDuplicatesNear"]),
        "first": .drawn(["first", "firstWhere"]), "last": .drawn(["last"]),
        // prefix(n) is excluded (RandomExclusions: OpenCombine finishes it late).
        "prefix": .drawn(["prefixWhile", "prefixUntilB"]),
        "output": .drawn(["outputFrom"]), "dropFirst": .drawn(["dropFirst"]), "drop": .drawn(["dropWhile", "dropUntilB"]),
        "reduce": .drawn(["reduce"]), "collect": .drawn(["collectSum"]), "count": .drawn(["count"]),
        "min": .drawn(["min", "minBy"]), "max": .drawn(["max", "maxBy"]), "contains": .drawn(["containsWhere"]),
        "allSatisfy": .drawn(["allSatisfy"]), "ignoreOutput": .drawn(["ignoreOutput"]),
        "tryCompactMap": .drawn(["tryCompactMap"]), "tryRemoveDuplicates": .drawn(["tryRemoveDuplicates"]),
        "tryFirst": .drawn(["tryFirstWhere"]), "tryLast": .drawn(["tryLastWhere"]), "tryPrefix": .drawn(["tryPrefixWhile"]),
        "tryDrop": .drawn(["tryDropWhile"]), "tryReduce": .drawn(["tryReduce"]), "tryMin": .drawn(["tryMinBy"]),
        "tryMax": .drawn(["tryMaxBy"]), "tryContains": .drawn(["tryContains"]), "tryAllSatisfy": .drawn(["tryAllSatisfy"]),
        "debounce": .drawn(["debounce"]), "throttle": .drawn(["throttle"]), "delay": .drawn(["delay"]),
        "timeout": .drawn(["timeout"]), "measureInterval": .drawn(["measureInterval"]),
        "flatMap": .drawn(["flatMap"]), "switchToLatest": .drawn(["switchToLatest"]),
        "multicast": .drawn(["multicastB", "multicastCurrent"]), "autoconnect": .drawn(["multicastB", "multicastCurrent"]),
        "catch": .drawn(["catchJust"]), "retry": .drawn(["retry"]), "mapError": .drawn(["mapError"]),
        "replaceError": .drawn(["replaceError"]), "replaceEmpty": .drawn(["replaceEmpty"]),
        "setFailureType": .drawn(["assertNoFailure"]), "assertNoFailure": .drawn(["assertNoFailure"]),
        "prepend": .drawn(["prepend", "prependJust"]), "append": .drawn(["append", "appendJust"]),
        "buffer": .drawn(["buffer"]), "handleEvents": .drawn(["handleEvents"]),
        "ignoringDemand": .drawn(["ignoringDemand"]), "sendingAfterCompletion": .drawn(["sendingAfterCompletion"]),
        "merge": .notDrawn("OpenCombine 0.14 has no merge (Apple only)"),
        "combineLatest": .notDrawn("OpenCombine 0.14 has no combineLatest (Apple only)"),
        "mergeMany": .notDrawn("OpenCombine 0.14 has no Publishers.MergeMany (Apple only)"),
        "tryMap": .notDrawn(ownSuite), "tryScan": .notDrawn(ownSuite), "tryFilter": .notDrawn(ownSuite),
        "tryCatch": .notDrawn(ownSuite), "replaceNil": .notDrawn(ownSuite), "zip": .notDrawn(ownSuite),
        "share": .notDrawn(ownSuite), "makeConnectable": .notDrawn(ownSuite), "receive": .notDrawn(ownSuite),
        "subscribe": .notDrawn(ownSuite),
        "print": .notDrawn("writes to standard output; what it passes on is a probe's, which every stage lane uses"),
        "eraseToAnyPublisher": .notDrawn("every OpenCombine pipeline of the test is already an AnyPublisher"),
    ]

    static let vocabulary = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StreamCoreTests/RandomDifferential/RandomOperator.swift")

    @Test func everyCombineOperatorHasARow() {
        let names = Set(OperatorRegistry.publisherOperators.map(\.name))
        let missing = names.subtracting(Self.table.keys).sorted()
        let stale = Set(Self.table.keys).subtracting(names).sorted()
        #expect(missing.isEmpty, "operators with no row (draw them in RandomOperator, or say why not): \(missing)")
        #expect(stale.isEmpty, "rows for no operator: \(stale)")
    }

    /// Each case a row names is one that `RandomOperator.random(using:)` returns.
    @Test func everyDrawnCaseIsInTheVocabulary() throws {
        let source = try String(contentsOf: Self.vocabulary, encoding: .utf8)
        let body = source.components(separatedBy: "static func random(using").last ?? ""
        for (name, coverage) in Self.table {
            guard case .drawn(let cases) = coverage else { continue }
            for drawn in cases {
                #expect(body.contains("return .\(drawn)"), "\(name): RandomOperator.random never returns .\(drawn)")
            }
        }
    }
}
