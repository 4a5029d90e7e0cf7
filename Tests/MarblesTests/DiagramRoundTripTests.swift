import TestSupport
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
                let events = frames.map { MarbleEvent(time: ($0.0 + shift) * step, kind: $0.1) }
                return MarbleLane(name: "lane\(index)", events: events)
            }
        }
    }

    /// Whether `cells` hold a one-character value in brackets right after a letter or digit
    /// (`1[a]`): how a run that would read as a time progression is broken.
    static func hasBracketedRunEnd(_ cells: String) -> Bool {
        let characters = Array(cells)
        func isRunCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || character == ".")
        }
        guard characters.count >= 4 else { return false }
        return (1..<(characters.count - 2)).contains { index in
            characters[index] == "[" && isRunCharacter(characters[index + 1]) && characters[index + 2] == "]"
                && isRunCharacter(characters[index - 1])
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
        var checked = 0, withGaps = 0, withLegend = 0, withKeyedGroup = 0, unicode = 0, elided = 0
        var partlyWide = 0, bracketed = 0
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
            if layout.columnWidths.contains(where: { $0 > 1 }), layout.columnWidths.contains(1) { partlyWide += 1 }
            if layout.laneCells.contains(where: Self.hasBracketedRunEnd) { bracketed += 1 }
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
        #expect(partlyWide > 500)
        #expect(bracketed > 0)
        #expect(elided > 50)
    }

    /// Lanes of letters and digits on consecutive frames beside lanes with wide cells, whose
    /// padding splits the runs: a run that would read as a time progression must be broken,
    /// and every lane must read back.
    @Test func runsSplitByWideColumnsReadBack() throws {
        var random = SplitMix64(seed: 11)
        var bracketed = 0, widened = 0
        for _ in 0..<1_000 {
            let frames = random.int(in: 3...12)
            // "(" is the only value drawn three wide ("[(]"); "日" is two wide.
            let wideValues = ["10", "日", "(", "a b", "x"]
            let lanes = (0..<random.int(in: 2...4)).map { index -> MarbleLane in
                var events: [MarbleEvent] = random.chance(30) ? [.subscribe(at: 0)] : []
                if random.chance(50) {
                    let first = random.int(in: 0...2)
                    for frame in first...random.int(in: first...frames) {
                        events.append(.value(random.pick(Generator.runCharacters), at: frame * 100))
                    }
                } else {
                    for frame in 0...frames where random.chance(30) {
                        events.append(.value(random.pick(wideValues), at: frame * 100))
                    }
                }
                if random.chance(50) { events.append(.finished(at: (events.last?.time ?? 0) + random.pick([0, 100]))) }
                return MarbleLane(name: "lane\(index)", events: events)
            }
            let renderer = DiagramRenderer(width: 80, glyphs: random.chance(30) ? .unicode : .ascii)
            let layout = renderer.layout(lanes)
            #expect(!layout.isElided)
            if layout.laneCells.contains(where: Self.hasBracketedRunEnd) { bracketed += 1 }
            let hasThreeWideValue = lanes.contains { $0.events.contains { $0.kind == .value("(") } }
            if layout.columnWidths.contains(3), !hasThreeWideValue { widened += 1 }
            for (index, lane) in lanes.enumerated() {
                do {
                    let events = try Self.readBack(layout, text: layout.text, lane: index)
                    #expect(events == lane.events, "lane \(index) of\n\(layout.text)")
                } catch {
                    Issue.record("lane \(index) does not parse: \(error)\n\(layout.text)")
                }
            }
        }
        #expect(bracketed > 100)
        #expect(widened > 10)
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
                let shown = lane.events.filter { $0.time <= cut }
                var cells = layout.laneCells[index]
                if shown.count < lane.events.count { cells.removeLast(3) }
                // As below, a cut may leave a time-progression look-alike at the end.
                guard let timeline = try? MarbleParser.parse(
                    cells, frame: layout.columnDuration, mode: .lane, origin: layout.startTime) else { continue }
                readBack += 1
                #expect(layout.legend.expand(timeline.events, lane: index) == shown, "lane \(index)\n\(layout.text)")
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
            let hidden = lanes.map { lane in lane.events.filter { $0.time > cut }.count }
            #expect(hidden.reduce(0, +) == layout.hiddenEventCount)
            #expect(layout.text.contains("(\(layout.hiddenEventCount) event"))
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
