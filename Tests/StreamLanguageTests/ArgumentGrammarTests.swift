import StreamLanguage
import Testing

/// The language on its own: a parser given a small catalogue of made-up operators, with no
/// runtime behind it. Each operator's grammar yields its syntax line, words and parser.
@Suite struct ArgumentGrammarTests {
    /// Two operators the runtime does not have, declared as the registry declares its own.
    struct Catalogue: OperatorCatalogue {
        var signatures: [OperatorSignature] = [
            OperatorSignature(name: "wait", arguments: .sequence([.duration, .optional(.word(.fail, .expression))]),
                              takesQueue: true),
            OperatorSignature(name: "keep", arguments: .optional(.word(.by, .expression))),
            OperatorSignature(name: "pick", arguments: .sequence([.optional(.word(.max, .count)), .pipeline])),
        ]
        func signature(named name: String) -> OperatorSignature? { signatures.first { $0.name == name } }
        var queueNames: [String] { ["main", "background"] }
    }

    static func operators(of source: String) -> (arguments: [[OperatorArgument]], errors: [String]) {
        let result = Parser.parse(source, operators: Catalogue(), settingKeys: [])
        let arguments = result.statements.compactMap { statement -> [[OperatorArgument]]? in
            guard case .subscribe(let subscription) = statement.kind else { return nil }
            return subscription.pipeline.operators.map(\.arguments)
        }.flatMap { $0 }
        return (arguments, result.diagnostics.filter(\.isError).map(\.message))
    }

    @Test func theSyntaxLineWordsAndQueueFormComeFromTheGrammar() {
        let catalogue = Catalogue()
        #expect(catalogue.signatures.map(\.syntax) == [
            "wait DURATION [fail EXPR] [on QUEUE]", "keep [by EXPR]", "pick [max N] { PIPELINE }",
        ])
        #expect(catalogue.words == ["fail", "by", "max"])
        #expect(catalogue.queueForms == ["wait"])
        #expect(OperatorSignature(name: "tick").syntax == "tick")
    }

    @Test func optionalPartsAreReadWhenWrittenAndLeftOutOtherwise() {
        let written = Self.operators(of: #"a | wait 1s fail "late" on background | keep by x > 1 | sink"#)
        #expect(written.errors.isEmpty)
        #expect(written.arguments.count == 2)
        #expect(written.arguments.first?.count == 5)  // DURATION, fail, EXPR, on, QUEUE
        #expect(written.arguments.last?.count == 2)   // by, EXPR
        let bare = Self.operators(of: "a | wait 1s | keep | pick { just x } | sink")
        #expect(bare.errors.isEmpty)
        #expect(bare.arguments.map(\.count) == [1, 0, 1])
    }

    @Test func errorsNameWhatTheCatalogueHas() {
        #expect(Self.operators(of: "a | kep | sink").errors == ["unknown operator 'kep'"])
        let queue = Self.operators(of: "a | keep on main | sink").errors
        #expect(queue.count == 1)
        #expect(Self.operators(of: "a | wait | sink").errors.count == 1)
        #expect(Self.operators(of: "a | pick max { just x } | sink").errors.count == 1)
    }

    @Test func argumentsAreReadBackByTheirWords() {
        let parsed = Self.operators(of: "a | pick max 2 { just x } | sink").arguments
        let arguments = OperatorArguments(parsed.first ?? [])
        #expect(arguments.count(after: .max)?.value == 2)
        #expect(arguments.has(.max))
        #expect(!arguments.has(.by))
        #expect(arguments.pipeline != nil)
    }
}
