import TestSupport
import Testing
@testable import Marbles

/// The SVG picture, checked in the rendered image (librsvg, see `RenderedPicture`) as well
/// as in the XML: marbles are found by their fill colour and counted, and their centres
/// measured against the text diagram's columns.
@Suite struct SVGDiagramTests {
    let theme = SVGTheme()
    var valueFill: RenderedPicture.RGB { RenderedPicture.RGB(hex: theme.valueFill)! }
    var keyFill: RenderedPicture.RGB { RenderedPicture.RGB(hex: theme.keyFill)! }

    /// The columns of the marbles drawn, counted from the first one: each marble's centre
    /// in the image, over the column width.
    func marbleColumns(_ picture: RenderedPicture) -> [Int] {
        let centres = picture.regions(of: valueFill).map { ($0.minX + $0.maxX + 1) / 2 }
        guard let first = centres.first else { return [] }
        return centres.map { ($0 - first + theme.column / 2) / theme.column }
    }

    // `1` @0, `2` @100, `3` @300, `4` @700, `|` @900: the text lane is `12-3---4-|`, so the
    // marbles stand in columns 0, 1, 3 and 7 of the grid.
    static let events: [MarbleEvent] = [
        .value("1", at: 0), .value("2", at: 100), .value("3", at: 300), .value("4", at: 700), .finished(at: 900),
    ]

    @Test func everyValueIsAMarbleInItsTrueColumn() throws {
        let renderer = DiagramRenderer(width: 80)
        let lane = MarbleLane(name: "a", events: Self.events)
        #expect(renderer.layout([lane]).laneCells == ["12-3---4-|"])
        let picture = try RenderedPicture(svg: renderer.svg([lane]))
        #expect(marbleColumns(picture) == [0, 1, 3, 7])
    }

    @Test func marblesStandWhereTheTextLaneHasThemAcrossCompressedSilences() throws {
        let lane = MarbleLane(name: "a", events: [
            .value("1", at: 0), .value("2", at: 100), .value("3", at: 20_000), .value("4", at: 20_100),
        ])
        let renderer = DiagramRenderer(width: 40)
        let layout = renderer.layout([lane])
        let cells = Array(layout.laneCells[0])
        #expect(layout.segments.contains { if case .gap = $0 { true } else { false } })
        let diagram = SVGDiagram(layout: layout)
        let expected = cells.indices.filter { cells[$0].isNumber && layout.time(atOffset: $0) != nil }.map { diagram.center($0) }
        let picture = try RenderedPicture(svg: renderer.svg([lane]))
        let centres = picture.regions(of: valueFill).map { ($0.minX + $0.maxX + 1) / 2 }
        #expect(expected.count == 4)
        #expect(centres == expected)
    }

    @Test func aControlMissingOneMarbleFailsTheCount() throws {
        // The same lane without the value at 300: the count and the columns must differ,
        // or the check above could not catch a lost marble.
        let control = MarbleLane(name: "a", events: Self.events.filter { $0 != .value("3", at: 300) })
        let picture = try RenderedPicture(svg: DiagramRenderer(width: 80).svg([control]))
        #expect(picture.regions(of: valueFill).count == 3)
        #expect(marbleColumns(picture) != [0, 1, 3, 7])
    }

    @Test func aSameInstantGroupIsStackedInOneColumn() throws {
        // `(123)` at 100 after `0` at 0: four marbles, three of them one above the other.
        let lane = MarbleLane(name: "g", events: [
            .value("0", at: 0), .value("1", at: 100), .value("2", at: 100), .value("3", at: 100),
        ])
        let picture = try RenderedPicture(svg: DiagramRenderer(width: 80).svg([lane]))
        let regions = picture.regions(of: valueFill)
        #expect(regions.count == 4)
        #expect(marbleColumns(picture) == [0, 1, 1, 1])
        let stacked = regions.filter { ($0.minX + $0.maxX + 1) / 2 != (regions[0].minX + regions[0].maxX + 1) / 2 }
        #expect(Set(stacked.map(\.minY)).count == 3)
    }

    @Test func aValueTooLongToWriteShowsItsKeyAndTheLegendExplainsIt() throws {
        let lane = MarbleLane(name: "a", events: [.value("swiftlang", at: 0), .value("10", at: 100), .finished(at: 200)])
        let renderer = DiagramRenderer(width: 80)
        #expect(renderer.layout([lane]).laneCells == ["AB|"])  // both keyed in text
        let svg = renderer.svg([lane])
        let picture = try RenderedPicture(svg: svg)
        // `10` fits its marble; `swiftlang` (over six characters) shows key A there and again in the legend.
        #expect(picture.regions(of: valueFill).count == 1)
        #expect(picture.regions(of: keyFill).count == 2)
        #expect(svg.contains(">A</text>") && svg.contains("> = swiftlang</text>"))
        #expect(!svg.contains(" = 10<"))
    }

    @Test func aValueOfUpToSixCharactersStandsAboveItsMarbleWithoutAKey() throws {
        let lane = MarbleLane(name: "a", events: [.value("swift", at: 0), .value("10", at: 100), .finished(at: 200)])
        let svg = DiagramRenderer(width: 80).svg([lane])
        let picture = try RenderedPicture(svg: svg)
        // Two plain marbles, no keyed one, no legend line; `swift` is written over its marble.
        #expect(picture.regions(of: valueFill).count == 2)
        #expect(picture.regions(of: keyFill).isEmpty)
        #expect(!svg.contains(" = swift<") && !svg.contains(">A</text>"))
        let diagram = SVGDiagram(layout: DiagramRenderer(width: 80).layout([lane]))
        let above = "<text x=\"\(diagram.center(0))\" y=\"\(diagram.laneY(0) - diagram.radius - 4)\""
        #expect(svg.contains(above) && svg.contains(">swift</text>"))
        // Its ink is above the marble: dark pixels over the marble's top in its column.
        let marble = picture.regions(of: valueFill)[0]
        let ink = (0..<marble.minY).filter { y in
            (marble.minX...marble.maxX).contains { x in
                let c = picture.color(x: x, y: y)
                return Int(c.red) + Int(c.green) + Int(c.blue) < 300
            }
        }
        #expect(ink.contains { $0 > marble.minY - 20 })
    }

    @Test func valuesTooCloseToStandSideBySideAreWrittenUpwards() throws {
        // Six-character values in 30 neighbouring columns of a 720 px picture: too wide even
        // for two rows.
        let events = (0..<30).map { MarbleEvent.value("ab\(1000 + $0)", at: $0 * 100) }
        let svg = DiagramRenderer(width: 80).svg([MarbleLane(name: "a", events: events)])
        #expect((0..<30).allSatisfy { svg.contains(">ab\(1000 + $0)</text>") })
        #expect(!svg.contains(" = ab"))
        #expect(svg.components(separatedBy: "transform=\"rotate(-90 ").count - 1 == 30)
        // A control: two such values far apart stand side by side, upright.
        let apart = [MarbleEvent.value("abcde0", at: 0), .value("abcde1", at: 1000)]
        let level = DiagramRenderer(width: 80).svg([MarbleLane(name: "a", events: apart)])
        #expect(level.contains(">abcde0</text>") && level.contains(">abcde1</text>"))
        #expect(!level.contains("rotate("))
    }

    @Test func aFailureIsACrossWithItsMessageUnderTheDiagram() throws {
        let lane = MarbleLane(name: "a", events: [.value("1", at: 0), .failure("boom", at: 200)])
        let svg = DiagramRenderer(width: 80).svg([lane])
        let picture = try RenderedPicture(svg: svg)
        let crosses = picture.regions(of: RenderedPicture.RGB(hex: theme.failure)!, minimumPixels: 5)
        #expect(crosses.count == 2)  // in the lane, and before the message
        #expect(svg.contains("> = boom</text>"))
    }

    @Test func textIsEscapedAndTheDocumentIsStandalone() throws {
        let lane = MarbleLane(name: "a<&\"'>", events: [.value("<&\"'>", at: 0), .finished(at: 100)])
        let svg = DiagramRenderer(width: 80).svg([lane])
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""))
        #expect(svg.contains("&lt;&amp;&quot;&apos;&gt;"))
        #expect(!svg.contains("<&"))
        let picture = try RenderedPicture(svg: svg)
        #expect(svg.contains("width=\"\(picture.width)\" height=\"\(picture.height)\" viewBox=\"0 0 \(picture.width) \(picture.height)\""))
    }

    @Test func thePictureGrowsWithTheColumnsWhileItsTargetWidthHasRoom() throws {
        func width(lastValueAt time: Int) throws -> Int {
            let lane = MarbleLane(name: "a", events: [.value("1", at: 0), .value("2", at: time)])
            return try RenderedPicture(svg: DiagramRenderer(width: 80).svg([lane], pixelWidth: 2000)).width
        }
        // 20 and 50 columns of 100ms: 30 more columns (last labels `1.9s` and `4.9s`, as wide).
        #expect(try width(lastValueAt: 4900) - width(lastValueAt: 1900) == 30 * theme.column)
    }

    @Test func controlCharactersNeverReachTheXML() {
        let lane = MarbleLane(name: "a", events: [.value("x\u{1}y\u{FFFF}", at: 0)])
        let svg = DiagramRenderer(width: 80).svg([lane])
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!svg.unicodeScalars.contains("\u{FFFF}"))
    }
}

/// Whatever the lanes hold, the picture is a well-formed document librsvg can draw.
@Suite struct SVGDiagramFuzzTests {
    @Test func arbitraryLanesMakeWellFormedPictures() throws {
        var random = SplitMix64(seed: 7)
        let texts = ["", " ", "1", "ab", "abc", "abcd", "\n", "<", "&", "\"'", "]", "日本語", "😀", String(repeating: "x", count: 300)]
        let kinds: [MarbleEventKind] = [.subscribe, .cancel, .finished, .failure(""), .failure("<boom> & \"again\"")]
        for round in 0..<300 {
            let lanes = (0..<random.int(in: 0...4)).map { _ -> MarbleLane in
                let events = (0..<random.int(in: 0...12)).map { _ -> MarbleEvent in
                    let time = random.int(in: -5...50) * random.pick([1, 10, 100, 1000])
                    let kind = random.chance(60) ? .value(random.pick(texts)) : random.pick(kinds)
                    return MarbleEvent(time: time, kind: kind)
                }
                return MarbleLane(name: random.pick(texts + ["a <long> lane name & more"]), events: events)
            }
            let renderer = DiagramRenderer(width: random.int(in: 20...140))
            let svg = renderer.svg(lanes)
            #expect(svg == renderer.svg(lanes))
            #expect(svg.hasSuffix("</svg>\n"))
            // Every `<` opens markup: texts never hold a raw one.
            #expect(svg.components(separatedBy: "<text").count == svg.components(separatedBy: "</text>").count)
            if round % 30 == 0 { _ = try RenderedPicture(svg: svg) }
        }
    }

    @Test func aHugeGroupDrawsQuickly() {
        let events = (0..<200_000).map { MarbleEvent.value(String($0 % 10), at: 100) } + [.finished(at: 200)]
        var svg = ""
        let seconds = threadCPUSeconds {
            svg = DiagramRenderer(width: 80).svg([MarbleLane(name: "a", events: events), MarbleLane(name: "b", events: events)])
        }
        // One key for the group, cut in the middle on its legend line.
        #expect(svg.contains("200000 events"))
        #expect(seconds < 10)
    }
}
