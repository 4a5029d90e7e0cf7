import Foundation
import Testing

/// `scenarios.json` (the table `AsyncDifferentialTests` compares StreamLab with) and the
/// oracle agree: the same names, every lane to compare is one the oracle prints (a note lane
/// may have no notes: nothing was dropped), and each child run is quick.
@Suite struct ScenarioTableTests {
    struct Table: Decodable {
        struct Entry: Decodable {
            let name: String
            let script: [String]
            let compare: [String]
            let compareNotes: [String]?
            let trap: String?
        }
        let scenarios: [Entry]
    }

    static let table: Table? = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AsyncOracle/scenarios.json")
        return (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(Table.self, from: $0) }
    }()

    @Test func theTableNamesEveryScenarioOfTheOracle() throws {
        let table = try #require(Self.table, "scenarios.json is missing or malformed")
        let (listed, names) = try OracleRun.scenarioNames()
        #expect(listed.status == 0, "\(listed.description)")
        #expect(table.scenarios.map(\.name) == names)
        #expect(table.scenarios.allSatisfy { !$0.script.isEmpty && !$0.compare.isEmpty })
    }

    @Test(arguments: Self.table?.scenarios.map(\.name) ?? [])
    func everyComparedLaneIsPrintedAndTheRunIsQuick(name: String) throws {
        let entry = try #require(Self.table?.scenarios.first { $0.name == name })
        let run = try OracleRun(name)
        if let trap = entry.trap {
            #expect(run.errors.contains(trap), "\(run.description)")
        } else {
            #expect(run.status == 0, "\(run.description)")
        }
        for lane in entry.compare {
            #expect(run.lane(lane).first?.hasSuffix("subscribe") == true, "lane \(lane): \(run.description)")
        }
        // Tens of milliseconds (13–130ms seen on a loaded machine); the bound catches a hang or a runaway, not a busy CI.
        #expect(run.seconds < 10, "\(name) took \(run.seconds)s")
    }

    @Test func anUnknownScenarioIsAUsageError() throws {
        let run = try OracleRun("no-such-scenario")
        #expect(run.status == 2)
        #expect(run.errors.contains("usage: AsyncOracle"))
        #expect(run.lines.isEmpty)
    }
}
