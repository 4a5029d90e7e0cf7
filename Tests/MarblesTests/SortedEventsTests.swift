import TestSupport
import Testing
@testable import Marbles

/// The searches that let a huge lane cost only what is drawn: the end of an instant by
/// galloping, counts by binary search, instants found from the left, and the walk over
/// the distinct times of several lanes.
@Suite struct SortedEventsTests {
    /// Runs of 1 to 40 events per instant, so galloping crosses every power of two.
    static func events(seed: UInt64) -> [MarbleEvent] {
        var random = SplitMix64(seed: seed)
        var events: [MarbleEvent] = []
        var time = random.int(in: -5...5) * 10
        for _ in 0..<random.int(in: 1...30) {
            for _ in 0..<random.pick([1, 1, 2, 3, 7, 8, 9, 16, 17, 40]) { events.append(.value("v", at: time)) }
            time += random.int(in: 1...5) * 10
        }
        return events
    }

    @Test(arguments: 0..<20)
    func searchesAgreeWithAScan(seed: Int) {
        let events = Self.events(seed: UInt64(seed))
        for start in events.indices where start == 0 || events[start - 1].time != events[start].time {
            let end = events[start...].firstIndex { $0.time != events[start].time } ?? events.count
            #expect(events.endOfInstant(from: start) == end)
        }
        for time in stride(from: -60, through: (events.last?.time ?? 0) + 10, by: 5) {
            #expect(events.count(through: time) == events.filter { $0.time <= time }.count)
        }
    }

    @Test func columnsTakeWholeInstants() {
        let lane = LaneCells(events: [.value("a", at: 0), .value("b", at: 0), .value("c", at: 20), .finished(at: 50)])
        // The one pass: steps 20 and 30, gcd 10; the last instant ends the lane.
        #expect(lane.stepGcd == 10)
        #expect(lane.endTime == 50)
        #expect(lane.startTime == nil)
        let fine = DiagramGrid(times: [0, 20, 50], available: 74, maxColumnDuration: 10, markerWidth: 3)
        #expect(lane.columnRange(from: 0, grid: fine) == 0..<2)
        #expect(lane.columnRange(from: 2, grid: fine) == 2..<3)
        // 25ms columns put 0 and 20 in one column: the column holds both instants.
        var coarse = DiagramGrid(times: [0, 20, 50], available: 74, maxColumnDuration: 10, markerWidth: 3)
        coarse.columnDuration = 25
        #expect(lane.columnRange(from: 0, grid: coarse) == 0..<3)
        #expect(lane.columnRange(from: 3, grid: coarse) == 3..<4)
    }

    @Test func unsortedEventsAreSortedOnceAndFailuresFound() {
        let lane = LaneCells(events: [.failure("x", at: 30), .value("a", at: 10), .failure("", at: 10)])
        #expect(lane.events.map(\.time) == [10, 10, 30])
        #expect(lane.failureIndices == [1, 2])
        #expect(lane.failureMessage(in: 0..<2) == nil)
        #expect(lane.failureMessage(in: 2..<3) == "x")
        #expect(lane.failureCount(through: 29) == 1)
    }

    @Test func theWalkMergesTheDistinctTimesOfEveryLane() {
        let lanes = [
            LaneCells(events: [.value("a", at: -200), .value("b", at: 100), .value("c", at: 100)]),
            LaneCells(events: []),
            LaneCells(events: [.subscribe(at: 100), .value("d", at: 400)]),
        ]
        let times = DiagramTimes(lanes)
        #expect(times.origin == -200)
        #expect(times.span == 600)
        // From the origin: 0, 300 and 600, so gcd 300.
        #expect(times.gcd == 300)
        var walk = times.walk()
        var seen: [Int] = []
        while let time = walk.next() { seen.append(time) }
        #expect(seen == [-200, 100, 400])
    }

    @Test func aGridCanBeCutBeforeWhatFits() {
        // 0…500 fits 74 columns; cut after 250, it ends at the column of 200 with the marker
        // still to be drawn.
        let times = [0, 100, 200, 300, 400, 500]
        let grid = DiagramGrid(times: times, available: 74, maxColumnDuration: 100, markerWidth: 3, lastTime: 250)
        #expect(grid.isElided)
        #expect(grid.segments == [.columns(0...2)])
        #expect(grid.time(ofColumn: grid.lastVisibleColumn) == 200)
        let whole = DiagramGrid(times: times, available: 74, maxColumnDuration: 100, markerWidth: 3, lastTime: 500)
        #expect(!whole.isElided)
    }
}
