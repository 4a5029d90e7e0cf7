import StreamLanguage
import TestSupport
import StreamDSL
import Testing

/// Seeded fuzzing: mutated valid examples and random text. Nothing may crash or hang,
/// every range must lie inside the source with coordinates that match its offsets, and a
/// statement that parses must parse the same again from its own normalised text.
@Suite struct ParserFuzzTests {
    static let iterations = 12_000

    @Test func mutatedAndRandomInputs() throws {
        var random = SplitMix64(seed: 0x5EED_D51)
        let seeds = Self.seeds
        var slowest = 0.0
        var statementsChecked = 0
        var inputsWithErrors = 0
        let total = threadCPUSeconds {
            for iteration in 0..<Self.iterations {
                let input = Self.input(number: iteration, seeds: seeds, random: &random)
                var result: ParseResult?
                slowest = max(slowest, threadCPUSeconds { result = Parser.parse(input) })
                guard let result else { continue }
                if result.hasErrors { inputsWithErrors += 1 }
                checkRanges(of: result, in: input)
                statementsChecked += checkRoundTrip(of: result, input: input)
                // Drawing and the REPL's question must cope with anything too.
                let drawn = DiagnosticFormatter(source: input, colored: iteration % 2 == 0).format(result.diagnostics)
                #expect(result.diagnostics.isEmpty || !drawn.isEmpty)
                _ = Parser.isIncomplete(input)
                _ = FixIt.apply(result.diagnostics.flatMap(\.fixIts), to: input)
            }
        }
        #expect(slowest < 0.1, "slowest single parse: \(slowest) s")
        #expect(total < 30, "all inputs: \(total) s")
        // The mix exercises both sides: many broken inputs, and valid statements too.
        #expect(inputsWithErrors > Self.iterations / 4)
        #expect(statementsChecked > Self.iterations / 40)
    }

    // MARK: Inputs

    static var seeds: [[Character]] {
        let examples = LanguageReference.entries.map(\.example)
        let more = [
            "subject a", "current c = 0", "a | debounce 300ms | sink", "q = a | map x * 10 | share",
            "send a 2 @100ms, 3 @200ms", "complete a @1.5s", #"fail a "boom" @700ms"#,
            "at 250ms: q | sink as late", "cancel late @400ms", "advance 300ms", "advance to 2s", "run",
            "a | flatMap max 2 {\n  just (x, x[0]) | delay 10ms\n} | sink as f # comment",
            "just len(x) > 2 && !(x.0 == \"a\\\"b\") || -x % 3 <= 1.5 | sink",
            "send a [1, 2,], (1, \"x\"), nil, true; run until 5s",
        ]
        return (examples + more).map(Array.init)
    }

    /// Characters that stress the lexer: every ASCII printable, line breaks, control and
    /// format characters, the replacement character, combining marks, wide text, emoji.
    static let alphabet: [Character] = (32...126).map { Character(UnicodeScalar(UInt8($0))) } + [
        "\n", "\r\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{FFFD}", "\u{FEFF}", "\u{200B}", "\u{2028}",
        "é", "e\u{301}", "\u{301}", "变", "🎉", "👩‍👩‍👧", "1️⃣", "\u{1F1FA}",
    ]

    /// Fragments that steer mutations into the grammar's corners.
    static let fragments = [
        " | ", " || ", "sink", " as t", " demand 2", "(", ")", "[", "]", "{", "}", ", ", " @100ms", "300", "1.5s",
        "0.5ms", "99999999999999999999", "\"", "\"\\", "\\u{", "#", ";", "\n", "at 1s: ", "map", "throttle 1s",
        "latest", "flatMap {", "x.0", "...", "..<", "fail ", "current ", "subject ", "send a ", "=", "-", "!",
    ]

    static func input(number: Int, seeds: [[Character]], random: inout SplitMix64) -> String {
        if number % 10 == 9 {
            // Pure noise.
            let count = Int.random(in: 0...80, using: &random)
            return String((0..<count).map { _ in alphabet.randomElement(using: &random)! })
        }
        var text = seeds.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            mutate(&text, seeds: seeds, random: &random)
        }
        return String(text)
    }

    static func mutate(_ text: inout [Character], seeds: [[Character]], random: inout SplitMix64) {
        let position = Int.random(in: 0...text.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0:  // delete a few characters
            let end = min(text.count, position + Int.random(in: 1...5, using: &random))
            text.removeSubrange(position..<end)
        case 1:  // insert a random character
            text.insert(alphabet.randomElement(using: &random)!, at: position)
        case 2:  // swap two characters
            guard text.count > 1 else { return }
            let other = Int.random(in: 0..<text.count, using: &random)
            text.swapAt(min(position, text.count - 1), other)
        case 3:  // duplicate a slice
            let end = min(text.count, position + Int.random(in: 1...12, using: &random))
            text.insert(contentsOf: text[position..<end], at: position)
        case 4:  // splice with another seed
            let other = seeds.randomElement(using: &random)!
            let cut = Int.random(in: 0...other.count, using: &random)
            text = Array(text[..<position]) + Array(other[cut...])
        case 5:  // insert a grammar fragment
            text.insert(contentsOf: fragments.randomElement(using: &random)!, at: position)
        default:  // insert random bytes, decoded as the REPL would: invalid UTF-8 becomes U+FFFD
            let bytes = (0..<Int.random(in: 1...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            text.insert(contentsOf: Array(String(decoding: bytes, as: UTF8.self)), at: position)
        }
    }

    // MARK: Checks

    /// Every range of the result lies inside `source`, on character boundaries, with the
    /// line and column that its offset has.
    private func checkRanges(of result: ParseResult, in source: String) {
        let coordinates = Self.coordinates(of: source)
        func check(_ range: SourceRange, _ what: String) {
            for location in [range.start, range.end] {
                let expected = coordinates[location.offset]
                #expect(expected?.line == location.line && expected?.column == location.column,
                        "\(what) at \(location) (offset \(location.offset)) in \(String(reflecting: source))")
            }
            #expect(range.start.offset <= range.end.offset)
        }
        for diagnostic in result.diagnostics {
            #expect(!diagnostic.id.isEmpty && !diagnostic.message.isEmpty)
            check(diagnostic.range, diagnostic.id)
            for note in diagnostic.notes { note.range.map { check($0, "note of \(diagnostic.id)") } }
            for fixIt in diagnostic.fixIts { check(fixIt.range, "fix-it of \(diagnostic.id)") }
        }
        for statement in result.statements { check(statement.range, "statement") }
    }

    /// Parsing a statement's text again gives the same tree.
    private func checkRoundTrip(of result: ParseResult, input: String) -> Int {
        for statement in result.statements {
            let again = Parser.parse(statement.text)
            #expect(again.statements.map(TreeDump.statement) == [TreeDump.statement(statement)],
                    "\(String(reflecting: statement.text)) from \(String(reflecting: input))")
        }
        return result.statements.count
    }

    /// Line and column of every character boundary, by UTF-8 offset.
    static func coordinates(of source: String) -> [Int: (line: Int, column: Int)] {
        var map: [Int: (line: Int, column: Int)] = [:]
        var offset = 0, line = 1, column = 1
        for character in source {
            map[offset] = (line, column)
            offset += character.utf8.count
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        map[offset] = (line, column)
        return map
    }
}

