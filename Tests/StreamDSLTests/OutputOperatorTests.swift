@testable import StreamDSL
import Testing

/// `output at N` and `output in A...B` (Combine's output(at:) and output(in:)): indices from
/// 0, the finish with the last index; bad indices are located errors that change nothing.
@Suite struct OutputOperatorTests {
    @Test func theRangeCountsFromZeroAndFinishesWithItsLastIndex() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | output in 1...2 | sink as middle")
        lab.accept("a | output at 0 | sink as first")
        lab.accept("a | output at 5 | sink as late")
        lab.accept("send a 7 @0ms, 8 @100ms, 9 @200ms, 10 @300ms; complete a @400ms")
        lab.accept("run")
        #expect(lab.events("middle") == ["^@0", "8@100", "9@200", "|@200"])
        #expect(lab.events("first") == ["^@0", "7@0", "|@0"])
        // The upstream ends before index 5: nothing, then its finish.
        #expect(lab.events("late") == ["^@0", "|@400"])
    }

    @Test(arguments: [
        ("a | output at -1 | sink", "error: output needs indices of 0 or more", "1:15"),
        ("a | output in 3...1 | sink", "error: output in needs A...B with A at most B", "1:15"),
        ("a | output in 0...-2 | sink", "error: output needs indices of 0 or more", "1:19"),
        ("a | output at x | sink", "error: output needs a whole-number index", "1:15"),
    ])
    func badIndicesAreLocatedErrors(input: String, headline: String, location: String) {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject(input)
        #expect(errorHeadlines(errors) == [headline])
        #expect(diagnosticLocations(errors) == [location])
        #expect(lab.session.recording.lanes.map(\.name) == ["a"])
    }

    @Test func anotherFormIsAParseError() {
        let lab = Playground()
        lab.accept("subject a")
        #expect(errorHeadlines(lab.reject("a | output 2 | sink")).count == 1)
        #expect(errorHeadlines(lab.reject("a | output in 1..<3 | sink")).count == 1)
        #expect(lab.session.recording.lanes.map(\.name) == ["a"])
    }
}
