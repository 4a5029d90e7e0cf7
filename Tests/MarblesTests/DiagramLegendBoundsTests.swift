import TerminalText
import TestSupport
import Testing
@testable import Marbles

/// The legend stays within the width and within `maxLegendLines`, and never cuts silently:
/// long entries are cut in the middle with their size, failure messages wrap, many keys
/// are packed, and a legend that still does not fit cuts the diagram, with a note.
/// Each expected text is worked out in the comments (width 40 and lane names of one
/// character: a label column of 6, so legend lines have 34 columns after their indent).
@Suite struct DiagramLegendBoundsTests {
    @Test func anEmptyValueIsAKeyThatReadsAsQuotes() throws {
        // "" cannot be written in a lane (`[]` is no value), so it is the key A, and the
        // legend says `""` instead of nothing. It still reads back as "".
        let lane = MarbleLane(name: "e", events: [
            .subscribe(at: 0), .value("", at: 100), .value("x", at: 200), .finished(at: 300),
        ])
        let layout = DiagramRenderer(width: 40).layout([lane])
        #expect(layout.text == """
            t(ms) 0   (1 col = 100ms)
            e     ^Ax|
                  A = ""

            """)
        let read = try MarbleParser.parse(layout.laneCells[0], frame: layout.columnDuration, mode: .lane)
        #expect(layout.legend.expand(read.events, lane: 0) == lane.events)
    }

    @Test func aLongValueIsCutInTheMiddleWithItsSize() throws {
        // 50 characters do not fit 34 - "A = ". With " (50 characters) = " (19) and "..."
        // (3), 34 - 1 - 19 - 3 = 11 columns are left: 6 from the start, 5 from the end.
        let text = String(repeating: "0123456789", count: 5)
        let lane = MarbleLane(name: "v", events: [.value(text, at: 0)])
        let layout = DiagramRenderer(width: 40).layout([lane])
        #expect(layout.text == """
            t(ms) 0   (1 col = 100ms)
            v     A
                  A (50 characters) = 012345...56789

            """)
        // The cut is only in the text: the legend still restores the whole value.
        #expect(layout.legend.expand([.value("A", at: 0)], lane: 0) == lane.events)
        // "…" is one column: 13 are left, 7 and 6.
        #expect(DiagramRenderer(width: 40, glyphs: .unicode).render([lane]).hasSuffix(
            "      A (50 characters) = 0123456…456789\n"))
    }

    @Test func atTheNarrowestWidthTheSizeMakesWayForTheText() {
        // Width 20: 14 columns after the indent. With the size only 14 - 1 - 19 - 3 < 8
        // would be left, so the line keeps "A = ", "..." and 14 - 1 - 3 - 3 = 7 columns.
        let lane = MarbleLane(name: "v", events: [.value(String(repeating: "0123456789", count: 5), at: 0)])
        #expect(DiagramRenderer(width: 20).render([lane]) == """
            t(ms) 0 (100ms/col)
            v     A
                  A = 0123...789

            """)
    }

    @Test func aHugeGroupIsCutWithItsEventCount() {
        // 32 events at one instant: one key, for 31 of them (the subscription is implied by
        // where the lane starts). In full the group would take 96 columns; " (31 events) = "
        // (15), the parentheses and "..." leave 34 - 1 - 15 - 5 = 13: "1234567" (7) from
        // the start, "[30]|" (5 of 6) from the end.
        let events: [MarbleEvent] = [.subscribe(at: 0)] + (1...30).map { .value("\($0)", at: 0) } + [.finished(at: 0)]
        let lane = MarbleLane(name: "r", events: events)
        let layout = DiagramRenderer(width: 40).layout([lane])
        #expect(layout.text == """
            t(ms) 0   (1 col = 100ms)
            r     A
                  A (31 events) = (1234567...[30]|)

            """)
        #expect(layout.legend.impliedSubscriptions == [0])
        #expect(layout.legend.expand([.value("A", at: 0)], lane: 0) == events)
    }

    @Test func groupMembersThatNeedKeysAreKeyedAfterTheGroup() {
        // Several events at one instant are a key. The group takes A first, as the lane
        // shows it first; each "" in it is the key B, explained beside it.
        let kinds: [MarbleEventKind] = [.subscribe, .value(""), .value("1"), .value(""), .value("2"), .value(""),
                                        .value("3"), .finished]
        let lane = MarbleLane(name: "g", events: kinds.map { MarbleEvent(time: 0, kind: $0) })
        let layout = DiagramRenderer(width: 40).layout([lane])
        #expect(layout.text == """
            t(ms) 0   (1 col = 100ms)
            g     A
                  A = (B1B2B3|)   B = ""

            """)
        #expect(layout.legend.expand([.value("A", at: 0)], lane: 0) == lane.events)
    }

    @Test func aLongFailureMessageWrapsUnderItsStart() {
        // "# = " leaves 30 columns; the continuation lines start under the message.
        let lane = MarbleLane(name: "f", events: [
            .failure("cannot multiply a string and an integer, expected numbers", at: 0),
        ])
        #expect(DiagramRenderer(width: 40).render([lane]) == """
            t(ms) 0   (1 col = 100ms)
            f     #
                  # = cannot multiply a string and
                      an integer, expected numbers

            """)
    }

    @Test func aFailureMessageBeyondThreeLinesIsCut() {
        // "1 2 3 … 40" is 110 characters: more than 3 lines of 30. Cut: 34 - 1 - 20 - 3 = 10
        // columns, "1 2 3" and "39 40".
        let message = (1...40).map(String.init).joined(separator: " ")
        let lane = MarbleLane(name: "f", events: [.failure(message, at: 0)])
        #expect(DiagramRenderer(width: 40).render([lane]) == """
            t(ms) 0   (1 col = 100ms)
            f     #
                  # (110 characters) = 1 2 3...39 40

            """)
    }

    @Test func manyKeysArePackedIntoColumns() {
        // Six keys with a limit of four lines. Entries are 14 wide; with 3 spaces
        // between them, (34 + 3) / (14 + 3) = 2 fit a line: 3 lines.
        var renderer = DiagramRenderer(width: 40)
        renderer.maxLegendLines = 4
        let lane = MarbleLane(name: "w", events: (0..<6).map { .value("v\($0)-xxxxxxx", at: $0 * 100) })
        #expect(renderer.render([lane]) == """
            t(ms) 0    500   (1 col = 100ms)
            w     ABCDEF
                  A = v0-xxxxxxx   B = v1-xxxxxxx
                  C = v2-xxxxxxx   D = v3-xxxxxxx
                  E = v4-xxxxxxx   F = v5-xxxxxxx

            """)
        // Within any limit, packed the same way.
        renderer.maxLegendLines = 6
        #expect(renderer.render([lane]).hasSuffix("      E = v4-xxxxxxx   F = v5-xxxxxxx\n"))
    }

    @Test func aLegendTooLongEvenPackedCutsTheDiagram() throws {
        // Twelve keys and a failure line with a limit of 3 lines: the whole diagram (14
        // columns) fits the width, but not its legend. Packed two to a line, the keys up to
        // 300ms need 2 lines, plus the failure line; the key at 400ms would need a third.
        // So the diagram stops at 300ms: every key drawn keeps its entry, the failure at
        // 1300ms is no longer drawn, and both notes say what is left out: 8 keys; in w, 8
        // values and `|`, in q the failure. Notes wrap at the width like any line.
        var renderer = DiagramRenderer(width: 40)
        renderer.maxLegendLines = 3
        let lanes = [
            MarbleLane(name: "w", events: (0..<12).map { .value("v\($0)-xxxxxxx", at: $0 * 100) } + [.finished(at: 1200)]),
            MarbleLane(name: "q", events: [.subscribe(at: 0), .failure("boom", at: 1300)]),
        ]
        let layout = renderer.layout(lanes)
        #expect(layout.text == """
            t(ms) 0   (1 col = 100ms)
            w     ABCD...
            q     ^---...
                  A = v0-xxxxxxx   B = v1-xxxxxxx
                  C = v2-xxxxxxx   D = v3-xxxxxxx
                  (8 more keys not shown; use a
                  larger width)
                  (10 events after 300ms not shown;
                  use a larger width)

            """)
        #expect(layout.legend.entries.map(\.key) == ["A", "B", "C", "D"])
        #expect(layout.hiddenEventCount == 10)
        let read = try MarbleParser.parse(String(layout.laneCells[0].dropLast(3)), frame: 100, mode: .lane)
        #expect(layout.legend.expand(read.events, lane: 0) == Array(lanes[0].events.prefix(4)))
    }

    @Test func theFirstInstantKeepsItsKeysWhateverTheLimit() {
        // Nothing can be drawn without the first column: its three keys stay, over a limit
        // of one line, and the rest of the diagram is cut.
        var renderer = DiagramRenderer(width: 40)
        renderer.maxLegendLines = 1
        let lanes = ["first value", "second value", "third value"].map { text in
            MarbleLane(name: String(text.prefix(1)), events: [.value(text, at: 0), .value(text + "!", at: 100)])
        }
        let layout = renderer.layout(lanes)
        #expect(layout.lastColumnTime == 0)
        #expect(layout.legend.entries.map(\.key) == ["A", "B", "C"])
        #expect(layout.text.contains("      (3 more keys not shown; use a\n      larger width)\n"))
    }

    @Test(arguments: [20, 27, 40, 63, 80, 121])
    func legendLinesStayWithinTheWidth(width: Int) {
        var random = SplitMix64(seed: UInt64(width))
        let texts = ["", "x", "a long value with spaces", String(repeating: "ab", count: 70), "line\nbreak",
                     "日本語の長い値です、とても長い", "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]"]
        for _ in 0..<200 {
            let lanes = (0..<random.int(in: 1...3)).map { index -> MarbleLane in
                var events: [MarbleEvent] = []
                for instant in 0..<random.int(in: 1...12) {
                    for _ in 0..<(random.chance(20) ? random.int(in: 2...40) : 1) {
                        events.append(.value(random.pick(texts), at: instant * 100))
                    }
                }
                if random.chance(50) {
                    let message = random.pick(["boom", String(repeating: "much too long a message ", count: 9),
                                               String(repeating: "x", count: 300)])
                    events.append(.failure(message, at: (events.last?.time ?? 0) + 100))
                }
                return MarbleLane(name: random.chance(20) ? "a rather long lane name" : "l\(index)", events: events)
            }
            var renderer = DiagramRenderer(width: width, glyphs: random.chance(30) ? .unicode : .ascii)
            renderer.maxLegendLines = random.pick([1, 3, 20])
            let layout = renderer.layout(lanes)
            for line in layout.lines {
                #expect(DisplayWidth.of(line) <= width, "\(line.debugDescription) in\n\(layout.text)")
            }
        }
    }
}
