import Foundation
@testable import StreamConsole
@testable import StreamDSL
import StreamLanguage
import TestSupport
import Testing

/// Seeded robustness: 10,000+ random and mutated inputs through the parser and the
/// evaluator. Nothing may crash or hang, every error is located, the parser's ranges stay
/// inside the source, and the session can always still draw its diagram and its JSON.
@Suite struct RobustnessRandomInputTests {
    /// Valid statements to mutate: every example of the language reference, DESIGN.md's
    /// core, and a few commands. They assume the names `RobustnessRandomInputTests.prelude` declares.
    static let corpus: [String] = LanguageReference.entries.map(\.example) + [
        "subject a", "current c = 0", "a | debounce 300ms | sink", "a | throttle 300ms latest | sink as t",
        "a | throttle 300ms first | sink", "q = a | map x * 10 | share", "send a 1", "send a 2 @100ms, 3 @200ms",
        "complete a @1.5s", #"fail a "boom" @700ms"#, "at 250ms: q | sink as late", "cancel late @400ms",
        "advance 300ms", "run", "run until 2s", "advance to 3s", "timer 1ms | sink", "timer 50ms | collect 100ms | sink",
        "timer 1ms | autoconnect | sink", "timer 50ms | autoconnect | collect 100ms | sink",
        "deferred { timer 10ms | autoconnect } | prefix 3 | sink", "tm = timer 30ms; tm | sink as ts; connect tm as tc @10ms",
        #"cold "-1-(23)-[456]--|" frame 10ms | zip (hot "^-a-b|") | sink"#, "a | scan (0, 0), (acc.1, x) | sink",
        "a | map { timer 20ms | prefix x } | switchToLatest | sink",
        "a | map { timer 20ms | autoconnect | prefix x } | switchToLatest | sink", "a | flatMap max 2 { range 1...3 | delay 10ms } | sink",
        "a | catch { fail x + \"!\" } | retry 3 | replaceError nil | sink", "connect m as conn @10ms",
        "m | sink demand 1 as d", "a | map [x, str(x), x > 1, min(x, 2), abs(-x)] | sink",
        ":set horizon 300ms", ":show", ":log", ":time", ":set stages on", ":help debounce", ":reset",
    ]

    static let prelude = "subject a; subject b; q = a | share; m = a | multicast current 0; just 1 | sink as late; just 2 | sink as s"

    /// Characters worth inserting: the language's punctuation, digits, units, and a few hard cases.
    static let alphabet: [Character] = Array("|{}()[]\"@,;:#^-+*/%=!<>&.0123456789 msxacqlt_\t\n\\") + [
        "\u{0}", "\u{1B}", "\u{7F}", "\u{FFFD}", "é", "🎉", "\u{301}", "\u{200B}", "\r",
    ]

    static let huge = ["9223372036854775807", "99999999999999999999", "-9223372036854775808", "0", "1e308",
                       "9223372036854775807ms", "99999999999999s", "0.0001s", "1.5s"]

    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var characters = Array(text)
        switch random.below(11) {
        case 0 where !characters.isEmpty:  // delete a run
            let start = random.below(characters.count)
            characters.removeSubrange(start..<min(characters.count, start + 1 + random.below(4)))
        case 1:  // insert interesting characters
            for _ in 0...random.below(3) {
                characters.insert(alphabet[random.below(alphabet.count)], at: random.below(characters.count + 1))
            }
        case 2 where characters.count > 1:  // swap neighbours
            let index = random.below(characters.count - 1)
            characters.swapAt(index, index + 1)
        case 3:  // splice two statements
            let other = Array(corpus[random.below(corpus.count)])
            let cut = random.below(characters.count + 1)
            return String(characters[..<cut]) + String(other[random.below(other.count + 1)...])
        case 4:  // random bytes, decoded as a file would be
            let bytes = (0..<random.below(40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return String(decoding: bytes, as: UTF8.self)
        case 5:  // random Unicode scalars
            let scalars = (0..<random.below(20)).compactMap { _ in Unicode.Scalar(UInt32(random.below(0x30000))) }
            characters.insert(contentsOf: scalars.map(Character.init), at: random.below(characters.count + 1))
        case 6:  // a huge number or duration where a number stood
            if let digit = characters.indices.filter({ characters[$0].isNumber }).randomElement(using: &random) {
                var end = digit
                while end < characters.count, characters[end].isNumber || characters[end].isLetter { end += 1 }
                characters.replaceSubrange(digit..<end, with: huge[random.below(huge.count)])
            } else {
                characters += Array(" @" + huge[random.below(huge.count)])
            }
        case 7:  // deep nesting, sometimes past the parser's limit
            let depth = [3, 40, 255, 300, 600][random.below(5)]
            let (open, close) = [("(", ")"), ("[", "]"), ("deferred { ", " }"), ("-", "")][random.below(4)]
            return String(repeating: open, count: depth) + text + String(repeating: close, count: depth)
        case 8:  // several statements on one line
            return text + "; " + corpus[random.below(corpus.count)]
        case 9:  // a word replaced by a keyword, an operator or a name
            let words = Keywords.statements + Keywords.sources + Keywords.operators + ["x", "acc", "a", "q", "late", "sink", "as"]
            var parts = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            if !parts.isEmpty { parts[random.below(parts.count)] = words[random.below(words.count)] }
            return parts.joined(separator: " ")
        default:  // truncate (incomplete input)
            characters = Array(characters.prefix(random.below(characters.count + 1)))
        }
        return String(characters)
    }

    static func input(_ random: inout SplitMix64) -> String {
        var text = corpus[random.below(corpus.count)]
        for _ in 0...random.below(3) { text = mutate(text, &random) }
        return text
    }

    /// A console with small limits, so random timers stop quickly.
    static func freshConsole() -> Console {
        var settings = SessionSettings()
        settings.maxActions = 20_000
        let console = Console(session: Session(settings: settings), allowsFileAccess: false)
        _ = console.submit(":set horizon 300ms")
        _ = console.submit(prelude)
        return console
    }

    @Test func tenThousandMutatedInputs() throws {
        var random = SplitMix64(seed: 0x5EED_57EA_3D51)
        var console = Self.freshConsole()
        var errors = 0
        // Thread CPU time, not wall time: the bound is about a hang, not the machine's load.
        let seconds = try threadCPUSeconds { () throws -> Void in
            for index in 0..<10_000 {
                let text = Self.input(&random)
                check(parse: text, index: index)
                let reply = console.submit(text)
                if reply.hadError {
                    errors += 1
                    #expect(!reply.errors.isEmpty, "#\(index): an error without a message for \(text.debugDescription)")
                    let isCommand = text.drop { $0 == " " || $0 == "\t" }.hasPrefix(":")
                    if !isCommand {
                        #expect(reply.errors.contains("-->"), "#\(index): an unlocated error for \(text.debugDescription): \(reply.errors)")
                    }
                }
                if index % 8 == 7 {
                    try check(console.session, index: index)
                    console = Self.freshConsole()
                }
            }
        }
        // The mutations really produce bad input, and some inputs survive them.
        #expect(errors > 3_000)
        #expect(errors < 9_900)
        #expect(seconds < 60, "the robustness run took \(seconds) s of CPU time")
    }

    /// Parser invariants: every diagnostic's range lies inside the source, in order.
    private func check(parse text: String, index: Int) {
        let result = Parser.parse(text, sessionNames: ["a", "b", "q", "m", "late", "s"])
        let size = text.utf8.count
        for diagnostic in result.diagnostics {
            let range = diagnostic.range
            #expect(range.start.offset >= 0 && range.start.offset <= range.end.offset && range.end.offset <= size,
                    "#\(index): range \(range) outside \(size) bytes for \(text.debugDescription)")
            #expect(range.start.line >= 1 && range.start.column >= 1)
        }
        #expect(result.diagnostics.count <= Parser.errorLimit + 2)
    }

    /// The session can still draw, trace and export what it recorded.
    private func check(_ session: Session, index: Int) throws {
        _ = session.views.diagram()
        _ = session.views.trace()
        let json = session.views.json()
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        #expect((object as? [String: Any])?["lanes"] is [Any], "#\(index): \(json.prefix(200))")
    }
}

extension SplitMix64 {
    /// A number in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}
