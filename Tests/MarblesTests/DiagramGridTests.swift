import Testing
@testable import Marbles

@Suite struct DiagramGridTests {
    func grid(_ times: [Int], available: Int = 74, maxColumnDuration: Int? = 100) -> DiagramGrid {
        DiagramGrid(times: times, available: available, maxColumnDuration: maxColumnDuration, markerWidth: 3)
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
        // No grid of 0…1030 fits 30 columns whole while it separates 1000 and 1030 (25ms is
        // the coarsest that does, in 42 columns); with 10ms columns, the event columns are
        // 0, 10, 100, 103: silences of 9 and 89 columns. The grid is 104 wide; compressing
        // the 89 (keep 1 + " 870ms " + keep 1) saves 80 → 24 ≤ 30, so the 9-column silence
        // stays. (Imposed here: the coarsest separating grid that fits compressed is 25ms.)
        #expect(grid([0, 100, 1000, 1030], available: 30).columnDuration == 25)
        let times = DiagramTimes(times: [0, 100, 1000, 1030])
        let chosen = DiagramGrid(times: times, scale: DiagramGrid.imposed(10, times: times), available: 30, markerWidth: 3)
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

    @Test func timesOffTheGridGetTheFinestRoundColumnThatSeparatesThem() {
        // gcd 1: 1501 columns of 1ms do not fit 74. Round durations from 2ms: 10ms makes
        // 151 columns, 20ms 76, 25ms 61, which fit, and put 100 and 137 in columns 4 and 5.
        let chosen = grid([0, 100, 137, 1500])
        #expect(chosen.columnDuration == 25)
        #expect(chosen.origin == 0)
        #expect(chosen.columnCount == 61)
        #expect(chosen.column(of: 137) == 5)
        #expect(!chosen.isElided)
        // 250 and 1337 with 0 and 1000: 20ms already fits (67 columns) and separates.
        #expect(grid([0, 250, 1000, 1337]).columnDuration == 20)
    }

    @Test func timesThatOnlyAFineGridSeparatesAreCompressedRatherThanMerged() {
        // 0 and 1 share every column coarser than 1ms: 1ms columns, the silence compressed.
        let chosen = grid([0, 1, 3000])
        #expect(chosen.columnDuration == 1)
        #expect(chosen.segments == [.columns(0...2), .gap(label: "2.996s", columns: 2996), .columns(2999...3000)])
    }

    @Test func aDurationOffTheGcdStartsOnItsOwnMultiple() {
        // -137 and 1000, gcd 1137 (prime factors 3 × 379): no exact grid fits, 20ms
        // columns (58) do; they start at -140, so that labels stay round.
        let chosen = grid([-137, 1000])
        #expect(chosen.columnDuration == 20)
        #expect(chosen.origin == -140)
        #expect(chosen.column(of: -137) == 0)
        #expect(chosen.column(of: 1000) == 57)
    }

    @Test func atLeastOneColumnIsShownHoweverNarrow() {
        let chosen = grid([0, 100, 200], available: 2)
        #expect(chosen.segments == [.columns(0...0)])
        #expect(chosen.isElided)
    }

    @Test func extremeTimesDoNotCrash() {
        let chosen = grid([Int.min / 2, 0, Int.max / 2], available: 40)
        #expect(chosen.width <= 40)
        _ = DiagramRenderer(width: 60).render([
            MarbleLane(name: "x", events: [.value("1", at: Int.min / 2), .value("2", at: Int.max / 2)]),
        ])
    }
}

@Suite struct TimeProgressionTests {
    @Test(arguments: [
        (0, "0ms"), (300, "300ms"), (999, "999ms"), (1000, "1s"), (1500, "1.5s"), (2350, "2.35s"),
        (2351, "2.351s"), (1210, "1.21s"), (60000, "60s"), (-1500, "-1.5s"), (-500, "-500ms"), (19600, "19.6s"),
    ])
    func formatIsMillisecondsBelowOneSecondElseSeconds(milliseconds: Int, text: String) throws {
        #expect(formatVirtualTime(milliseconds) == text)
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
