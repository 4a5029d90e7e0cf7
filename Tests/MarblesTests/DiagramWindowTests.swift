@testable import Marbles
import Testing

/// A diagram over a window of time: lanes drawn up to its end (a session's now), and a
/// window in the middle of a long run (`:show 1s...2s`) with its true times.
@Suite struct DiagramWindowTests {
    static func render(_ lanes: [MarbleLane], start: Int? = nil, end: Int? = nil, zoom: Int? = nil) -> String {
        var renderer = DiagramRenderer(width: 60)
        renderer.window = DiagramWindow(start: start, end: end)
        renderer.columnDuration = zoom
        return renderer.render(lanes)
    }

    @Test func aRunningLaneIsDrawnUpToTheEnd() {
        let lane = MarbleLane(name: "a", events: [.value("1", at: 100)])
        #expect(Self.render([lane]) == """
            t(ms) 0   (1 col = 100ms)
            a     -1

            """)
        #expect(Self.render([lane], end: 500) == """
            t(ms) 0    500   (1 col = 100ms)
            a     -1----

            """)
    }

    @Test func aFinishedLaneStaysBlankAfterItsEnd() {
        let lanes = [MarbleLane(name: "a", events: [.subscribe(at: 0), .value("1", at: 100), .finished(at: 200)]),
                     MarbleLane(name: "b", events: [.subscribe(at: 0)])]
        #expect(Self.render(lanes, end: 500) == """
            t(ms) 0    500   (1 col = 100ms)
            a     ^1|
            b     ^-----

            """)
    }

    @Test func aLongSilenceBeforeTheEndIsCompressed() {
        let lane = MarbleLane(name: "a", events: [.subscribe(at: 0), .value("1", at: 100)])
        let drawn = Self.render([lane], end: 60_000)
        #expect(drawn.contains("a     ^1- 59.6s --"), "\(drawn)")
        #expect(drawn.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    @Test func aWindowShowsItsTrueTimesAndWhatRunsThroughIt() {
        let lanes = [
            MarbleLane(name: "out", events: [.subscribe(at: 0), .value("1", at: 500), .value("2", at: 1500),
                                             .value("3", at: 2500), .finished(at: 3000)]),
            MarbleLane(name: "early", events: [.subscribe(at: 0), .finished(at: 200)]),
            MarbleLane(name: "late", events: [.subscribe(at: 2200), .value("9", at: 2300)]),
            MarbleLane(name: "fresh", events: [.subscribe(at: 1200), .value("7", at: 1200), .cancel(at: 1800)]),
        ]
        #expect(Self.render(lanes, start: 1000, end: 2000) == """
            t(ms) 1000 1500 2000   (1 col = 100ms)
            out   -----2-----...
            early
            late             ...
            fresh   7-----!
                  (lanes without ^ at the left edge began before 1s)
                  (4 events after 2s not shown; use a larger width)

            """)
    }

    @Test func aZoomedWindowStartsAtTheWindow() {
        let lane = MarbleLane(name: "a", events: [.value("1", at: 0), .value("2", at: 1000), .value("3", at: 1250),
                                                  .value("4", at: 2000)])
        let drawn = Self.render([lane], start: 1000, end: 2000, zoom: 500)
        // Columns of 500ms from 1s: 2 and 3 share the first one, 4 stands at 2s.
        #expect(drawn == """
            t(ms) 1000   (1 col = 500ms)
            a     A-4
                  A = 2 @1s, 3 @1.25s
                  (lanes without ^ at the left edge began before 1s)

            """)
    }
}
