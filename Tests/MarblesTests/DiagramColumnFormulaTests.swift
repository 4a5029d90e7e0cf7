import TestSupport
import Testing
@testable import Marbles

/// The promise of true columns: in every lane and on the ruler, an event at time `t`
/// stands at terminal column `L + (t - t0) / d` (rounded down), with the same label width
/// `L`, start time `t0` and column duration `d` everywhere. After a compressed silence the
/// same holds from the first column the ruler labels there.
///
/// Each event's column is found in the rendered text by a reader written here, apart from
/// the renderer and the parser: a lane character is one column; a key stands for what the
/// legend data says, an implied subscription for the lane's first mark.
@Suite struct DiagramColumnFormulaTests {
    struct Generator {
        var random: SplitMix64

        static let texts = ["1", "7", "a", "x", "é", "10", "sw", "swift", "(1, 2)", "日", "😀", "", "-", "|", "A", "s"]

        mutating func lanes() -> [MarbleLane] {
            let scale = random.pick([1, 10, 100, 1000])
            let horizon = random.int(in: 5...60) * scale
            return (0..<random.int(in: 1...4)).map { index in
                var events: [MarbleEvent] = []
                let start = random.int(in: 0...(horizon / 2))
                if random.chance(70) { events.append(.subscribe(at: start)) }
                // Times anywhere: on a round grid, or off it by a few milliseconds.
                for _ in 0..<random.int(in: 0...10) {
                    var time = random.int(in: start...horizon)
                    if random.chance(50) { time -= time % scale }
                    for _ in 0..<(random.chance(25) ? random.int(in: 2...3) : 1) {
                        events.append(.value(random.pick(Self.texts), at: time))
                    }
                }
                if random.chance(15) { events.append(.value(random.pick(Self.texts), at: start)) }
                let last = events.map(\.time).max() ?? start
                switch random.int(in: 0...3) {
                case 0: events.append(.finished(at: random.chance(30) ? last : random.int(in: last...(horizon + 1))))
                case 1: events.append(.failure(random.pick(["", "boom"]), at: random.int(in: last...(horizon + 1))))
                case 2 where events.first?.kind == .subscribe: events.append(.cancel(at: random.int(in: last...(horizon + 1))))
                default: break
                }
                return MarbleLane(name: "lane\(index)", events: events)
            }
        }
    }

    /// What a mark in a lane stands for, read from the text and the legend data.
    static func kinds(of character: Character, legend: DiagramLegend) -> [MarbleEventKind]? {
        switch character {
        case " ", "-", "─": return nil
        case "^": return [.subscribe]
        case "!": return [.cancel]
        case "|", "┤": return [.finished]
        case "#", "✕": return [.failure("")]
        default: break
        }
        if let entry = legend.entries.first(where: { $0.key == String(character) }) {
            switch entry.meaning {
            case .value(let text): return [.value(text)]
            case .group(let kinds): return kinds.map(Self.withoutMessage)
            // Series keys appear only once 52 letters ran out; these lanes never need so many.
            case .series(let first, _): return [.value(String(first))]
            }
        }
        return [.value(String(character))]
    }

    static func withoutMessage(_ kind: MarbleEventKind) -> MarbleEventKind {
        if case .failure = kind { return .failure("") }
        return kind
    }

    /// The terminal column of the column drawn for `time`, or `nil` when it is not drawn.
    static func expectedColumn(of time: Int, in layout: DiagramLayout) -> Int? {
        let column = (time - layout.startTime) / layout.columnDuration
        var offset = layout.labelWidth
        for segment in layout.segments {
            if case .columns(let firstTime, let count) = segment {
                let first = (firstTime - layout.startTime) / layout.columnDuration
                if column >= first, column < first + count { return offset + column - first }
            }
            offset += segment.width
        }
        return nil
    }

    @Test func everyEventStandsInTheColumnOfItsTime() throws {
        var generator = Generator(random: SplitMix64(seed: 314))
        var whole = 0, offGrid = 0, groups = 0, keyed = 0, merged = 0, implied = 0, withGaps = 0, events = 0
        for _ in 0..<1_500 {
            let lanes = generator.lanes()
            var renderer = DiagramRenderer(width: generator.random.int(in: 50...200),
                                           glyphs: generator.random.chance(30) ? .unicode : .ascii)
            if generator.random.chance(15) { renderer.columnDuration = generator.random.pick([7, 25, 100, 500]) }
            let layout = renderer.layout(lanes)
            let (labelWidth, t0, d) = (layout.labelWidth, layout.startTime, layout.columnDuration)
            let isWhole = layout.segments.count == 1 && !layout.isElided
            if isWhole { whole += 1 }
            if layout.segments.count > 1 { withGaps += 1 }
            if layout.legend.entries.contains(where: { if case .group = $0.meaning { true } else { false } }) { groups += 1 }
            if !layout.legend.entries.isEmpty { keyed += 1 }
            if !layout.legend.impliedSubscriptions.isEmpty { implied += 1 }

            // The ruler: each label over the column it names.
            let ruler = Array(layout.lines[0].prefix(while: { $0 != "(" }))
            var position = labelWidth
            while position < ruler.count {
                guard ruler[position] == "-" || ruler[position].isNumber else {
                    position += 1
                    continue
                }
                let label = String(ruler[position...].prefix(while: { $0 == "-" || $0.isNumber }))
                let time = try #require(Int(label), "\(layout.text)")
                #expect((time - t0) % d == 0, "label \(label)\n\(layout.text)")
                #expect(Self.expectedColumn(of: time, in: layout) == position, "label \(label)\n\(layout.text)")
                if isWhole { #expect(position == labelWidth + (time - t0) / d) }
                position += label.count
            }

            for (index, lane) in lanes.enumerated() {
                let line = Array(layout.lines[1 + index])
                let end = labelWidth + layout.segments.reduce(0) { $0 + $1.width }
                var found: [(column: Int, kind: MarbleEventKind)] = []
                var offset = labelWidth
                for segment in layout.segments {
                    if case .columns(_, let count) = segment {
                        for column in offset..<(offset + count) where column < min(end, line.count) {
                            for kind in Self.kinds(of: line[column], legend: layout.legend) ?? [] {
                                found.append((column, kind))
                            }
                        }
                    }
                    offset += segment.width
                }
                if layout.legend.impliedSubscriptions.contains(index), let first = found.first {
                    found.insert((first.column, .subscribe), at: 0)
                }
                let drawn = lane.events.filter { $0.time < layout.lastColumnTime + d }
                let expected = drawn.map { event in
                    (column: Self.expectedColumn(of: event.time, in: layout) ?? -1, kind: Self.withoutMessage(event.kind))
                }
                #expect(found.map(\.column) == expected.map(\.column), "lane \(index)\n\(layout.text)")
                #expect(found.map(\.kind) == expected.map(\.kind), "lane \(index)\n\(layout.text)")
                if isWhole {
                    for event in drawn {
                        #expect(Self.expectedColumn(of: event.time, in: layout) == labelWidth + (event.time - t0) / d)
                    }
                }
                events += drawn.count
                if drawn.contains(where: { ($0.time - t0) % d != 0 }) { offGrid += 1 }
                var columns: [Int: Set<Int>] = [:]
                for event in drawn { columns[(event.time - t0) / d, default: []].insert(event.time) }
                if columns.values.contains(where: { $0.count > 1 }) { merged += 1 }
            }
        }
        #expect(whole > 500)
        #expect(withGaps > 50)
        #expect(offGrid > 300)
        #expect(groups > 300)
        #expect(keyed > 800)
        #expect(merged > 30)
        #expect(implied > 100)
        #expect(events > 10_000)
    }

    /// The automatic choice never merges instants in a drawn column.
    @Test func theChosenDurationSeparatesEveryTimeDrawn() {
        var generator = Generator(random: SplitMix64(seed: 99))
        for _ in 0..<1_000 {
            let lanes = generator.lanes()
            let layout = DiagramRenderer(width: generator.random.int(in: 40...160)).layout(lanes)
            let d = layout.columnDuration
            var columns: [Int: Set<Int>] = [:]
            for lane in lanes {
                for event in lane.events where event.time < layout.lastColumnTime + d {
                    columns[(event.time - layout.startTime) / d, default: []].insert(event.time)
                }
            }
            #expect(columns.values.allSatisfy { $0.count == 1 }, "\(layout.text)")
        }
    }
}
