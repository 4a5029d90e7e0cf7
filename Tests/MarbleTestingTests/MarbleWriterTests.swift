import Marbles
@testable import MarbleTesting
import Testing

@Suite struct MarbleWriterTests {
    /// Written marbles read back as the same events.
    @Test(arguments: [
        "-a-b|", "-(ab)-[sw]-#[boom]", "a 2s b|", "-- 50ms a", "--#", "(a|)", "[1]2-3|", "-a 5s [12]",
    ])
    func writtenMarblesReadBack(_ marbles: String) throws {
        let events = try MarbleParser.parse(marbles, frame: 100).events
        let written = MarbleWriter(frame: 100).write(events)
        #expect(written.isExact)
        #expect(try MarbleParser.parse(written.marbles, frame: 100).events == events)
    }

    @Test func longSilenceIsATimeProgression() {
        let written = MarbleWriter(frame: 100).write([.value("a", at: 0), .value("b", at: 6000)])
        #expect(written.marbles == "a 5.9s b")
    }

    @Test func eventsCloserThanAFrameAreGroupedAndSaidToBeInexact() {
        let written = MarbleWriter(frame: 100).write([.value("a", at: 0), .value("b", at: 50)])
        #expect(written.marbles == "(ab)")
        #expect(!written.isExact)
    }

    @Test func subscriptionMarbles() {
        let writer = MarbleWriter(frame: 100)
        #expect(writer.write([.subscribe(at: 200), .cancel(at: 500)]).marbles == "--^--!")
        #expect(writer.write([.subscribe(at: 100), .cancel(at: 100)]).marbles == "-(^!)")
    }
}
