@testable import StreamDSL
import Testing

/// The six scripts of the demand table (translated from OpenCombine's own tests, which also
/// pass on Apple's Combine), exactly as a learner types them. The expected lanes are
/// Combine's answers: nobody receives more than it asked for.
@Suite struct DemandTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var script: [String]
        var expected: [String: [String]]
        var testDescription: String { script.joined(separator: " / ") }
    }

    static let rows: [Row] = [
        // catch hands the one outstanding unit of demand to the replacement: only 7.
        Row(script: ["subject a", "a | catch { sequence 7, 8, 9 } | sink demand 1 as out", #"fail a "x" @100ms"#],
            expected: ["out": ["^@0", "7@100"]]),
        Row(script: ["subject a", "a | replaceError 42 | sink demand 0 as out", #"fail a "oops""#],
            expected: ["out": ["^@0"]]),
        Row(script: ["subject a", "a | replaceEmpty 22 | sink demand 0 as out", "complete a"],
            expected: ["out": ["^@0"]]),
        Row(script: ["subject a", "a | first | sink demand 0 as f", "a | last | sink demand 0 as l", "complete a"],
            expected: ["f": ["^@0"], "l": ["^@0"]]),
        Row(script: ["subject a", "a | buffer 3 | sink demand 0 as out", "complete a"],
            expected: ["out": ["^@0"]]),
        // flatMap max 1 asks for -1 only when the first inner finishes at 100: -1 at 200.
        Row(script: ["subject a", "a | replaceError -1 | flatMap max 1 { just x | delay 100ms } | sink as out",
                     "send a 1 @0ms", #"fail a "x" @50ms"#],
            expected: ["out": ["^@0", "1@100", "-1@200", "|@200"]]),
    ]

    @Test(arguments: rows)
    func givesCombinesAnswer(_ row: Row) {
        let lab = Playground()
        for line in row.script { lab.accept(line) }
        lab.accept("run")
        for (lane, events) in row.expected {
            #expect(lab.events(lane) == events, "\(lane)")
        }
    }

    /// What was held back goes out once asked for: the rest of catch's replacement, and a
    /// held completion.
    @Test func aLaterRequestReleasesWhatWasHeld() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | catch { sequence 7, 8, 9 } | sink demand 1 as out")
        lab.accept("a | first | sink demand 0 as f")
        lab.accept(#"fail a "x" @100ms"#)
        lab.accept("request out 2 @300ms")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "7@100", "8@300", "9@300", "|@300"])
        // A failure is never held: first forwards it at once.
        #expect(lab.events("f") == ["^@0", "#x@100"])
    }
}
