import Foundation
import Testing

/// The concurrency oracle on its own (it runs now, before StreamLab has tasks): it plays
/// every scenario of `concurrency.json`, prints well-formed task lanes, and each compared
/// lane shows what the table expects, which was read against the Swift semantics
/// (docs/CONCURRENCY-SEMANTICS.md) rather than copied blind.
@Suite struct ConcurrencyOracleTests {
    static let laneKinds: Set<String> = ["start", "value", "cancelRequested", "finished", "failure"]

    @Test func theTableNamesEveryConcurrencyScenarioOfTheOracle() throws {
        let table = try #require(ConcurrencyTable.table, "concurrency.json is missing or malformed")
        let listed = try OracleRun.concurrencyScenarioNames()
        #expect(listed.run.status == 0, "\(listed.run.description)")
        #expect(table.scenarios.map(\.name) == listed.names)
        #expect(Set(listed.names).count == listed.names.count, "a scenario name is used twice")
        #expect(table.scenarios.allSatisfy { !$0.script.isEmpty && !$0.compare.isEmpty && Set($0.compare) == Set($0.expect.keys) })
    }

    @Test func theCorpusCoversMilestoneOneAndMore() throws {
        let table = try #require(ConcurrencyTable.table)
        #expect(table.scenarios.filter { $0.milestone == 1 }.count >= 25)
        #expect(table.scenarios.count >= 60)
        #expect(table.scenarios.allSatisfy { [1, 2, 3, 4, 5, 6].contains($0.milestone) })
    }

    /// Scripts are never split inside a body (issue 18 §1), and a body has no `@TIME`.
    @Test func everyBodyIsOnOneLineWithoutATime() throws {
        let table = try #require(ConcurrencyTable.table)
        for entry in table.scenarios {
            for line in entry.script {
                var depth = 0
                for character in line {
                    if character == "{" { depth += 1 }
                    if character == "}" { depth -= 1 }
                    #expect(depth >= 0, "\(entry.name): \(line)")
                    #expect(!(depth > 0 && character == "@"), "\(entry.name): @TIME inside a body: \(line)")
                }
                #expect(depth == 0, "\(entry.name): unbalanced braces: \(line)")
            }
        }
    }

    @Test(arguments: ConcurrencyTable.names)
    func theOracleAgreesWithTheTable(name: String) throws {
        let entry = try #require(ConcurrencyTable.entry(name))
        let run = try OracleRun(name)
        if let trap = entry.trap {
            #expect(run.status == nil && run.errors.contains(trap), "\(run.description)")
        } else {
            #expect(run.status == 0, "\(run.description)")
        }
        if let message = entry.stderr {
            #expect(run.errors.contains(message), "\(run.description)")
        }
        #expect(run.seconds < 10, "\(name) took \(run.seconds)s")
        for lane in entry.compare {
            #expect(run.lane(lane) == entry.expect[lane], "lane \(lane) of \(name): the oracle, then the table")
        }
    }

    /// Every line is a lane event of issue 18 §5: one `start`; at most one end, last;
    /// `cancelRequested` at most once; times never go back.
    @Test(arguments: ConcurrencyTable.names)
    func everyLaneIsWellFormed(name: String) throws {
        let run = try OracleRun(name)
        #expect(run.lines.allSatisfy { $0.kind.map(Self.laneKinds.contains) ?? false }, "\(run.description)")
        for lane in Set(run.lines.map(\.lane)) {
            let events = run.lines.filter { $0.lane == lane }
            let kinds = events.compactMap(\.kind)
            #expect(kinds.filter { $0 == "start" }.count == 1, "lane \(lane): \(kinds)")
            #expect(kinds.filter { $0 == "cancelRequested" }.count <= 1, "lane \(lane): \(kinds)")
            let ends = kinds.indices.filter { ["finished", "failure"].contains(kinds[$0]) }
            #expect(ends.count <= 1 && ends.allSatisfy { $0 == kinds.count - 1 }, "lane \(lane): \(kinds)")
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }, "lane \(lane) goes back in time")
            #expect(events.filter { $0.kind == "value" }.allSatisfy { $0.value != nil })
            #expect(events.filter { $0.kind == "failure" }.allSatisfy { $0.error?.isEmpty == false })
        }
    }
}
