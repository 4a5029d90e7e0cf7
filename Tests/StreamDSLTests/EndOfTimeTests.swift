@testable import StreamDSL
import Testing

/// An event at the end of time (`Int.max` ms, a saturated `debounce`) is drawn, not dropped
/// with a hint to widen the diagram.
@Suite struct EndOfTimeTests {
    @Test func aSaturatedDebounceIsDrawnAtTheEndOfTime() {
        let lab = Playground()
        lab.accept("subject a | debounce 9223372036854775807ms | sink as late")
        lab.accept("send a 1")
        lab.accept("advance 9223372036854775807ms")
        #expect(lab.events("late") == ["^@0", "1@9223372036854775807"])
        let diagram = lab.session.views.diagram(width: 80)
        let lane = diagram.split(separator: "\n").first { $0.hasPrefix("late") }
        #expect(lane?.hasSuffix("1") == true, "\(diagram)")
        #expect(!diagram.contains("use a larger width"), "\(diagram)")
    }
}
