import Foundation
import Testing

/// Issue 10 §4's differential half: every scenario of `scenarios.json` is played twice, by
/// StreamLab (`StreamLabRun`) and by the real libraries (`OracleRun`, a child process), and
/// the listed lanes must agree event by event (time, kind, value), the listed note lanes note
/// by note, and a trapping scenario must trap in both with the same message.
///
/// Lanes are compared one by one, never the interleaving of two lanes within one instant
/// (the oracle's README: `share`'s per-instant order of consumers is the hash seed's).
@Suite struct AsyncDifferentialTests {
    typealias Entry = ScenarioTableTests.Table.Entry

    @Test func everyScenarioIsCompared() throws {
        let table = try #require(ScenarioTableTests.table, "scenarios.json is missing or malformed")
        #expect(Self.names.count == table.scenarios.count)
        #expect(Self.names.count == 85)  // issue 20: + std-flatMap, -sequential, aa-flatMapLatest-slow-loop, -timer, -burst, -fail-waiting, -fail-busy, -cancel, -lesson, -inner-first; + aa-reductions-inclusive, aa-interspersed-every, std-unfolding, -slow-consumer, -cancel; + aa-async, aa-async-range-map; + std-min, std-max-by, std-reduce, -throwing, -cancelled, std-contains-early, std-first-where-values, -none, std-allSatisfy; + aa-share-unbounded, -newest, -oldest, -bounded, aa-mapError, -slow-loop, aa-removeDuplicates-throwing; lessons 15-16: + values-two-loops, aa-badge-combineLatest, aa-debounce-removeDuplicates
    }

    static let names = ScenarioTableTests.table?.scenarios.map(\.name) ?? []

    @Test(arguments: Self.names)
    func streamLabAgreesWithTheRealLibraries(name: String) throws {
        let entry = try #require(ScenarioTableTests.table?.scenarios.first { $0.name == name })
        let oracle = try OracleRun(name)
        let lab = try StreamLabRun(script: entry.script)

        if let trap = entry.trap {
            #expect(oracle.errors.contains(trap), "oracle: \(oracle.description)")
            // The trapping statement reports the trap; every later one is refused.
            #expect(lab.errors.first?.contains("error: trap: " + trap) == true, "StreamLab errors: \(lab.errors)")
            #expect(lab.errors.dropFirst().allSatisfy { $0.contains("error: the program has stopped") },
                    "StreamLab errors: \(lab.errors)")
        } else {
            #expect(oracle.status == 0, "oracle: \(oracle.description)")
            #expect(lab.errors.isEmpty, "StreamLab errors: \(lab.errors)")
        }
        for lane in entry.compare {
            #expect(lab.lanes[lane] == oracle.lane(lane), "lane \(lane) of \(name): StreamLab, then the oracle")
        }
        for lane in entry.compareNotes ?? [] {
            #expect((lab.notes[lane] ?? []) == oracle.notes(lane), "notes of \(lane) in \(name): StreamLab, then the oracle")
        }
    }

    @Test func notesAreTranslatedToTheOraclesTexts() {
        #expect(StreamLabRun.oracleNotes(time: 0, text: "dropped 2 (buffering oldest 1)").map(\.text) == ["dropped 2"])
        let send = StreamLabRun.oracleNotes(time: 100, text: "send 1 (made at 0ms) returned: a loop took it")
        #expect(send.map(\.time) == [0, 100])
        #expect(send.map(\.text) == ["send 1 made", "send 1 returned"])
        let atOnce = StreamLabRun.oracleNotes(time: 50, text: "send 4 returned at once: a loop was waiting")
        #expect(atOnce.map(\.time) == [50, 50])
        #expect(atOnce.map(\.text) == ["send 4 made", "send 4 returned"])
        #expect(StreamLabRun.oracleNotes(time: 2000, text: "send 2 (made at 1.5s) returned: a loop took it").map(\.time) == [1500, 2000])
    }
}
