import TerminalText
import Testing
import TestSupport
@testable import Marbles

/// Rendering cost must not grow with the hidden tail: cells are drawn only up to the cut,
/// and the only work on every event is one pass. (Release builds take a few milliseconds
/// for these; the bounds here are for debug builds, where the ten-million-event lanes
/// take about 0.2s.)
@Suite struct DiagramPerformanceTests {
    static func lanes(eventsPerLane: Int) -> [MarbleLane] {
        (0..<4).map { lane in
            var events: [MarbleEvent] = [.subscribe(at: 0)]
            events.reserveCapacity(eventsPerLane + 2)
            for index in 0..<eventsPerLane {
                let text = index % 3 == 0 ? "\(index)" : "\(index % 10)"
                events.append(.value(text, at: index * 10 + lane * 3))
            }
            events.append(.finished(at: eventsPerLane * 10 + 10))
            return MarbleLane(name: "lane\(lane)", events: events)
        }
    }

    @Test func hundredThousandEventsOnFourLanes() {
        let lanes = Self.lanes(eventsPerLane: 25_000)
        var layout: DiagramLayout?
        let seconds = threadCPUSeconds {
            layout = DiagramRenderer(width: 120).layout(lanes)
        }
        #expect(seconds < 3)
        guard let layout else { return }
        #expect(layout.isElided)
        let total = lanes.reduce(0) { $0 + $1.events.count }
        let shown = lanes.reduce(0) { count, lane in count + lane.events.filter { $0.time <= layout.lastColumnTime }.count }
        #expect(layout.hiddenEventCount == total - shown)
        #expect(layout.lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }

    /// `range 1...10000000 | sink`: ten million values at the instant of subscription.
    /// One pass over the events, then work for what is drawn: one key, whose legend line
    /// shows both ends of the group and its size (the subscription is implied by where the
    /// lane starts). (70 columns: " (10000001 events) = ", the parentheses and "..." leave
    /// 47 after the key; "123456789[10][11][12]" takes 21 of the first 24,
    /// "[9999999][10000000]|" 20 of the other 25.)
    @Test func tenMillionEventsAtOneInstant() {
        var events: [MarbleEvent] = [.subscribe(at: 0)]
        events.reserveCapacity(10_000_002)
        for value in 1...10_000_000 { events.append(.value(String(value), at: 0)) }
        events.append(.finished(at: 0))
        let lane = MarbleLane(name: "big", events: events)
        var text = ""
        let seconds = threadCPUSeconds { text = DiagramRenderer(width: 80).render([lane]) }
        #expect(seconds < 2)
        #expect(text == """
            t(ms) 0   (1 col = 100ms)
            big   A
                  A (10000001 events) = (123456789[10][11][12]...[9999999][10000000]|)

            """)
    }

    /// Ten million values 10ms apart: the grid reads the times only up to the cut. 1…9 are
    /// drawn as themselves; a key per value would use up the 52 letters by 610ms, so the
    /// counter from 10 on is one series key, and the diagram runs to the width's end.
    @Test func tenMillionEventsSpreadOverTime() {
        var events: [MarbleEvent] = [.subscribe(at: 0)]
        events.reserveCapacity(10_000_002)
        for value in 1...10_000_000 { events.append(.value(String(value), at: value * 10)) }
        events.append(.finished(at: 100_000_010))
        let lane = MarbleLane(name: "big", events: events)
        var layout: DiagramLayout?
        let seconds = threadCPUSeconds { layout = DiagramRenderer(width: 80).layout([lane]) }
        #expect(seconds < 2)
        #expect(layout?.text == """
            t(ms) 0    50   100  150  200  250  300  350  400  450  500       (1 col = 10ms)
            big   ^123456789AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA...
                  A = 10, 11, 12, ... (in turn, +1 each)
                  (9999931 events after 700ms not shown; use a larger width)

            """)
    }

    /// Runs like "7s" on every column: the lane would read as a time progression, so its
    /// first column is keyed; drawing stays proportional to what is shown.
    @Test func lanesOfRunsDrawInTimeToo() {
        let lanes = [
            MarbleLane(name: "c", events: (0..<50_000).map { .value($0 % 2 == 0 ? "日" : "1", at: $0 * 10) }),
            MarbleLane(name: "d", events: (0..<50_000).map { .value($0 % 3 == 0 ? "7" : "s", at: $0 * 10) }),
        ]
        var layout: DiagramLayout?
        let seconds = threadCPUSeconds {
            layout = DiagramRenderer(width: 120).layout(lanes)
        }
        #expect(seconds < 3)
        guard let layout else { return }
        #expect(layout.laneCells[0].hasPrefix("A1A1A1"))
        #expect(layout.laneCells[1].hasPrefix("Bss7ss7"))
        #expect(layout.lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }
}
