@testable import StreamDSL
@testable import SwiftExporter
import Testing

/// Issue 19: `on main|background`, `receive on` and `subscribe on` export to MarbleTesting's
/// `m.main` and `m.background`, and a `sink ui` whose values a scheduler delivers expects them
/// on that scheduler, so the exported test catches a missing `receive(on:)` as StreamLab's
/// warning does. (The exported code runs in ExportedScenariosTests and in MarbleTestingTests'
/// `ExportedSchedulerSessionTests`.)
@Suite struct SwiftExportSchedulerTests {
    static let sends = ["send query 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms, 5 @700ms"]

    static func function(_ inputs: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch SwiftExport.test(SwiftExport.Scenario(name: "t", inputs: inputs)) {
        case .success(let test): return test.source
        case .failure(let skip):
            Issue.record("refused: \(skip)", sourceLocation: sourceLocation)
            return ""
        }
    }

    @Test func aHopBackToMainIsExpectedOnMain() {
        let code = Self.function(["subject query", "query | debounce 300ms on background | receive on main | sink ui as fixed"] + Self.sends)
        #expect(code.contains("""
                let fixed = m.expect(query
                    .debounce(for: .milliseconds(300), scheduler: m.background)
                    .receive(on: m.main), on: m.main)
            """))
        // The worked example's debounce: 3 at 500ms, 5 at 1000ms.
        #expect(code.contains(#"fixed.toBe("-----3----5")"#))
    }

    @Test func aMissingHopIsExpectedOnBackgroundAsStreamLabWarned() {
        let code = Self.function(["subject query", "query | debounce 300ms on background | sink ui as label"] + Self.sends)
        #expect(code.contains(".debounce(for: .milliseconds(300), scheduler: m.background), on: m.background)"))
    }

    @Test func subscribeOnIsTheBackgroundScheduler() {
        let code = Self.function(["subject a", "a | subscribe on background | sink as s", "send a 1"])
        #expect(code.contains(".subscribe(on: m.background))"))
    }

    /// A value the test sends itself arrives on no scheduler: nothing to expect it on.
    @Test func aUISinkWithoutADeliveringSchedulerHasNoOn() {
        let code = Self.function(["subject a", "a | map x + 1 | sink ui as s", "send a 1"])
        #expect(code.contains("let s = m.expect(a\n        .map { x in (x + 1) })"))
        #expect(!code.contains(", on: m."))
    }

    @Test func aTimeOperatorWithoutAQueueRunsOnMain() {
        let code = Self.function(["subject a", "a | delay 100ms | sink ui as s", "send a 1"])
        #expect(code.contains(".delay(for: .milliseconds(100), scheduler: m.main), on: m.main)"))
    }
}
