import Testing
@testable import Marbles

/// Per-column widths: a column is as wide as its widest cell in any lane, the others stay
/// one character wide, and the grid, the ruler and the read-back all follow the real widths.
/// Each expected text is worked out in the comments.
@Suite struct DiagramColumnWidthTests {
    /// The session of the brief: `subject a`, a debounced and a throttled sink (`t`), and a
    /// late subscriber that cancels.
    static let sessionLanes = [
        MarbleLane(name: "a", events: [
            .value("1", at: 0), .value("2", at: 100), .value("3", at: 200), .finished(at: 1500),
        ]),
        MarbleLane(name: "a | debounce 300ms", events: [
            .subscribe(at: 0), .value("3", at: 500), .finished(at: 1500),
        ]),
        MarbleLane(name: "t", events: [
            .subscribe(at: 0), .value("1", at: 0), .value("3", at: 300), .finished(at: 1500),
        ]),
        MarbleLane(name: "late", events: [.subscribe(at: 250), .cancel(at: 400)]),
    ]

    @Test func onlyTheColumnOfASubscriptionGroupIsWide() {
        // 250 sets 50ms columns: 0…1500 is 31 columns, plus 3 for "(^1)" in column 0: 34
        // fit the 80 - 19 = 61 available, so nothing is cut. Labels must be "1500" + 1 = 5
        // apart: 50ms steps put 0 and 50 at 0 and 4, 100ms ones 100 and 200 at 5 and 7;
        // every 500ms they stand at columns 0, 10, 20, 30, that is at 0, 13, 23 and 33.
        #expect(DiagramRenderer(width: 80).render(Self.sessionLanes) == """
            t(ms)              0            500       1000      1500   (1 col = 50ms)
            a                  1   -2-3-------------------------|
            a | debounce 300ms ^   ---------3-------------------|
            t                  (^1)-----3-----------------------|
            late               -   ----^--!

            """)
    }

    @Test func theWideColumnIsPaddedInEveryLaneAndReadsBack() throws {
        let layout = DiagramRenderer(width: 80).layout(Self.sessionLanes)
        #expect(layout.columnWidths == [4] + Array(repeating: 1, count: 30))
        for (index, lane) in Self.sessionLanes.enumerated() {
            let timeline = try MarbleParser.parse(
                layout.laneCells[index], frame: layout.columnDuration, mode: .lane, origin: layout.startTime)
            #expect(timeline.events == lane.events)
        }
    }

    @Test func aWideColumnLaterOnWidensOnlyItself() {
        // [10] at 200 widens column 2 to four; both lanes pad it. Labels 4 apart ("300"):
        // 100ms steps put 0, 100, 200 at 0, 1, 2; every 200ms they stand at 0 and 2; every
        // 500ms only 0 is in the grid.
        let lanes = [
            MarbleLane(name: "x", events: [.value("1", at: 0), .value("10", at: 200), .finished(at: 300)]),
            MarbleLane(name: "y", events: [.value("2", at: 100), .value("3", at: 200), .value("4", at: 300)]),
        ]
        #expect(DiagramRenderer(width: 80).render(lanes) == """
            t(ms) 0   (1 col = 100ms)
            x     1-[10]|
            y     -23   4

            """)
    }

    @Test func wideColumnsEverywhereGetDenserLabels() {
        // Every column holds a bracketed value, so every column is four wide and labels at
        // every 100ms stand 4 apart: "300" + 1 fits, as with one width for all.
        let lane = MarbleLane(name: "w", events: (0..<4).map { .value("1\($0)", at: $0 * 100) })
        #expect(DiagramRenderer(width: 80).render([lane]) == """
            t(ms) 0   100 200 300   (1 col = 100ms)
            w     [10][11][12][13]

            """)
    }

    @Test func theCutCountsTheRealWidths() {
        // 100 digits 10ms apart, "(^0)" at 0: 80 - 6 = 34 available, 31 before "...". Column
        // 0 takes 4, columns 1…27 one each: the cut is at 270ms (33 columns with width 1).
        // Labels 4 apart ("270"): 10ms steps put 0 and 10 at 0 and 4, 20ms ones 20 and 40 at
        // 5 and 7; every 50ms they are at 0, 8, 13, 18, 23, 28. The column duration does
        // not fit after 250 (ending at 31 + 3 + 14 > 34), so it is right-aligned at 20 and
        // the labels it would touch (150 and later) give way. The note wraps at the width.
        let digits = MarbleLane(name: "n", events: [.subscribe(at: 0)] + (0..<100).map { .value("\($0 % 10)", at: $0 * 10) })
        let quiet = MarbleLane(name: "q", events: [.finished(at: 50)])
        let layout = DiagramRenderer(width: 40).layout([digits, quiet])
        #expect(layout.text == """
            t(ms) 0       50   100    (1 col = 10ms)
            n     (^0)123456789012345678901234567...
            q     -   ----|
                  (72 events after 270ms not shown;
                  use a larger width)

            """)
        #expect(layout.lastColumnTime == 270)
        #expect(layout.columnWidths.reduce(0, +) == 31)
    }

    @Test func aTokenEndingAtPaddingIsBracketed() throws {
        // Column 1 is four wide for [10], so lane a's "1a" would stand before spaces and read
        // back as a time progression; "[a]" fits the column, which stays four wide.
        let lanes = [
            MarbleLane(name: "a", events: [.value("1", at: 0), .value("a", at: 100), .finished(at: 200)]),
            MarbleLane(name: "b", events: [.value("x", at: 0), .value("10", at: 100), .finished(at: 200)]),
        ]
        let layout = DiagramRenderer(width: 80).layout(lanes)
        // Labels 4 apart ("200"): 0 and 200 stand at 0 and 1 + 4 = 5.
        #expect(layout.text == """
            t(ms) 0    200   (1 col = 100ms)
            a     1[a] |
            b     x[10]|

            """)
        let events = try MarbleParser.parse(layout.laneCells[0], frame: layout.columnDuration, mode: .lane).events
        #expect(events == lanes[0].events)
    }

    @Test func aColumnTooNarrowForTheBracketsIsWidened() throws {
        // 日 makes column 1 two wide: "1a" followed by one space would read as a time
        // progression, and "[a]" needs 3, so the column becomes 3 wide in both lanes.
        let lanes = [
            MarbleLane(name: "a", events: [.value("1", at: 0), .value("a", at: 100), .finished(at: 200)]),
            MarbleLane(name: "b", events: [.value("日", at: 100), .finished(at: 200)]),
        ]
        let layout = DiagramRenderer(width: 80).layout(lanes)
        #expect(layout.columnWidths == [1, 3, 1])
        // Labels 4 apart ("200"): 0 and 200 stand at 0 and 1 + 3 = 4.
        #expect(layout.text == """
            t(ms) 0   200   (1 col = 100ms)
            a     1[a]|
            b     -日 |

            """)
        for (index, lane) in lanes.enumerated() {
            let events = try MarbleParser.parse(layout.laneCells[index], frame: layout.columnDuration, mode: .lane).events
            #expect(events == lane.events)
        }
    }

    @Test func digitsAloneNeedNoBrackets() {
        // "12" before spaces is two values, not a time progression: nothing is bracketed.
        let lanes = [
            MarbleLane(name: "a", events: [.value("1", at: 0), .value("2", at: 100), .finished(at: 200)]),
            MarbleLane(name: "b", events: [.value("10", at: 100)]),
        ]
        #expect(DiagramRenderer(width: 80).layout(lanes).laneCells == ["12   |", "-[10]-"])
    }
}
