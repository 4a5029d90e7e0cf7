import Foundation
import MarbleTesting
import OpenCombineShim
import SafeFiles
import Testing

/// What a failing test prints. The goldens in `Goldens/` were reviewed by eye; set
/// `MARBLETESTING_GOLDEN_UPDATE=1` to rewrite them after a deliberate change, and review the diff.
@Suite struct FailureMessageTests {
    @Test func aWrongTimelineDrawsBothLanesOnOneRuler() throws {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            let typed = m.hot("-a-b----c|", values: ["a": "s", "b": "sw", "c": "swift"])
            let shown = typed.debounce(for: .milliseconds(200), scheduler: m.scheduler)
            m.expect(shown).toBe("------b--|", values: ["b": "sw"])
            m.run()
        }
        #expect(issues.count == 1)
        try expectGolden(issues.joined(separator: "\n---\n"), named: "timeline-mismatch.txt")
    }

    @Test func wrongSubscriptionsDrawEachPair() throws {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            let flaky = m.cold("-a#")
            m.expect(flaky.retry(2)).toBe("-a-a-a#")
            m.expectSubscriptions(flaky.subscriptions).toBe(["^-!", "--^-!"])
            m.run()
        }
        #expect(issues.count == 1)
        try expectGolden(issues.joined(separator: "\n---\n"), named: "subscription-mismatch.txt")
    }

    @Test func theActualMarblesPasteBackAndPass() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("-a-(bc)-[sw]-#[boom]").map { $0.uppercased() }).toBe("-a|")
            m.run()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasSuffix(#"actual marbles: "-A-(BC)-[SW]-#[boom]""#) == true)
        let m = MarbleScheduler()
        m.expect(m.cold("-a-(bc)-[sw]-#[boom]").map { $0.uppercased() }).toBe("-A-(BC)-[SW]-#[boom]")
        m.run()
    }

    @Test func anUncheckedExpectationFailsWhenTheSchedulerGoesAway() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            m.expect(m.cold("a|")).toBe("a|")
        }
        #expect(issues == [
            "this toBe was never checked: call m.run() after the expectations (the MarbleScheduler went away first)",
        ])
    }

    @Test func anExpectationWithoutToBeFailsAtRun() {
        let issues = recordedIssues {
            let m = MarbleScheduler()
            _ = m.expect(m.cold("a|"))
            m.run()
        }
        #expect(issues == ["expect(…) has no toBe(…): say what it should do, or remove it"])
    }

    private func expectGolden(_ text: String, named name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(name).path
        if ProcessInfo.processInfo.environment["MARBLETESTING_GOLDEN_UPDATE"] == "1" {
            try SafeFile.write(Array((text + "\n").utf8), to: path)
        }
        let golden = String(decoding: try SafeFile.read(path), as: UTF8.self)
        #expect(text + "\n" == golden)
    }
}
