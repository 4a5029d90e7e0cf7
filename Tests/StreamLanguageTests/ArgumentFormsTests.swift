import StreamLanguage
import Testing

/// The grammar's forms, alternatives, queue clauses and trailing keywords, on made-up
/// operators: each declaration yields its syntax line, words, queue form and parser.
@Suite struct ArgumentFormsTests {
    static let modes = KeywordChoice(
        [.latest, .first], missing: DiagnosticMessages.throttleModeMissing, unknown: DiagnosticMessages.unknownThrottleMode,
        label: "add 'latest' or 'first'", notes: ["a note"])

    struct Catalogue: OperatorCatalogue {
        var signatures: [OperatorSignature] = [
            OperatorSignature(name: "shape", arguments: .oneOf([.expression, .pipeline])),
            OperatorSignature(name: "upto", arguments: .oneOf([.count, .word(.while, .expression), .word(.until, .publisher)])),
            OperatorSignature(name: "skip", arguments: .oneOf([.word(.while, .expression), .word(.until, .publisher)],
                                                              label: "skip while or until")),
            OperatorSignature(name: "group", arguments: .optional(.oneOf([.count, .sequence([.duration, .queue])]))),
            OperatorSignature(name: "slices", arguments: .oneOf([.count, .word(.every, .duration)], tight: true)),
            OperatorSignature(name: "limit", arguments: .sequence([.duration, .keyword(ArgumentFormsTests.modes)]), takesQueue: true),
            OperatorSignature(name: "hop", arguments: .onQueue(["main", "background"])),
            OperatorSignature(name: "latestOnly", arguments: .noBraces(DiagnosticMessages.switchToLatestTakesNoBraces)),
        ]
        func signature(named name: String) -> OperatorSignature? { signatures.first { $0.name == name } }
        var queueNames: [String] { ["main", "background"] }
    }

    static func parse(_ source: String) -> (arguments: [OperatorArguments], errors: [Diagnostic]) {
        let result = Parser.parse(source, operators: Catalogue(), settingKeys: [])
        let arguments = result.statements.compactMap { statement -> [OperatorArguments]? in
            guard case .subscribe(let subscription) = statement.kind else { return nil }
            return subscription.pipeline.operators.map { OperatorArguments($0.arguments) }
        }.flatMap { $0 }
        return (arguments, result.diagnostics.filter(\.isError))
    }

    @Test func eachFormIsASyntaxLineAndNestedFormsAreAlternatives() {
        #expect(Catalogue().signatures.map(\.syntax) == [
            "shape EXPR | shape { PIPELINE }",
            "upto N | upto while EXPR | upto until PUB",
            "skip while EXPR | skip until PUB",
            "group [N | DURATION [on QUEUE]]",
            "slices N|every DURATION",
            "limit DURATION latest|first [on QUEUE]",
            "hop on QUEUE",
            "latestOnly",
        ])
        #expect(Catalogue().words == ["while", "until", "while", "until", "every", "latest", "first", "on", "main", "background"])
        // The queue form is what comes before `[on QUEUE]`, wherever the grammar places it.
        #expect(Catalogue().queueForms == ["group DURATION", "limit"])
    }

    @Test func theFirstTokenChoosesTheForm() {
        let parsed = Self.parse("a | shape x + 1 | shape { just x } | upto 3 | upto while x < 2 | upto until b | upto until { just 1 } | sink")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.arguments.count == 6)
        #expect(parsed.arguments[0].expression() != nil && parsed.arguments[0].pipeline == nil)
        #expect(parsed.arguments[1].pipeline != nil)
        #expect(parsed.arguments[2].count()?.value == 3)
        #expect(parsed.arguments[3].has(.while) && parsed.arguments[3].expression(after: .while) != nil)
        #expect(parsed.arguments[4].has(.until) && parsed.arguments[4].publishers.count == 1)
        #expect(parsed.arguments[5].has(.until) && parsed.arguments[5].pipeline != nil)
    }

    @Test func formsWithoutADefaultNameTheirWords() {
        let errors = Self.parse("a | skip 3 | sink").errors
        #expect(errors.map(\.message) == ["expected 'while' or 'until', found '3'"])
        #expect(errors.first?.label == "skip while or until")
    }

    @Test func anOptionalFormLeavesOnToTheQueueClause() {
        let parsed = Self.parse("a | group | group 2 | group 1s on background | sink")
        #expect(parsed.errors.isEmpty)
        #expect(parsed.arguments.map(\.all.count) == [0, 1, 3])
        #expect(parsed.arguments[2].queueWords?.queue.name == "background")
        #expect(Self.parse("a | slices every 1s | slices 4 | sink").arguments.map(\.all.count) == [2, 1])
    }

    @Test func aMissingOrMisspeltKeywordIsReportedAndParsingGoesOn() {
        let missing = Self.parse("a | limit 1s | sink").errors
        #expect(missing.map(\.message) == ["throttle needs 'latest' or 'first'"])
        #expect(missing.first?.fixIts.map(\.replacement) == [" latest", " first"])
        let misspelt = Self.parse("a | limit 1s lastest | sink").errors
        #expect(misspelt.map(\.message) == ["unknown throttle mode 'lastest'"])
        #expect(misspelt.first?.fixIts.map(\.replacement) == ["latest", "first"])
        let written = Self.parse("a | limit 1s first on main | sink")
        #expect(written.errors.isEmpty)
        #expect(written.arguments.first?.has(.first) == true)
    }

    @Test func aRequiredQueueAndRefusedBraces() {
        #expect(Self.parse("a | hop on background | sink").arguments.first?.queueWords?.queue.name == "background")
        #expect(Self.parse("a | hop | sink").errors.count == 1)
        #expect(Self.parse("a | latestOnly { just 1 } | sink").errors.map(\.message)
            == [DiagnosticMessages.switchToLatestTakesNoBraces.text])
    }
}
