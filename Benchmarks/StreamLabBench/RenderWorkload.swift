import TestSupport
import Marbles

/// Case (c): Marbles' `DiagramRenderer` on a large multi-lane timeline.
///
/// The lanes are built untimed; only `render` is timed. The check value is the number of
/// lanes whose label appears in the diagram, so a renderer that dropped lanes fails the check.
enum RenderWorkload {
    static func make(events: Int, lanes: Int, width: Int) -> Workload {
        Workload(name: "render.marbles",
                 detail: "\(events) events on \(lanes) lanes, width \(width)",
                 expected: lanes) {
            let timeline = makeLanes(events: events, lanes: lanes)
            let renderer = DiagramRenderer(width: width, glyphs: .ascii)
            return {
                let diagram = renderer.render(timeline)
                return timeline.count { diagram.contains($0.name) }
            }
        }
    }

    /// `lanes` lanes of `events / lanes` events each: a subscribe at 0, values on a 10 ms grid
    /// with random gaps of 1–4 frames and random 1–2 digit texts, and a final `finished`.
    static func makeLanes(events: Int, lanes: Int) -> [MarbleLane] {
        var random = SplitMix64(seed: 0x5EED)
        return (0..<lanes).map { index in
            let perLane = events / lanes
            var laneEvents = [MarbleEvent(time: 0, kind: .subscribe)]
            var time = 0
            for _ in 0..<(perLane - 2) {
                time += 10 * Int(1 + random.next() % 4)
                laneEvents.append(MarbleEvent(time: time, kind: .value(String(random.next() % 100))))
            }
            laneEvents.append(MarbleEvent(time: time + 10, kind: .finished))
            return MarbleLane(name: "lane\(index + 1)", events: laneEvents)
        }
    }
}

