import StreamLanguage
import StreamCore
@testable import StreamDSL
import Testing

/// A session's recording, built without a session: lanes, notes and printed lines in one budget.
@Suite struct SessionRecordingTests {
    @Test func aLaneIsShownOnceRegisteredAndOnlyOnce() {
        let recording = SessionRecording()
        let clock = VirtualClock()
        let lane = recording.makeLane(name: "a", role: .source, clock: clock)
        #expect(recording.lanes.isEmpty)
        recording.register(lane)
        recording.register(lane)
        #expect(recording.lanes.map(\.name) == ["a"])
    }

    @Test func theTraceMergesTheLanesInTheOrderEventsHappened() {
        let recording = SessionRecording()
        let clock = VirtualClock()
        let a = recording.makeLane(name: "a", role: .source, clock: clock)
        let b = recording.makeLane(name: "b", role: .subscription, clock: clock)
        recording.register(a)
        recording.register(b)
        _ = b.recorder.record(.value(.int(1)))
        _ = a.recorder.record(.value(.int(2)))
        _ = b.recorder.record(.finished)
        #expect(recording.trace.map(\.lane.name) == ["b", "a", "b"])
        #expect(recording.trace.count == 3)
    }

    @Test func linesAndNotesSpendTheBudgetAndStopWhenItIsUsedUp() {
        let recording = SessionRecording(limit: 200)
        recording.emit("first")
        recording.addNote("a note", lane: nil, at: 100)
        #expect(recording.budget.used > 0)
        #expect(recording.notes.map(\.text) == ["a note"])
        #expect(recording.notes.first?.time == 100)
        recording.emit(String(repeating: "x", count: 500))
        #expect(recording.isFull)
        recording.emit("after")
        #expect(recording.takeOutput() == ["first"])
        #expect(recording.takeOutput().isEmpty)
    }

    @Test func printedControlCharactersAreEscaped() {
        let recording = SessionRecording()
        recording.emit("bell \u{7}")
        #expect(recording.takeOutput() == ["bell \\u{7}"])
    }

    @Test func rollingBackForgetsLaterLanesAndNotesAndRemoveAllRefillsTheBudget() {
        let recording = SessionRecording()
        let clock = VirtualClock()
        recording.register(recording.makeLane(name: "kept", role: .source, clock: clock))
        recording.addNote("kept", lane: nil, at: 0)
        recording.laneNames.beginStatement()
        recording.register(recording.makeLane(name: "undone", role: .source, clock: clock))
        recording.addNote("undone", lane: nil, at: 0)
        recording.rollBack(laneCount: 1, noteCount: 1)
        #expect(recording.lanes.map(\.name) == ["kept"])
        #expect(recording.notes.map(\.text) == ["kept"])
        recording.removeAll()
        #expect(recording.lanes.isEmpty && recording.notes.isEmpty && recording.budget.used == 0)
    }
}
