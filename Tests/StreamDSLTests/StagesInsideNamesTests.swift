@testable import StreamDSL
import Testing

/// `:set stages on` draws lanes for the stages written in a subscription; a named pipeline's
/// own stages were built when it was defined, so they get none, and a note says so once.
@Suite struct StagesInsideNamesTests {
    @Test func aNamedPipelineWithStagesIsNotedOnce() {
        let lab = Playground()
        lab.accept(":set stages on")
        lab.accept("subject a")
        lab.accept("q = a | map x * 2")
        let first = lab.accept("q | filter x > 2 | sink as s")
        #expect(first.output == "note: the stages inside q get no lanes, only those written after it; "
            + "to see them, write its stages out in the subscription\n")
        #expect(lab.session.recording.lanes.map(\.name).contains("  | filter x > 2"))
        #expect(!lab.session.recording.lanes.map(\.name).contains("  | map x * 2"))
        #expect(!lab.accept("q | sink as t").output.contains("note"))
    }

    @Test func noNoteWhenStagesAreOffOrTheNameHasNone() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("q = a | map x * 2")
        #expect(!lab.accept("q | sink as s").output.contains("note"))
        lab.accept(":set stages on")
        #expect(!lab.accept("a | map x + 1 | sink as t").output.contains("note"))
        lab.accept("r = timer 1s")
        #expect(!lab.accept("r | autoconnect | sink as u").output.contains("note"))
        #expect(lab.accept("q | sink as v").output.contains("note: the stages inside q get no lanes"))
    }
}
