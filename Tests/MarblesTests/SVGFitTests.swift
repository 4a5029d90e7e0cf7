import Testing
@testable import Marbles

/// An SVG picture for a post: fitted to a pixel width (720 by default), its text readable
/// there, its time axis in ms or s with the last column labelled.
@Suite struct SVGFitTests {
    let theme = SVGTheme()

    /// A 3 s run: a timer's count every 100 ms, four-character values every 500 ms, then the end.
    static let threeSeconds: [MarbleLane] = {
        let ticks = (0..<30).map { MarbleEvent.value(String($0 * 100), at: $0 * 100) } + [.finished(at: 3000)]
        let words = (0..<6).map { MarbleEvent.value("id\($0)0", at: $0 * 500) } + [.finished(at: 3000)]
        return [MarbleLane(name: "timer", events: ticks), MarbleLane(name: "words", events: words)]
    }()

    /// Every `font-size` the document sets, the root's included.
    func fontSizes(_ svg: String) -> [Int] {
        svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    @Test func aThreeSecondRunFitsTheDefaultWidthWhenRendered() throws {
        let renderer = DiagramRenderer(width: 80)
        // The text layout alone would be far wider than a blog column.
        let unfitted = SVGDiagram(layout: renderer.layout(Self.threeSeconds), pixelWidth: 100_000)
        #expect(unfitted.leftEdge(unfitted.offsets) > 720)
        let svg = renderer.svg(Self.threeSeconds)
        let picture = try RenderedPicture(svg: svg)
        #expect(picture.width <= 720)
        #expect(picture.width >= 600)  // fitted, not shrunk to a thumbnail
        #expect(fontSizes(svg).min() ?? 0 >= 11)
        // Values are marbles, not a wall of legend keys: the four-character ones are written out.
        #expect((0..<6).allSatisfy { svg.contains(">id\($0)0</text>") })
        #expect(!svg.contains("= id"))
        // Every value a plain marble (no key, no legend), the whole run shown.
        #expect(picture.regions(of: RenderedPicture.RGB(hex: theme.valueFill)!).count == 36)
        #expect(picture.regions(of: RenderedPicture.RGB(hex: theme.keyFill)!).isEmpty)
        #expect(!svg.contains("not shown"))
        #expect((0..<30).allSatisfy { svg.contains(">\($0 * 100)</text>") })
        // Round ticks, evenly spaced, and the end.
        let diagram = SVGDiagram(layout: renderer.layout(Self.threeSeconds))
        #expect(diagram.rulerTicks().map { $0.text } == ["0ms", "500ms", "1s", "1.5s", "2s", "2.5s", "3s"])
    }

    @Test func aFiftyMillisecondTimerFitsToo() throws {
        // Columns too fine to coarsen (every 50 ms has its value): the narrowest columns.
        let ticks = (0..<60).map { MarbleEvent.value(String($0), at: $0 * 50) } + [.finished(at: 3000)]
        let svg = DiagramRenderer(width: 80).svg([MarbleLane(name: "ticks", events: ticks)])
        let picture = try RenderedPicture(svg: svg)
        #expect(picture.width <= 720)
        #expect(fontSizes(svg).min() ?? 0 >= 11)
    }

    @Test func aWiderTargetKeepsTheTextColumns() throws {
        let renderer = DiagramRenderer(width: 80)
        let layout = renderer.layout(Self.threeSeconds)
        let svg = renderer.svg(Self.threeSeconds, pixelWidth: 1600)
        let picture = try RenderedPicture(svg: svg)
        let diagram = SVGDiagram(layout: layout, pixelWidth: 1600)
        #expect(diagram.pitch == theme.column)
        #expect(picture.width <= 1600 && picture.width >= diagram.leftEdge(diagram.offsets))
        #expect(svg.contains("<circle cx=\"\(diagram.center(0))\""))
    }

    @Test func theTimeAxisSpeaksInMillisecondsAndSecondsAndLabelsTheLastColumn() {
        let renderer = DiagramRenderer(width: 80)
        let svg = renderer.svg(Self.threeSeconds)
        #expect(!svg.contains("col ="))
        #expect(!svg.contains("t(ms)"))
        #expect(svg.contains(">time</text>"))
        #expect(svg.contains(">0ms</text>"))
        #expect(svg.contains(">1s</text>") && svg.contains(">2s</text>"))
        // The last column drawn (the end at 3 s, in whatever column duration the fit chose).
        let lane = MarbleLane(name: "a", events: [.value("1", at: 0), .value("2", at: 1300), .finished(at: 1700)])
        let short = DiagramRenderer(width: 80).layout([lane])
        let diagram = SVGDiagram(layout: short)
        let ticks = diagram.rulerTicks()
        #expect(ticks.first?.text == "0ms")
        #expect(ticks.map { $0.text }.contains("1s"))
        #expect(ticks.last?.text == formatVirtualTime(short.lastColumnTime))
        #expect(short.lastColumnTime == 1700)
        // Ticks never touch, and stand left to right.
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.x < $1.x })
    }

    @Test func aTickStandsWhereAMarbleOfItsTimeStands() throws {
        // `2` at 1000 ms: the `1s` tick is over its marble.
        let lane = MarbleLane(name: "a", events: [.value("1", at: 0), .value("2", at: 1000), .finished(at: 2000)])
        let layout = DiagramRenderer(width: 80).layout([lane])
        let diagram = SVGDiagram(layout: layout)
        let marbleOffset = Array(layout.laneCells[0]).firstIndex(of: "2")!
        #expect(diagram.rulerTicks().contains(SVGDiagram.Tick(x: diagram.center(marbleOffset), text: "1s")))
    }

    @Test func extremeTimesDrawAnAxisWithoutOverflow() throws {
        for times in [[0, Int.max], [Int.min, Int.max], [Int.min, 0], [-7, 13]] {
            let lane = MarbleLane(name: "a", events: times.map { MarbleEvent.value("v", at: $0) })
            let svg = DiagramRenderer(width: 80).svg([lane])
            #expect(svg.hasSuffix("</svg>\n"))
            _ = try RenderedPicture(svg: svg)
        }
    }

    @Test func roundSteps() {
        #expect(SVGDiagram.roundStep(atLeast: 1) == 1)
        #expect(SVGDiagram.roundStep(atLeast: 3) == 5)
        #expect(SVGDiagram.roundStep(atLeast: 160) == 200)
        #expect(SVGDiagram.roundStep(atLeast: 501) == 1000)
        #expect(SVGDiagram.roundStep(atLeast: Int.max) == Int.max)
    }
}
