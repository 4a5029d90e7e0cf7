import TestSupport
import Testing
@testable import Marbles

/// Random garbage never crashes the parser, and every error points inside the text.
@Suite struct MarbleParserFuzzTests {
    static let alphabet: [String] = [
        "-", "-", "-", "|", "#", "^", "!", "(", ")", "[", "]", " ", " ", "a", "b", "1", "0", "3",
        "m", "s", "x", ".", "é", "日", "😀", "\u{7}", "\u{200B}", "\"", "\\", "─", "┤", "✕", "\n",
        "300ms", "1.5s", " 2s ", "#[", "e\u{301}",
    ]

    @Test func randomTextNeverCrashesAndErrorsAreInBounds() {
        var random = SplitMix64(seed: 0x5EED_F00D)
        let modes: [MarbleParser.Mode] = [.source, .subscription, .lane]
        var successes = 0
        var failures = 0
        for _ in 0..<20_000 {
            let length = random.int(in: 0...24)
            let text = (0..<length).map { _ in random.pick(Self.alphabet) }.joined()
            let mode = random.pick(modes)
            let frame = random.pick([1, 100, Int.max / 3])
            let count = text.count
            do {
                let timeline = try MarbleParser.parse(text, frame: frame, mode: mode, origin: random.int(in: -500...500))
                successes += 1
                let times = timeline.events.map(\.time)
                #expect(times == times.sorted(), "\(text.debugDescription)")
                if let terminal = timeline.events.firstIndex(where: { $0.kind.isTerminal }) {
                    #expect(terminal == timeline.events.count - 1, "\(text.debugDescription)")
                }
                if mode == .subscription {
                    #expect(timeline.events.allSatisfy { $0.kind == .subscribe || $0.kind == .cancel })
                }
            } catch {
                failures += 1
                #expect(error.column >= 0 && error.length >= 0, "\(text.debugDescription)")
                #expect(error.column + error.length <= count, "\(text.debugDescription): \(error)")
                _ = error.annotating(text)
            }
        }
        // The alphabet is chosen so both outcomes are common.
        #expect(successes > 1_000)
        #expect(failures > 1_000)
    }
}
