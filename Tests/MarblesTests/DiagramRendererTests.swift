import Testing
@testable import Marbles

/// Exact output for small diagrams. Each expected text is worked out in the comments.
@Suite struct DiagramRendererTests {
    @Test func singleCharacterValuesAreCompact() {
        // Events at 200..800 → gcd 100 → 9 one-character columns. Labels need 3+1
        // characters, so the step is the first round multiple of 100 from 400: 500.
        let lane = MarbleLane(name: "a", events: [
            .value("1", at: 200), .value("2", at: 400), .value("3", at: 700), .finished(at: 800),
        ])
        #expect(DiagramRenderer(width: 80).render([lane]) == """
            t(ms) 0    500   (1 col = 100ms)
            a     --1-2--3|

            """)
    }

    @Test func lanesShareOneGridAndLabelColumn() {
        // SEMANTICS.md's debounce example. "debounce" sets the label column (8 + 1).
        let source = MarbleLane(name: "source", events: [
            .value("1", at: 0), .value("2", at: 100), .value("3", at: 200),
            .value("4", at: 600), .value("5", at: 700), .finished(at: 1500),
        ])
        let debounced = MarbleLane(name: "debounce", events: [
            .value("3", at: 500), .value("5", at: 1000), .finished(at: 1500),
        ])
        #expect(DiagramRenderer(width: 80).render([source, debounced]) == """
            t(ms)    0    500  1000 1500   (1 col = 100ms)
            source   123---45-------|
            debounce -----3----5----|

            """)
    }

    @Test func aSubscriptionSharingItsColumnIsImpliedByWhereTheLaneStarts() throws {
        // The lane starts at 0 with 1: the subscription at 0 is implied (the legend data
        // says so, for reading back). Labels need "300" + 1 = 4 columns: the step is 500ms.
        let lane = MarbleLane(name: "s", events: [
            .subscribe(at: 0), .value("1", at: 0), .value("2", at: 100), .cancel(at: 300),
        ])
        let layout = DiagramRenderer(width: 80).layout([lane])
        #expect(layout.text == """
            t(ms) 0   (1 col = 100ms)
            s     12-!

            """)
        #expect(layout.legend.impliedSubscriptions == [0])
        #expect(try layout.readLane(0) == lane.events)
    }

    @Test func aLaneIsBlankBeforeItsSubscriptionAndAfterItsEnd() throws {
        let lanes = [
            MarbleLane(name: "a", events: [.value("1", at: 0), .value("2", at: 500), .finished(at: 700)]),
            MarbleLane(name: "late", events: [.subscribe(at: 200), .value("1", at: 200), .cancel(at: 400)]),
            MarbleLane(name: "later", events: [.subscribe(at: 300), .finished(at: 600)]),
        ]
        let layout = DiagramRenderer(width: 80).layout(lanes)
        #expect(layout.text == """
            t(ms) 0    500   (1 col = 100ms)
            a     1----2-|
            late    1-!
            later    ^--|

            """)
        for (index, lane) in lanes.enumerated() { #expect(try layout.readLane(index) == lane.events) }
    }

    @Test func aLaneWithNothingAfterSubscribingShowsSilenceToTheEnd() {
        // b sets the grid to 0..500 (6 columns); a only subscribed, at 0.
        let lanes = [
            MarbleLane(name: "a", events: [.subscribe(at: 0)]),
            MarbleLane(name: "b", events: [.value("1", at: 300), .finished(at: 500)]),
        ]
        #expect(DiagramRenderer(width: 80).render(lanes) == """
            t(ms) 0    500   (1 col = 100ms)
            a     ^-----
            b     ---1-|

            """)
    }

    @Test func valuesWiderThanAColumnAreKeys() {
        // 10 and "hello world" take more than their column: keys A and B, explained on one
        // legend line. The failure message is in the legend as well. Labels 4 apart: 0, 500.
        let lane = MarbleLane(name: "map", events: [
            .subscribe(at: 0), .value("10", at: 100), .value("\"hello world\"", at: 300), .failure("boom", at: 500),
        ])
        #expect(DiagramRenderer(width: 80).render([lane]) == """
            t(ms) 0    500   (1 col = 100ms)
            map   ^A-B-#
                  A = 10   B = "hello world"
                  # = boom

            """)
    }

    @Test func keysSkipLettersUsedAsValues() {
        let lane = MarbleLane(name: "v", events: [.value("A", at: 0), .value("a long value", at: 100)])
        #expect(DiagramRenderer(width: 80).render([lane]) == """
            t(ms) 0   (1 col = 100ms)
            v     AB
                  B = a long value

            """)
    }

    @Test func aGroupGetsOneKey() {
        // A sequence delivered at subscription: 14 events at one instant, the subscription
        // implied by where the lane starts.
        let events: [MarbleEvent] = [.subscribe(at: 0)] + (1...12).map { .value("\($0)", at: 0) } + [.finished(at: 0)]
        let lane = MarbleLane(name: "seq", events: events)
        #expect(DiagramRenderer(width: 60).render([lane]) == """
            t(ms) 0   (1 col = 100ms)
            seq   A
                  A = (123456789[10][11][12]|)

            """)
    }

    @Test func differingFailureMessagesAreNamedPerLane() {
        let lanes = [
            MarbleLane(name: "a", events: [.failure("boom", at: 100)]),
            MarbleLane(name: "b", events: [.failure("", at: 200)]),
            MarbleLane(name: "c", events: [.failure("bad", at: 0)]),
        ]
        #expect(DiagramRenderer(width: 80).render(lanes) == """
            t(ms) 0   (1 col = 100ms)
            a     -#
            b     --#
            c     #
                  # in a = boom
                  # in c = bad

            """)
    }

    @Test func longSilenceIsCompressedIntoATimeProgression() {
        // Columns 0, 1, 200, 201 hold events: 202 columns do not fit 54. Columns 2..199 are
        // silent: 2 and 199 stay, the 196 between become " 19.6s ". The ruler marks the gap
        // and labels the first column after it (19900).
        let lane = MarbleLane(name: "g", events: [
            .subscribe(at: 0), .value("1", at: 100), .value("2", at: 20000), .finished(at: 20100),
        ])
        #expect(DiagramRenderer(width: 60).render([lane]) == """
            t(ms) 0     ~   19900   (1 col = 100ms)
            g     ^1- 19.6s -2|

            """)
        #expect(DiagramRenderer(width: 60, glyphs: .unicode).render([lane]) == """
            t(ms) 0     ≈   19900   (1 col = 100ms)
            g     ^1─ 19.6s ─2┤

            """)
    }

    @Test func aLaneThatEndedShowsNoGap() {
        let long = MarbleLane(name: "g", events: [.value("1", at: 100), .value("2", at: 20000)])
        let short = MarbleLane(name: "h", events: [.value("x", at: 0), .finished(at: 100)])
        #expect(DiagramRenderer(width: 60).render([long, short]) == """
            t(ms) 0     ~   19900   (1 col = 100ms)
            g     -1- 19.6s -2
            h     x|

            """)
    }

    @Test func theTailIsElidedVisiblyWithANote() {
        // 100 events, one every 10ms: 100 columns, 34 available. 31 columns (0..300ms) and
        // "..." fit; 69 events are left. The column duration is right-aligned over labels,
        // and the note wraps at the width.
        let lane = MarbleLane(name: "n", events: (0..<100).map { .value("\($0 % 10)", at: $0 * 10) })
        let quiet = MarbleLane(name: "q", events: [.finished(at: 50)])
        #expect(DiagramRenderer(width: 40).render([lane, quiet]) == """
            t(ms) 0    50   100       (1 col = 10ms)
            n     0123456789012345678901234567890...
            q     -----|
                  (69 events after 300ms not shown;
                  use a larger width)

            """)
        var renderer = DiagramRenderer(width: 40, glyphs: .unicode)
        renderer.elisionHint = "widen with --width"
        let unicode = renderer.render([lane])
        // "…" is one column wide, so 33 columns fit (0..320ms) and 67 events are left.
        #expect(unicode.contains("n     012345678901234567890123456789012…\n"))
        #expect(unicode.hasSuffix("(67 events after 320ms not shown;\n      widen with --width)\n"))
    }

    @Test func unicodeGlyphsOnlyOnRequest() {
        let lanes = [
            MarbleLane(name: "a", events: [.value("1", at: 100), .value("2", at: 200), .finished(at: 400)]),
            MarbleLane(name: "b", events: [.subscribe(at: 0), .failure("", at: 300)]),
        ]
        #expect(DiagramRenderer(width: 80, glyphs: .unicode).render(lanes) == """
            t(ms) 0   (1 col = 100ms)
            a     ─12─┤
            b     ^──✕

            """)
        let ascii = DiagramRenderer(width: 80).render(lanes)
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func colourOnlyOnRequest() {
        let lane = MarbleLane(name: "a", events: [.value("1", at: 100), .finished(at: 200)])
        let plain = DiagramRenderer(width: 80).render([lane])
        #expect(!plain.contains("\u{1B}"))
        let coloured = DiagramRenderer(width: 80, color: true).render([lane])
        #expect(coloured.contains("a     \u{1B}[2m-\u{1B}[0m\u{1B}[36m1\u{1B}[0m\u{1B}[32m|\u{1B}[0m\n"))
        // Without the escape codes it is the plain diagram.
        #expect(coloured.replacingEscapes() == plain)
    }

    @Test func negativeTimesMoveTheStartOfTheGrid() {
        // A hot source read back: a@-200. Columns start at -200; 0 is not labelled because
        // "-200" still occupies its place.
        let timeline = MarbleLane(name: "hot", events: [.value("a", at: -200), .value("b", at: 200), .finished(at: 400)])
        let layout = DiagramRenderer(width: 80).layout([timeline])
        #expect(layout.startTime == -200)
        #expect(layout.text == """
            t(ms) -200   (1 col = 100ms)
            hot   a---b-|

            """)
    }

    @Test func aLaneThatWouldReadAsATimeProgressionBeginsWithAKey() throws {
        // "1a" alone would read back as a time progression with the unknown unit "a", so
        // the 1 is keyed: "Aa" (keys skip letters used as values, but "A" is free).
        let lane = MarbleLane(name: "r", events: [.value("1", at: 0), .value("a", at: 100)])
        let layout = DiagramRenderer(width: 80).layout([lane])
        #expect(layout.laneCells == ["Aa"])
        #expect(try layout.readLane(0) == lane.events)
    }

    @Test func longNamesAreShortenedVisibly() {
        let lane = MarbleLane(name: "a | debounce 300ms | sink", events: [.value("1", at: 0)])
        // A third of 30 is 10 columns for the name: 7 characters and "...".
        #expect(DiagramRenderer(width: 30).render([lane]) == """
            t(ms)      0   (1 col = 100ms)
            a | deb... 1

            """)
    }

    @Test func emptyInput() {
        #expect(DiagramRenderer(width: 80).render([]) == "(no lanes)\n")
        #expect(DiagramRenderer(width: 80).render([MarbleLane(name: "quiet", events: [])]) == """
            t(ms) 0   (1 col = 100ms)
            quiet -

            """)
    }

    @Test func comparisonDrawsExpectedAndActualOnOneRuler() {
        let expected: [MarbleEvent] = [.subscribe(at: 0), .value("3", at: 500), .value("5", at: 1000), .finished(at: 1500)]
        let actual: [MarbleEvent] = [.subscribe(at: 0), .value("3", at: 500), .value("4", at: 1000), .finished(at: 1500)]
        #expect(DiagramRenderer(width: 60).renderComparison(expected: expected, actual: actual) == """
            t(ms)    0    500  1000 1500   (1 col = 100ms)
            expected ^----3----5----|
            actual   ^----3----4----|
            first difference: at 1s expected value 5, got value 4

            """)
        #expect(!DiagramRenderer(width: 60).renderComparison(expected: expected, actual: expected).contains("first"))
    }
}

extension String {
    /// The text without ANSI SGR escape sequences.
    func replacingEscapes() -> String {
        var result = ""
        var inEscape = false
        for character in self {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
