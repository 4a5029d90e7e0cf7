import TerminalText
import TestSupport
import Testing
@testable import Marbles

/// The invariant of DESIGN.md: every rendered lane, parsed back with the diagram's
/// column duration and start time (and its legend applied), yields the timeline it was
/// drawn from, each event at the start time of its column.
@Suite struct DiagramRoundTripTests {
    /// Random well-formed lanes: at most one subscription and one cancellation, nothing
    /// after a completion, every time on a random grid.
    struct Generator {
        var random: SplitMix64

        static let characters: [String] = [
            "a", "b", "x", "A", "B", "k", "0", "1", "7", ".", "-", "|", "#", "^", "!", "(", ")", "[", "]",
            " ", "\"", "é", "日", "😀", "~", "s", "m", "─", "…",
        ]

        static let runCharacters = ["0", "1", "7", "a", "s", "m", "x", ".", "A"]

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
            // Some diagrams have times off their grid: a few milliseconds late.
            let jitter = random.chance(25) ? random.pick([1, 3, 7, 13]) : 0
            let horizon = random.pick([3, 8, 15, 30, 60, 300])
            let shift = random.chance(10) ? -random.int(in: 1...5) : 0
            return (0..<random.int(in: 1...4)).map { index in
                var frames: [(Int, MarbleEventKind)] = []
                var start = 0
                if random.chance(70) {
                    start = random.int(in: 0...(horizon / 3))
                    frames.append((start, .subscribe))
                }
                // Some lanes hold runs of letters and digits on consecutive frames (`1a`,
                // `7s`), which other lanes' wide cells may split with padding.
                let isRun = random.chance(20)
                let instants: [Int]
                if isRun {
                    let first = random.int(in: start...horizon)
                    instants = Array(first...min(horizon, first + random.int(in: 1...5)))
                } else {
                    instants = Set((0..<random.int(in: 0...8)).map { _ in random.int(in: start...horizon) }).sorted()
                }
                for instant in instants {
                    let size = random.chance(80) ? 1 : random.int(in: 2...4)
                    for _ in 0..<size {
                        frames.append((instant, .value(isRun ? random.pick(Self.runCharacters) : valueText())))
                    }
                }
                let last = frames.last?.0 ?? start
                let end = random.chance(30) ? last : random.int(in: last...(horizon + 1))
                switch random.int(in: 0...99) {
                case 0..<35: frames.append((end, .finished))
                case 35..<60: frames.append((end, .failure(message())))
                case 60..<75 where frames.first?.1 == .subscribe: frames.append((end, .cancel))
                default: break
                }
                let late = random.chance(50) ? random.int(in: 0...jitter) : 0
                let events = frames.map { MarbleEvent(time: ($0.0 + shift) * step + late, kind: $0.1) }
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
        return try layout.readLane(index, cells: cells)
    }

    /// `events` with each time moved to the start of its column.
    static func bucketed(_ events: [MarbleEvent], _ layout: DiagramLayout) -> [MarbleEvent] {
        events.map { event in
            let column = (event.time - layout.startTime) / layout.columnDuration
            return MarbleEvent(time: layout.startTime + column * layout.columnDuration, kind: event.kind)
        }
    }

    @Test func everyRenderedLaneParsesBackToItsTimeline() throws {
        var generator = Generator(random: SplitMix64(seed: 2024))
        var checked = 0, withGaps = 0, withLegend = 0, withKeyedGroup = 0, unicode = 0, elided = 0
        var offGrid = 0, implied = 0
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
            if lanes.contains(where: { $0.events.contains { ($0.time - layout.startTime) % layout.columnDuration != 0 } }) {
                offGrid += 1
            }
            if !layout.legend.impliedSubscriptions.isEmpty { implied += 1 }
            for (index, lane) in lanes.enumerated() {
                do {
                    let events = try Self.readBack(layout, text: text, lane: index)
                    #expect(events == Self.bucketed(lane.events, layout), "lane \(index) of\n\(text)")
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
        #expect(offGrid > 100)
        #expect(implied > 100)
        #expect(elided > 20)
    }

    /// A lane of letters and digits on consecutive columns up to the end of the grid would
    /// read as a time progression (`7s`): its first column is keyed, and it reads back.
    @Test func aLaneThatBeginsLikeATimeProgressionReadsBack() throws {
        var random = SplitMix64(seed: 11)
        var keyed = 0
        for _ in 0..<500 {
            let start = random.int(in: 0...3)
            var events: [MarbleEvent] = random.chance(50) ? [.subscribe(at: start * 100)] : []
            for frame in start...(start + random.int(in: 1...4)) {
                events.append(.value(random.pick(Generator.runCharacters), at: frame * 100))
            }
            let lanes = [MarbleLane(name: "run", events: events), MarbleLane(name: "x", events: [.value("1", at: 0)])]
            let layout = DiagramRenderer(width: 80, glyphs: random.chance(30) ? .unicode : .ascii).layout(lanes)
            if !layout.legend.entries.isEmpty { keyed += 1 }
            for (index, lane) in lanes.enumerated() {
                #expect(try layout.readLane(index) == Self.bucketed(lane.events, layout), "\(layout.text)")
            }
        }
        #expect(keyed > 50)
    }

    /// With room for only a few legend lines the diagram is cut where its keys stop
    /// fitting, never the keys: what is drawn reads back whole through the legend.
    @Test func aShortLegendCutsTheDiagramNotItsKeys() throws {
        var generator = Generator(random: SplitMix64(seed: 5))
        var cutForKeys = 0, readBack = 0
        for _ in 0..<1_000 {
            let lanes = generator.lanes()
            var renderer = DiagramRenderer(width: generator.random.int(in: 40...120))
            renderer.maxLegendLines = generator.random.int(in: 1...3)
            let layout = renderer.layout(lanes)
            if layout.text.contains(" more key") { cutForKeys += 1 }
            let cut = layout.lastColumnTime
            for (index, lane) in lanes.enumerated() {
                let shown = lane.events.filter { $0.time < cut + layout.columnDuration }
                var cells = layout.laneCells[index]
                if shown.count < lane.events.count { cells.removeLast(3) }
                // As below, a cut may leave a time-progression look-alike at the end.
                guard let events = try? layout.readLane(index, cells: cells) else { continue }
                readBack += 1
                #expect(events == Self.bucketed(shown, layout), "lane \(index)\n\(layout.text)")
            }
        }
        #expect(cutForKeys > 20)
        #expect(readBack > 1_000)
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
            let hidden = lanes.map { lane in lane.events.filter { $0.time >= cut + layout.columnDuration }.count }
            #expect(hidden.reduce(0, +) == layout.hiddenEventCount)
            #expect(layout.text.contains("(\(layout.hiddenEventCount) event"))
            for (index, lane) in lanes.enumerated() {
                var cells = layout.laneCells[index]
                #expect(cells.hasSuffix("...") == (hidden[index] > 0))
                if hidden[index] > 0 { cells.removeLast(3) }
                // A cut can leave a lane ending in a time-progression look-alike (`1a`);
                // only the events drawn matter here.
                guard let shown = try? layout.readLane(index, cells: cells) else { continue }
                #expect(shown == Self.bucketed(lane.events.filter { $0.time < cut + layout.columnDuration }, layout),
                        "lane \(index)\n\(layout.text)")
            }
        }
    }
}
