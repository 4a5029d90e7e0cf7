import StreamCore
@testable import StreamDSL
import Testing

/// The views of a recording (diagram, SVG, trace, JSON) as pure functions of the recording,
/// the settings and the time: each recording here is made by hand, without a `Session`.
@Suite struct SessionViewsTests {
    /// What `subject a; a | sink as out; send a 1; send a 2 @100ms; complete a @300ms;
    /// advance 300ms` records: `a`'s sends and `out`'s events (requests are not drawn).
    static func recording() -> (recording: SessionRecording, a: Lane, out: Lane) {
        let recording = SessionRecording()
        let clock = VirtualClock()
        let a = recording.makeLane(name: "a", role: .source, clock: clock)
        let out = recording.makeLane(name: "out", role: .subscription, clock: clock)
        recording.register(a)
        recording.register(out)
        _ = out.recorder.record(.subscribe)
        for (time, value) in [(0, 1), (100, 2)] {
            _ = clock.advance(to: time)
            _ = a.recorder.record(.value(.int(value)))
            _ = out.recorder.record(.value(.int(value)))
        }
        _ = clock.advance(to: 300)
        _ = a.recorder.record(.finished)
        _ = out.recorder.record(.finished)
        return (recording, a, out)
    }

    static func views(_ recording: SessionRecording, now: VirtualTime = 300, sources: Bool = true,
                      interrupt: @escaping () -> Bool = { false }) -> SessionViews {
        var settings = SessionSettings()
        settings.showSources = sources
        return SessionViews(recording: recording, settings: settings, now: now, interruptRequested: interrupt)
    }

    @Test func aHandMadeRecordingDrawsAsTheSessionThatRanTheStatementsDraws() {
        let session = Session()
        _ = session.evaluate("subject a\na | sink as out\nsend a 1\nsend a 2 @100ms\ncomplete a @300ms\nadvance 300ms")
        let made = Self.views(Self.recording().recording)
        #expect(session.runtime.clock.now == made.now)
        #expect(made.diagram(width: 60) == session.views.diagram(width: 60))
        #expect(made.diagram(width: 60).contains("out"))
        #expect(made.svgDiagram(pixelWidth: 400) == session.views.svgDiagram(pixelWidth: 400))
    }

    @Test func theSettingsChooseTheLanesAndJSONLeavesOutWhatWasSent() {
        let (recording, _, _) = Self.recording()
        #expect(Self.views(recording).visibleLanes.map(\.name) == ["a", "out"])
        #expect(Self.views(recording, sources: false).visibleLanes.map(\.name) == ["out"])
        let json = Self.views(recording).json()
        #expect(json.contains(#""name":"out""#))
        #expect(!json.contains(#""name":"a""#))
        var written = ""
        Self.views(recording).writeJSON { written += $0 }
        #expect(written == json)
    }

    @Test func theDiagramReachesNowAndNoFurther() {
        let (recording, _, _) = Self.recording()
        // Both lanes finish at 300ms (`|`); at 100ms that has not happened yet.
        #expect(Self.views(recording, now: 300).diagram(width: 60).contains("|"))
        #expect(!Self.views(recording, now: 100).diagram(width: 60).contains("|"))
        #expect(!Self.views(recording, now: 300).diagram(width: 60, to: 200).contains("|"))
        #expect(Self.views(SessionRecording()).diagram() == "(no lanes yet: subscribe with `… | sink`)\n")
    }

    @Test func notesAreListedForTheLanesShownAndForTheSession() {
        let (recording, a, out) = Self.recording()
        recording.addNote("about a", lane: a, at: 100)
        recording.addNote("about out", lane: out, at: 200)
        recording.addNote("about the session", lane: nil, at: 300)
        let hidden = Self.views(recording, sources: false).diagram(width: 60)
        #expect(hidden.hasSuffix("notes:\n  200ms  out: about out\n  300ms  about the session\n"))
        let shown = Self.views(recording).diagram(width: 60)
        #expect(shown.contains("  100ms  a: about a\n"))
        // A window lists the notes inside it only.
        #expect(!Self.views(recording).diagram(width: 60, from: 150, to: 250).contains("about a"))
    }

    @Test func theTraceListsEveryEventInOrderAndStopsWhenInterrupted() {
        let (recording, _, out) = Self.recording()
        let lines = Self.views(recording).trace().split(separator: "\n")
        #expect(lines.count == recording.trace.count)
        // Times are right-aligned, as Combine's `print()` words each event.
        #expect(lines.first == "  0ms  out: receive subscription")
        #expect(lines.last == "300ms  out: receive finished")
        #expect(Self.views(SessionRecording()).trace() == "(nothing recorded yet)\n")
        for value in 0..<5_000 { _ = out.recorder.record(.value(.int(value))) }
        let stopped = Self.views(recording, interrupt: { true }).trace()
        #expect(stopped.hasSuffix(RuntimeNotes.listingInterrupted + "\n"))
        #expect(stopped.split(separator: "\n").count == 0xFFF + 1)
    }
}
