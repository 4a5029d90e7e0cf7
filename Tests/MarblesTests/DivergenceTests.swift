import Testing
@testable import Marbles

@Suite struct DivergenceTests {
    let expected: [MarbleEvent] = [.value("1", at: 0), .value("3", at: 300), .finished(at: 1500)]

    @Test func equalTimelinesHaveNoDivergence() {
        #expect(firstDivergence(expected: expected, actual: expected) == nil)
        #expect(firstDivergence(expected: [], actual: []) == nil)
    }

    @Test func differentEventAtTheSameInstant() {
        let actual: [MarbleEvent] = [.value("1", at: 0), .value("2", at: 300), .finished(at: 1500)]
        #expect(firstDivergence(expected: expected, actual: actual) == "at 300ms expected value 3, got value 2")
    }

    @Test func missingCompletion() {
        let actual: [MarbleEvent] = [.value("1", at: 0), .value("3", at: 300)]
        #expect(firstDivergence(expected: expected, actual: actual) == "expected finished at 1.5s, got nothing")
    }

    @Test func extraEvent() {
        let actual = expected + [.value("9", at: 1600)]
        #expect(firstDivergence(expected: expected, actual: actual) == "at 1.6s expected nothing, got value 9")
    }

    @Test func sameEventAtAnotherTime() {
        let actual: [MarbleEvent] = [.value("1", at: 0), .value("3", at: 400), .finished(at: 1500)]
        #expect(firstDivergence(expected: expected, actual: actual) == "expected value 3 at 300ms, got it at 400ms")
    }

    @Test func otherEventAtAnotherTime() {
        let actual: [MarbleEvent] = [.value("1", at: 0), .value("3", at: 300), .value("4", at: 1600)]
        #expect(firstDivergence(expected: expected, actual: actual)
            == "expected finished at 1.5s, got value 4 at 1.6s")
    }

    @Test func failuresAreNamedWithTheirMessage() {
        #expect(firstDivergence(expected: [.failure("boom", at: 700)], actual: [.failure("", at: 700)])
            == "at 700ms expected failure \"boom\", got failure")
        #expect(firstDivergence(expected: [.subscribe(at: 0)], actual: [.cancel(at: 0)])
            == "at 0ms expected subscription, got cancellation")
    }

    @Test func unsortedInputIsComparedInTimeOrder() {
        let shuffled: [MarbleEvent] = [.finished(at: 1500), .value("1", at: 0), .value("3", at: 300)]
        #expect(firstDivergence(expected: expected, actual: shuffled) == nil)
    }
}

@Suite struct DiagramLegendTests {
    @Test func expandRestoresKeysGroupsAndMessages() {
        let legend = DiagramLegend(
            entries: [
                .init(key: "A", meaning: .value("\"hello\"")),
                .init(key: "k1", meaning: .group([.value("1"), .finished])),
            ],
            failures: [.init(lane: 1, time: 300, message: "boom")])
        let read: [MarbleEvent] = [.value("A", at: 0), .value("B", at: 100), .value("k1", at: 200), .failure("", at: 300)]
        #expect(legend.expand(read, lane: 0) == [
            .value("\"hello\"", at: 0), .value("B", at: 100), .value("1", at: 200), .finished(at: 200), .failure("", at: 300),
        ])
        #expect(legend.expand(read, lane: 1).last == .failure("boom", at: 300))
    }

    @Test func aGroupKeptAsASliceEqualsTheSameGroupSpelledOut() {
        // A keyed group keeps a slice of its lane (no copy of a huge group); it is the same
        // entry, with the same hash, as the group written as kinds, and expands the same.
        let events: [MarbleEvent] = [.value("x", at: 0), .value("1", at: 5), .finished(at: 5), .value("y", at: 9)]
        let sliced = DiagramLegend.Entry(key: "A", group: events[1..<3])
        let spelled = DiagramLegend.Entry(key: "A", meaning: .group([.value("1"), .finished]))
        #expect(sliced == spelled)
        #expect(sliced.hashValue == spelled.hashValue)
        #expect(sliced.meaning == .group([.value("1"), .finished]))
        #expect(sliced != DiagramLegend.Entry(key: "B", meaning: .group([.value("1"), .finished])))
        #expect(sliced != DiagramLegend.Entry(key: "A", meaning: .group([.value("1")])))
        #expect(sliced != DiagramLegend.Entry(key: "A", meaning: .value("1")))
        #expect(sliced.isGroup(of: [MarbleEvent.value("1", at: 700), .finished(at: 700)][...]))
        let legend = DiagramLegend(entries: [sliced])
        #expect(legend.expand([.value("A", at: 300)], lane: 0) == [.value("1", at: 300), .finished(at: 300)])
    }

    @Test func whenLettersRunOutTheDiagramIsCutBeforeTheColumnThatNeedsOne() throws {
        // 53 distinct wide values, one per column: A…Z and a…z key the first 52; the 53rd
        // column would need one more letter, so the diagram stops before it, with a note.
        let events = (0..<53).map { MarbleEvent.value("value number \($0)", at: $0 * 100) }
        var renderer = DiagramRenderer(width: 400)
        renderer.maxLegendLines = 60
        let layout = renderer.layout([MarbleLane(name: "w", events: events)])
        #expect(layout.legend.entries.map(\.key).suffix(2) == ["y", "z"])
        #expect(layout.laneCells[0] == "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz...")
        #expect(layout.text.contains("(1 event after 5.1s not shown; no letters left for more keys)"))
        #expect(try layout.readLane(0, cells: String(layout.laneCells[0].dropLast(3))) == Array(events.prefix(52)))
    }
}
