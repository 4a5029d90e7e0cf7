import Testing

/// Issue 10 §1's claims about `AsyncChannel` (swift-async-algorithms 1.1.4): a send returns
/// when a consumer takes its element; `finish()` resumes the sends still waiting and drops
/// their elements. The loop has `work 100ms`; `send c 1, 2, 3` happens at 0.
@Suite struct ChannelOracleTests {
    @Test func eachSendReturnsWhenItsElementIsConsumed() throws {
        let run = try OracleRun("channel-suspended-sends")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 value 2", "200 value 3", "300 finished"])
        let notes = run.notes("c")
        #expect(notes.filter { $0.hasSuffix("made") } == ["0 send 1 made", "0 send 2 made", "0 send 3 made"])
        #expect(notes.filter { $0.hasSuffix("returned") } == ["0 send 1 returned", "100 send 2 returned", "200 send 3 returned"])
    }

    @Test func finishResumesWaitingSendsAndDropsTheirElements() throws {
        let run = try OracleRun("channel-finish-drops-sends")
        #expect(run.status == 0, "\(run.description)")
        #expect(run.lane("out") == ["0 subscribe", "0 value 1", "100 finished"])
        #expect(run.notes("c").filter { $0.hasSuffix("returned") } == ["0 send 1 returned", "50 send 2 returned", "50 send 3 returned"])
    }
}
