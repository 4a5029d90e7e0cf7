@testable import StreamDSL
import Testing

/// The note for a statement that used up its clock actions states the limit, and does not
/// guess a culprit it cannot know.
@Suite struct ActionLimitNoteTests {
    @Test func aFastTimerStopsWithATrueNote() {
        let lab = Playground()
        lab.session.settings.maxActions = 1_000
        lab.accept("timer 1ms | autoconnect | sink as t")
        let output = lab.accept("run").output
        #expect(output == "note: stopped at 1s after 1000 clock actions, the most one statement may run "
            + "(a very fast timer, or a source that never ends?)\n")
        #expect(!output.contains("0ms timer"))
    }
}
