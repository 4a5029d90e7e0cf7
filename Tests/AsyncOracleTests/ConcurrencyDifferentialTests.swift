import Foundation
import Testing

/// Issue 18 §6's differential half: each scenario of `concurrency.json` whose milestone
/// StreamLab implements is played by StreamLab (`StreamLabRun`) and by the real runtime
/// (`OracleRun`), and every compared lane must agree event by event (time, kind, value or
/// error). Lanes are compared one by one, never their interleaving within an instant.
@Suite struct ConcurrencyDifferentialTests {
    /// The milestones StreamLab implements; a milestone's scenarios are compared once it is
    /// in this set (milestone 1 arrives with tasks, sleep, fetch, cancel, emit, didSet and
    /// sink bodies).
    static let implementedMilestones: Set<Int> = [1, 2, 4, 5,
                                                  3,  // Milestone 3: actors, `func … on main`, `on main`, `work`
                                                  6]  // Milestone 6: `onTermination` and the `future { }` bridge

    /// Scenarios of a milestone not yet on as a whole, compared by name (milestone 6's
    /// `onTermination` came before its `future { }` bridge; the milestone is now on as a whole).
    static let implementedScenarios: Set<String> = [
        "on-termination-reason-finished", "on-termination-reason-cancelled", "on-termination-runs-once",
        "on-termination-at-finish", "on-termination-before-buffered-elements", "on-termination-when-loop-cancelled",
    ]

    static let compared = ConcurrencyTable.table?.scenarios
        .filter { implementedMilestones.contains($0.milestone) || implementedScenarios.contains($0.name) }.map(\.name) ?? []

    @Test func theGateNamesKnownMilestones() throws {
        let table = try #require(ConcurrencyTable.table)
        let milestones = Set(table.scenarios.map(\.milestone))
        #expect(Self.implementedMilestones.isSubset(of: milestones))
        #expect(Self.implementedScenarios.isSubset(of: Set(table.scenarios.map(\.name))))
        #expect(Self.compared.count == table.scenarios.filter {
            Self.implementedMilestones.contains($0.milestone) || Self.implementedScenarios.contains($0.name)
        }.count)
    }

    @Test(.enabled(if: !compared.isEmpty, "no milestone of issue 18 is implemented yet"), arguments: compared)
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
