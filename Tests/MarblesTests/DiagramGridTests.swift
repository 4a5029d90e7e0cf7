import Testing
@testable import Marbles

@Suite struct DiagramGridTests {
    /// A grid whose event columns are `widths` wide (by default all one character wide).
    func grid(
        _ times: [Int], widths: [Int]? = nil, available: Int = 74, maxColumnDuration: Int? = 100
    ) -> DiagramGrid {
        DiagramGrid(times: times, widths: widths ?? times.map { _ in 1 }, available: available,
                    maxColumnDuration: maxColumnDuration, markerWidth: 3)
    }

    @Test func columnDurationIsTheGcdCappedAtTheFrame() {
        // 0 and 3000 have gcd 3000; with the 100ms cap there are 31 columns, which fit.
        #expect(grid([0, 3000]).columnDuration == 100)
        #expect(grid([0, 3000]).columnCount == 31)
        #expect(grid([0, 3000], maxColumnDuration: nil).columnDuration == 3000)
        // 250 and 500: gcd 250, whose largest divisor up to 100 is 50; for 150 it is 75.
        #expect(grid([250, 500]).columnDuration == 50)
        #expect(grid([150, 300]).columnDuration == 75)
        // 7ms apart: 7 is already below the cap, so 3 columns rather than 15 of 1ms.
        #expect(grid([0, 7, 14]).columnDuration == 7)
        #expect(grid([0, 7, 14]).columnCount == 3)
    }

    @Test func aCoarserRoundColumnIsUsedWhenTheFineOneDoesNotFit() {
        // A timer every second for a minute: 601 columns of 100ms do not fit 74, 121 of
        // 500ms neither; 61 of 1s do.
        let times = (0...60).map { $0 * 1000 }
        let chosen = grid(times)
        #expect(chosen.columnDuration == 1000)
        #expect(chosen.columnCount == 61)
        #expect(!chosen.isElided)
        #expect(chosen.segments == [.columns(0...60)])
    }

    @Test func silencesAreCompressedLargestSavingFirst() {
        // Event columns 0, 10, 100, 103 (10ms each): silences of 9 and 89 columns. The grid
        // is 104 wide; compressing the 89 (keep 1 + " 870ms " + keep 1) saves 80 → 24 ≤ 30,
        // so the 9-column silence stays.
        let chosen = grid([0, 100, 1000, 1030], available: 30)
        #expect(chosen.columnDuration == 10)
        #expect(chosen.segments == [.columns(0...11), .gap(label: "870ms", columns: 87), .columns(99...103)])
        #expect(chosen.width == 12 + 7 + 5)
        #expect(!chosen.isElided)
    }

    @Test func whatStillDoesNotFitIsCut() {
        // 100 events 10ms apart, no silence to compress: 31 columns and "..." fit 34.
        let chosen = grid((0..<100).map { $0 * 10 }, available: 34)
        #expect(chosen.isElided)
        #expect(chosen.segments == [.columns(0...30)])
        #expect(chosen.lastVisibleColumn == 30)
        #expect(chosen.time(ofColumn: chosen.lastVisibleColumn) == 300)
    }

    @Test func aCutNeverEndsOnAGap() {
        // Event columns 0, 1, 50 and 200..299. The gap after column 1 fits, the one before
        // column 200 would leave no room for a column after it; the cut keeps the columns
        // before that gap only.
        let times = [0, 10, 500] + (200..<300).map { $0 * 10 }
        let chosen = grid(times, available: 30)
        #expect(chosen.isElided)
        guard case .columns? = chosen.segments.last else {
            Issue.record("ends with \(String(describing: chosen.segments.last))")
            return
        }
    }

    @Test func theDurationIsChosenByTheRealTotalWidth() {
        // Every second for 6s: gcd 1000, finest 100. At 100ms, 61 one-character columns fit
        // 70; with each event column 4 wide they take 61 + 7 × 3 = 82, so the next round
        // duration, 200ms, is used: 31 + 21 = 52.
        let times = (0...6).map { $0 * 1000 }
        #expect(grid(times, available: 70).columnDuration == 100)
        let wide = grid(times, widths: times.map { _ in 4 }, available: 70)
        #expect(wide.columnDuration == 200)
        #expect(wide.width == 52)
        #expect(!wide.isElided)
        #expect(wide.columnWidths.width(ofColumn: 5) == 4)
        #expect(wide.columnWidths.width(ofColumn: 6) == 1)
    }

    @Test func oneWideColumnCanCallForAnotherCompression() {
        // As in silencesAreCompressedLargestSavingFirst, but column 0 is 8 wide: 111 - 80
        // is 31 > 30, so the 9-column silence is compressed too (7 columns for " 70ms ",
        // saving 1), and the grid is exactly 30 wide: 8 + 1, 6, 3, 7, 5.
        let chosen = grid([0, 100, 1000, 1030], widths: [8, 1, 1, 1], available: 30)
        #expect(chosen.segments == [
            .columns(0...1), .gap(label: "70ms", columns: 7), .columns(9...11),
            .gap(label: "870ms", columns: 87), .columns(99...103),
        ])
        #expect(chosen.width == 30)
        #expect(!chosen.isElided)
    }

    @Test func theCutCountsEachColumnsWidth() {
        // 100 events 10ms apart, column 5 four wide: columns 0…4 take 5, column 5 four, and
        // the remaining 31 - 9 = 22 are columns 6…27.
        let times = (0..<100).map { $0 * 10 }
        let widths = times.indices.map { $0 == 5 ? 4 : 1 }
        let chosen = grid(times, widths: widths, available: 34)
        #expect(chosen.isElided)
        #expect(chosen.segments == [.columns(0...27)])
        #expect(chosen.width == 31)
    }

    @Test func atLeastOneColumnIsShownHoweverNarrow() {
        let chosen = grid([0, 100, 200], widths: [8, 8, 8], available: 2)
        #expect(chosen.segments == [.columns(0...0)])
        #expect(chosen.isElided)
    }

    @Test func extremeTimesDoNotCrash() {
        let chosen = grid([Int.min / 2, 0, Int.max / 2], available: 40)
        #expect(chosen.isElided)
        _ = DiagramRenderer(width: 60).render([
            MarbleLane(name: "x", events: [.value("1", at: Int.min / 2), .value("2", at: Int.max / 2)]),
        ])
    }
}

@Suite struct TimeProgressionTests {
    @Test(arguments: [
        (0, "0ms"), (300, "300ms"), (999, "999ms"), (1000, "1s"), (1500, "1.5s"), (2350, "2.35s"),
        (2351, "2351ms"), (60000, "60s"), (-1500, "-1.5s"), (19600, "19.6s"),
    ])
    func formatIsTheShortestExactSpelling(milliseconds: Int, text: String) throws {
        #expect(TimeProgression.format(milliseconds) == text)
        if milliseconds >= 0 {
            let token = Array(text)
            if TimeProgression.isCandidate(token[...]) {
                #expect(try TimeProgression.parse(token[...], at: 0) == milliseconds)
            }
        }
    }

    @Test(arguments: [("300ms", true), ("1.5s", true), ("1a", true), ("1.5", true), ("12", false),
                      ("a1s", false), ("1-2", false), ("", false), ("１s", false)])
    func candidates(token: String, isCandidate: Bool) {
        #expect(TimeProgression.isCandidate(Array(token)[...]) == isCandidate)
    }
}
