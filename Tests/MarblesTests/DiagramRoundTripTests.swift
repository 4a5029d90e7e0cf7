import Testing
@testable import Marbles

/// The invariant of DESIGN.md: every rendered lane, parsed back with the diagram's
/// column duration (and its legend applied), yields the timeline it was drawn from.
@Suite struct DiagramRoundTripTests {
    /// Random well-formed lanes: at most one subscription and one cancellation, nothing
    /// after a completion, every time on a random grid.
    struct Generator {
        var random: SplitMix64

        static let characters: [String] = [
            "a", "b", "x", "A", "B", "k", "0", "1", "7", ".", "-", "|", "#", "^", "!", "(", ")", "[", "]",
            " ", "\"", "é", "日", "😀", "~", "s", "m", "─", "…",
        ]

        mutating func valueText() -> String {
            switch random.int(in: 0...99) {
            case 0..<3: return ""
            case 3..<5: return "line\nbreak"
            case 5..<15:
                return (0..<random.int(in: 9...14)).map { _ in random.pick(Self.characters) }.joined()
            default:
                return (0..<random.int(in: 1...3)).map { _ in random.pick(Self.characters) }.joined()
            }
        }

        mutating func message() -> String {
            random.pick(["", "", "boom", "bad input", "a]b", "x"])
        }

        mutating func lanes() -> [MarbleLane] {
            let step = random.pick([1, 5, 10, 20, 25, 50, 100, 250, 1000])
            let horizon = random.pick([3, 8, 15, 30, 60, 300])
            let shift = random.chance(10) ? -random.int(in: 1...5) : 0
            return (0..<random.int(in: 1...4)).map { index in
                var frames: [(Int, MarbleEventKind)] = []
                var start = 0
                if random.chance(70) {
                    start = random.int(in: 0...(horizon / 3))
                    frames.append((start, .subscribe))
                }
                let instants = Set((0..<random.int(in: 0...8)).map { _ in random.int(in: start...horizon) }).sorted()
                for instant in instants {
                    let size = random.chance(80) ? 1 : random.int(in: 2...4)
                    for _ in 0..<size { frames.append((instant, .value(valueText()))) }
                }
                let last = frames.last?.0 ?? start
                let end = random.chance(30) ? last : random.int(in: last...(horizon + 1))
                switch random.int(in: 0...99) {
                case 0..<35: frames.append((end, .finished))
                case 35..<60: frames.append((end, .failure(message())))
                case 60..<75 where frames.first?.1 == .subscribe: frames.append((end, .cancel))
                default: break
                }
                let events = frames.map { MarbleEvent(time: ($0.0 + shift) * step, kind: $0.1) }
                return MarbleLane(name: "lane\(index)", events: events)
            }
        }
    }

    /// Reads lane `index` back from the rendered text.
    static func readBack(_ layout: DiagramLayout, text: String, lane index: Int) throws -> [MarbleEvent] {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[1 + index]
        // Lane names are ASCII, so the label column is that many characters.
        let cells = String(line.dropFirst(layout.labelWidth))
        #expect(cells == layout.laneCells[index])
        let timeline = try MarbleParser.parse(
            cells, frame: layout.columnDuration, mode: .lane, origin: layout.startTime)
        return layout.legend.expand(timeline.events, lane: index)
    }

    @Test func everyRenderedLaneParsesBackToItsTimeline() throws {
        var generator = Generator(random: SplitMix64(seed: 2024))
        var checked = 0, withGaps = 0, withLegend = 0, withKeyedGroup = 0, unicode = 0, wide = 0, elided = 0
        var attempts = 0
        while checked < 1_500, attempts < 20_000 {
            attempts += 1
            let lanes = generator.lanes()
            let glyphs: DiagramRenderer.Glyphs = generator.random.chance(30) ? .unicode : .ascii
            let renderer = DiagramRenderer(width: generator.random.int(in: 40...160), glyphs: glyphs)
            let layout = renderer.layout(lanes)
            let text = renderer.render(lanes)
            #expect(text == layout.text)
            for line in layout.lines {
                #expect(line.last != " ", "trailing space in \(line.debugDescription)")
            }
            for line in layout.lines.prefix(1 + lanes.count) {
                #expect(DisplayWidth.of(line) <= renderer.width, "\(line.debugDescription) in\n\(text)")
            }
            guard !layout.isElided else {
                elided += 1
                continue
            }
            checked += 1
            if layout.lines[0].contains(glyphs.rulerGap) { withGaps += 1 }
            if !layout.legend.isEmpty { withLegend += 1 }
            if layout.legend.entries.contains(where: { if case .group = $0.meaning { true } else { false } }) {
                withKeyedGroup += 1
            }
            if glyphs == .unicode { unicode += 1 }
            if layout.cellWidth > 1 { wide += 1 }
            for (index, lane) in lanes.enumerated() {
                do {
                    let events = try Self.readBack(layout, text: text, lane: index)
                    #expect(events == lane.events, "lane \(index) of\n\(text)")
                } catch {
                    Issue.record("lane \(index) does not parse: \(error)\n\(text)")
                }
            }
        }
        #expect(checked == 1_500)
        // The generator must exercise every feature of the layout, not just the easy ones.
        #expect(withGaps > 50)
        #expect(withLegend > 200)
        #expect(withKeyedGroup > 20)
        #expect(unicode > 200)
        #expect(wide > 200)
        #expect(elided > 50)
    }

    @Test func elidedLanesShowExactlyTheEventsBeforeTheCut() throws {
        var generator = Generator(random: SplitMix64(seed: 77))
        var checked = 0
        while checked < 300 {
            let lanes = generator.lanes()
            let layout = DiagramRenderer(width: generator.random.int(in: 40...60)).layout(lanes)
            guard layout.isElided, layout.hiddenEventCount > 0 else { continue }
            checked += 1
            let cut = layout.lastColumnTime
            let hidden = lanes.map { lane in lane.events.filter { $0.time > cut }.count }
            #expect(hidden.reduce(0, +) == layout.hiddenEventCount)
            #expect(layout.lines.last?.contains("\(layout.hiddenEventCount) event") == true)
            for (index, lane) in lanes.enumerated() {
                var cells = layout.laneCells[index]
                #expect(cells.hasSuffix("...") == (hidden[index] > 0))
                if hidden[index] > 0 { cells.removeLast(3) }
                // A cut can leave a lane ending in a time-progression look-alike (`1a`);
                // only the events drawn matter here.
                guard let timeline = try? MarbleParser.parse(
                    cells, frame: layout.columnDuration, mode: .lane, origin: layout.startTime) else { continue }
                let shown = layout.legend.expand(timeline.events, lane: index)
                #expect(shown == lane.events.filter { $0.time <= cut }, "lane \(index)\n\(layout.text)")
            }
        }
    }
}
