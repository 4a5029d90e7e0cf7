import Testing
@testable import Marbles

/// Issue 17 §7, long runs: a key per value used up the 52 letters on a plain timer. Once the
/// letters run out, a regular series (a counter, a timer's ticks) is drawn with one key per
/// unbroken run, and the lane still reads back to every value.
@Suite struct SeriesLegendTests {
    /// A timer ticking every 100ms for 8 seconds, its values the tick times.
    static let ticks: [MarbleEvent] = [.subscribe(at: 0)] + (1...80).map { .value(String($0 * 100), at: $0 * 100) }

    @Test func aTimersTicksAreOneSeriesKeyAndReadBack() throws {
        let layout = DiagramRenderer(width: 120).layout([MarbleLane(name: "t", events: Self.ticks)])
        #expect(layout.laneCells[0] == "^" + String(repeating: "A", count: 80))
        #expect(layout.text.contains("A = 100, 200, 300, ... (in turn, +100 each)"), "\(layout.text)")
        #expect(!layout.text.contains("no letters left"))
        #expect(try layout.readLane(0) == Self.ticks)
    }

    @Test func aDiagramWithLettersEnoughKeysEachValueAsBefore() {
        let few = Array(Self.ticks.prefix(11))
        let layout = DiagramRenderer(width: 120).layout([MarbleLane(name: "t", events: few)])
        #expect(layout.laneCells[0] == "^ABCDEFGHIJ")
        #expect(layout.legend.entries.first == DiagramLegend.Entry(key: "A", meaning: .value("100")))
    }

    @Test func aBrokenSeriesStartsANewKeyAndEveryValueReadsBack() throws {
        // A counter, a word in the middle, then the counter again from elsewhere.
        var events: [MarbleEvent] = [.subscribe(at: 0)]
        for (offset, value) in (10..<50).enumerated() { events.append(.value(String(value), at: (offset + 1) * 100)) }
        events.append(.value("x", at: 4_100))
        for (offset, value) in (500..<540).enumerated() { events.append(.value(String(value), at: 4_200 + offset * 100)) }
        let layout = DiagramRenderer(width: 120).layout([MarbleLane(name: "c", events: events)])
        #expect(layout.legend.entries.map(\.meaning) == [.series(first: 10, step: 1), .series(first: 500, step: 1)])
        #expect(layout.laneCells[0] == "^" + String(repeating: "A", count: 40) + "x" + String(repeating: "B", count: 40))
        #expect(try layout.readLane(0) == events)
    }

    @Test func wideValuesThatAreNoSeriesStillStopAtTheLastLetter() {
        let words = (0..<60).map { MarbleEvent.value("w\($0 * $0)", at: $0 * 100) }
        var renderer = DiagramRenderer(width: 120)
        renderer.maxLegendLines = 60
        let layout = renderer.layout([MarbleLane(name: "w", events: words)])
        #expect(layout.text.contains("no letters left for more keys"))
    }

    @Test func aCountdownIsASeriesToo() throws {
        let events = (0..<70).map { MarbleEvent.value(String(1_000 - $0 * 10), at: $0 * 100) }
        let layout = DiagramRenderer(width: 120).layout([MarbleLane(name: "d", events: events)])
        #expect(layout.text.contains("A = 1000, 990, 980, ... (in turn, -10 each)"), "\(layout.text)")
        #expect(try layout.readLane(0) == events)
    }

    /// In colour, a key is underlined and a one-letter value is not: `a` the value and `A`
    /// the key cannot be confused.
    @Test func inColourAKeyIsUnderlinedAndALetterValueIsNot() {
        let lane = MarbleLane(name: "v", events: [.value("a", at: 100), .value("hello", at: 200)])
        let coloured = DiagramRenderer(width: 80, color: true).render([lane])
        #expect(coloured.contains("\u{1B}[36ma\u{1B}[0m\u{1B}[4;36mA\u{1B}[0m"), "\(coloured)")
        #expect(coloured.contains("\u{1B}[4;36mA\u{1B}[0m = \"hello\"") || coloured.contains("\u{1B}[4;36mA\u{1B}[0m = hello"), "\(coloured)")
    }
}

/// An SVG draws a series key's appearances with their own values where they fit, as it draws
/// any value, and explains the key only where a value does not fit.
@Suite struct SeriesLegendSVGTests {
    @Test func aTimersTicksShowTheirValuesInThePicture() {
        let svg = DiagramRenderer(width: 120).svg([MarbleLane(name: "t", events: SeriesLegendTests.ticks)])
        #expect(svg.contains(">100<") && svg.contains(">200<"), "\(svg.prefix(3000))")
        #expect(!svg.contains("no letters left"))
        // Where a tick's value has no room, its key says which series it belongs to.
        if svg.contains(">A<") { #expect(svg.contains("a value of the series"), "\(svg)") }
    }
}
