@testable import StreamDSL
@testable import SwiftExporter
import Testing

/// Issue 17 §3 and docs/THROTTLE-SEMANTICS.md: a value delivered while `throttle` subscribes
/// goes out at once, as in Apple's Combine (a completion that follows waits for it).
/// OpenCombine drops it, so its export is "Apple only" with that reason.
@Suite struct ThrottleWhileSubscribingTests {
    @Test func valuesDeliveredWhileSubscribingGoOutAtOnce() {
        let lab = Playground()
        lab.accept("just 7 | throttle 100ms latest | sink as j")
        lab.accept("sequence 1, 2 | throttle 100ms first | sink as first")
        lab.accept("sequence 1, 2 | throttle 100ms latest | sink as latest")
        lab.accept("current c = 5")
        lab.accept("c | throttle 100ms latest | sink as v")
        lab.accept("run")
        #expect(lab.events("j") == ["^@0", "7@0", "|@0"])
        #expect(lab.events("first") == ["^@0", "1@0", "|@0"])
        #expect(lab.events("latest") == ["^@0", "2@0", "|@0"])
        #expect(lab.events("v") == ["^@0", "5@0"])
    }

    @Test func anExportIsAppleOnlyWithTheReason() {
        let result = SwiftExport.test(SwiftExport.Scenario(name: "t", inputs: ["just 7 | throttle 100ms latest | sink as j"]))
        guard case .success(let test) = result else {
            Issue.record("not exported: \(result)")
            return
        }
        #expect(test.appleOnly.map(\.description)
                == ["OpenCombine differs from Combine: throttle sends a value delivered while it subscribes; OpenCombine drops it"])
        // A subject's later values are no divergence: that test runs on OpenCombine too.
        let subject = SwiftExport.test(SwiftExport.Scenario(
            name: "t", inputs: ["subject a", "a | throttle 100ms latest | sink as t", "send a 1 @100ms"]))
        guard case .success(let plain) = subject else {
            Issue.record("not exported: \(subject)")
            return
        }
        #expect(!plain.isAppleOnly)
    }
}
