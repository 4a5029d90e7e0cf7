import Testing
@testable import Marbles

/// Rendering cost must not grow with the hidden tail: cells are drawn only up to the cut.
/// (Release builds take a few milliseconds for this; the bound here is for debug builds
/// and only catches quadratic work, which would take minutes.)
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
        let clock = ContinuousClock()
        var layout: DiagramLayout?
        let elapsed = clock.measure {
            layout = DiagramRenderer(width: 120).layout(lanes)
        }
        #expect(elapsed < .seconds(3))
        guard let layout else { return }
        #expect(layout.isElided)
        let total = lanes.reduce(0) { $0 + $1.events.count }
        let shown = lanes.reduce(0) { count, lane in count + lane.events.filter { $0.time <= layout.lastColumnTime }.count }
        #expect(layout.hiddenEventCount == total - shown)
        #expect(layout.lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }

    @Test func widenedColumnsDoNotMultiplyTheWork() {
        // Runs like "7s" beside two-wide 日 columns: each visible run is bracketed in a
        // widened column, and the grid is laid out again once per round of widening.
        let lanes = [
            MarbleLane(name: "c", events: (0..<50_000).map { .value($0 % 2 == 0 ? "日" : "1", at: $0 * 10) }),
            MarbleLane(name: "d", events: (0..<50_000).map { .value($0 % 3 == 0 ? "7" : "s", at: $0 * 10) }),
        ]
        let clock = ContinuousClock()
        var layout: DiagramLayout?
        let elapsed = clock.measure {
            layout = DiagramRenderer(width: 120).layout(lanes)
        }
        #expect(elapsed < .seconds(3))
        guard let layout else { return }
        #expect(layout.laneCells[1].contains("7[s]"))
        #expect(layout.lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }
}
