import Foundation
import Testing

/// Issue 18 §6's differential half: every scenario of `concurrency.json` is played by
/// StreamLab (`StreamLabRun`) and by the real runtime (`OracleRun`), and every compared lane
/// must agree event by event (time, kind, value or error). Lanes are compared one by one,
/// never their interleaving within an instant.
@Suite struct ConcurrencyDifferentialTests {
    static let compared = ConcurrencyTable.table?.scenarios.map(\.name) ?? []

    /// Issue 18's acceptance: a corpus of at least 60 scenarios, covering its six milestones
    /// (tasks; async let and groups; actors; continuations; Observation; the bridges).
    @Test func theCorpusCoversEveryMilestone() throws {
        let table = try #require(ConcurrencyTable.table)
        #expect(table.scenarios.count >= 60)
        #expect(Set(table.scenarios.map(\.milestone)) == Set(1...6))
    }

    @Test(.enabled(if: !compared.isEmpty, "concurrency.json could not be read"), arguments: compared)
    func streamLabAgreesWithTheRealRuntime(name: String) throws {
        let entry = try #require(ConcurrencyTable.entry(name))
        let oracle = try OracleRun(name)
        let lab = try StreamLabRun(script: entry.script)
        if let trap = entry.trap {
            #expect(oracle.errors.contains(trap), "oracle: \(oracle.description)")
            #expect(lab.errors.first?.contains("error: trap: ") == true, "StreamLab errors: \(lab.errors)")
        } else {
            #expect(oracle.status == 0, "oracle: \(oracle.description)")
            #expect(lab.errors.isEmpty, "StreamLab errors: \(lab.errors)")
        }
        if let message = entry.stderr {
            // The runtime's message on standard error is a note in StreamLab (a leaked continuation).
            #expect(oracle.errors.contains(message), "oracle: \(oracle.description)")
            #expect(lab.notes.values.joined().contains { $0.contains(message) }, "StreamLab notes: \(lab.notes)")
        }
        for lane in entry.compare {
            #expect(lab.lanes[lane] == oracle.lane(lane), "lane \(lane) of \(name): StreamLab, then the oracle")
        }
    }
}
