import TerminalText
import TestSupport
import Testing
@testable import Marbles

/// Whatever the lanes hold (unsorted, malformed, extreme times, odd text), rendering
/// terminates, stays within the width and is deterministic.
@Suite struct DiagramRendererFuzzTests {
    static let texts = ["", " ", "1", "ab", "\n", "\u{7}", "]", "[", "日本語", "😀", "a]b[c", String(repeating: "x", count: 50)]

    @Test func arbitraryLanesRenderWithinTheWidth() {
        var random = SplitMix64(seed: 99)
        let kinds: [MarbleEventKind] = [.subscribe, .cancel, .finished, .failure(""), .failure("boom\nagain")]
        for _ in 0..<1_000 {
            let lanes = (0..<random.int(in: 0...5)).map { _ -> MarbleLane in
                let events = (0..<random.int(in: 0...12)).map { _ -> MarbleEvent in
                    let time = random.chance(5)
                        ? random.pick([Int.min / 4, Int.max / 4, -1, 1])
                        : random.int(in: -50...50) * random.pick([1, 3, 10, 100, 1000])
                    let kind = random.chance(60) ? .value(random.pick(Self.texts)) : random.pick(kinds)
                    return MarbleEvent(time: time, kind: kind)
                }
                return MarbleLane(name: random.pick(Self.texts + ["a very long lane name indeed"]), events: events)
            }
            var renderer = DiagramRenderer(width: random.int(in: 20...140), glyphs: random.chance(50) ? .ascii : .unicode)
            renderer.columnDuration = random.chance(20) ? random.pick([1, 25, 100, 1000]) : nil
            renderer.maxColumnDuration = random.pick([nil, 1, 100, 7])
            let text = renderer.render(lanes)
            #expect(text == renderer.render(lanes))
            #expect(text.hasSuffix("\n"))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            for line in lines {
                #expect(line.last != " ")
            }
            // The ruler and the lanes stay within the width once it leaves room for a column.
            if renderer.width >= 40, !lanes.isEmpty {
                for line in lines.prefix(1 + lanes.count) {
                    #expect(DisplayWidth.of(line) <= renderer.width, "\(line)")
                }
            }
        }
    }
}
