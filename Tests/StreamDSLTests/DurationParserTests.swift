@testable import StreamConsole
@testable import StreamDSL
import StreamLanguage
import Testing

/// The language's one duration reader, `DurationLiteral.milliseconds(_:within:)`, and the
/// callers that give it their limits: the parser, `:set`, `:show`.
@Suite struct DurationParserTests {
    typealias Problem = DurationLiteral.Problem

    struct Row: Sendable, CustomStringConvertible {
        let text: String
        let limits: ClosedRange<Int>
        let expected: Result<Int, Problem>
        var description: String { "\(text) in \(limits)" }
    }

    static let all = 0...Int.max
    static let rows: [Row] = [
        Row(text: "300ms", limits: all, expected: .success(300)),
        Row(text: "0ms", limits: all, expected: .success(0)),
        Row(text: "1.5s", limits: all, expected: .success(1500)),
        Row(text: "2s", limits: all, expected: .success(2000)),
        Row(text: "0.001s", limits: all, expected: .success(1)),
        Row(text: "1.2500s", limits: all, expected: .success(1250)),
        Row(text: "3.0ms", limits: all, expected: .success(3)),
        Row(text: "0.5ms", limits: all, expected: .failure(.finerThanMillisecond)),
        Row(text: "1.0005s", limits: all, expected: .failure(.finerThanMillisecond)),
        Row(text: "3m", limits: all, expected: .failure(.unknownUnit("m", offset: 1))),
        Row(text: "1.5min", limits: all, expected: .failure(.unknownUnit("min", offset: 3))),
        Row(text: "300", limits: all, expected: .failure(.malformed)),
        Row(text: "ms", limits: all, expected: .failure(.malformed)),
        Row(text: "", limits: all, expected: .failure(.malformed)),
        Row(text: ".5s", limits: all, expected: .failure(.malformed)),
        Row(text: "5.s", limits: all, expected: .failure(.malformed)),
        Row(text: "-5ms", limits: all, expected: .failure(.malformed)),
        Row(text: "+5ms", limits: all, expected: .failure(.malformed)),
        Row(text: "1e3ms", limits: all, expected: .failure(.unknownUnit("e3ms", offset: 1))),
        Row(text: "9223372036854775807ms", limits: all, expected: .success(Int.max)),
        Row(text: "9223372036854775808ms", limits: all, expected: .failure(.tooLarge)),
        Row(text: "9223372036854776s", limits: all, expected: .failure(.tooLarge)),
        // Limits are the caller's: `:set` (1ms up to below 10¹² ms), a goal frame (up to a day).
        Row(text: "0ms", limits: 1...999_999_999_999, expected: .failure(.tooSmall)),
        Row(text: "1ms", limits: 1...999_999_999_999, expected: .success(1)),
        Row(text: "999999999.999s", limits: 1...999_999_999_999, expected: .success(999_999_999_999)),
        Row(text: "1000000000s", limits: 1...999_999_999_999, expected: .failure(.tooLarge)),
        Row(text: "86400s", limits: 1...86_400_000, expected: .success(86_400_000)),
        Row(text: "86400.001s", limits: 1...86_400_000, expected: .failure(.tooLarge)),
    ]

    @Test(arguments: rows)
    func table(row: Row) {
        #expect(DurationLiteral.milliseconds(row.text, within: row.limits) == row.expected)
    }

    /// The parser reads duration tokens with the same reader, and places its problems.
    @Test func parserUsesTheReader() throws {
        let ok = Parser.parse("advance 1.5s")
        #expect(ok.diagnostics.isEmpty)
        guard case .advance(let by)? = ok.statements.first?.kind else { Issue.record("not advance"); return }
        #expect(by.milliseconds == 1500)

        let unit = try #require(Parser.parse("advance 1.5min").diagnostics.first)
        #expect(unit.id == "unknown-duration-unit")
        #expect(unit.range.start.column == 12)
        #expect(unit.range.end.column == 15)
        #expect(try #require(Parser.parse("advance 0.5ms").diagnostics.first).id == "fractional-milliseconds")
        #expect(try #require(Parser.parse("advance 9223372036854775808ms").diagnostics.first).id == "number-too-large")
    }

    /// `:set` and `:show` pass their own limits to the same reader.
    @Test func commandsUseTheReaderWithTheirLimits() {
        #expect(SettingDefinition.duration("1.5s", min: 1) == .success(1500))
        #expect(SettingDefinition.duration("0ms", min: 1) == .failure(.tooSmall))
        #expect(SettingDefinition.duration("0ms", min: 0) == .success(0))
        #expect(SettingDefinition.duration("1000000000s", min: 1) == .failure(.tooLarge))

        let console = Console()
        #expect(console.submit(":set horizon 2.5s").output == "horizon = 2.5s\n")
        #expect(console.submit(":set horizon 1000000000s").diagnostics.first?.message
                == ":set horizon: 1000000000s is too long: a duration must be below 1000000000s (about 31 years)")
        #expect(console.submit(":set horizon 0ms").diagnostics.first?.message
                == ":set horizon: expected a duration above 0ms, such as 10s or 500ms")
        #expect(console.submit(":set frame 1e3ms").diagnostics.first?.message == ":set frame: expected a duration such as 100ms")
        let window = ShowCommand.window("1s...2.5s")
        #expect(window?.from == 1000 && window?.to == 2500)
        #expect(ShowCommand.window("0.5ms...1s") == nil)
    }
}
