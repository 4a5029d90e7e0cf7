import StreamLanguage
import Testing

/// Issue 20's grammar parts `NAME` and `{ FORM }` (`multicast subject s`, `multicast { current 0 }`),
/// on a made-up operator with the same grammar as the runtime's `multicast`.
@Suite struct BracedAndNameGrammarTests {
    struct Catalogue: OperatorCatalogue {
        var signatures: [OperatorSignature] = [
            OperatorSignature(name: "relay", arguments: .optional(.oneOf([
                .word(.current, .expression), .word(.subject, .name),
                .braced(.oneOf([.word(.subject, .none), .word(.current, .expression)], tight: true, label: "what to make")),
            ], tight: true, label: "a form"))),
        ]
        func signature(named name: String) -> OperatorSignature? { signatures.first { $0.name == name } }
        var queueNames: [String] { [] }
    }

    static func arguments(of source: String) -> (arguments: [OperatorArgument], errors: [String]) {
        let result = Parser.parse(source, operators: Catalogue(), settingKeys: [])
        let arguments = result.statements.compactMap { statement -> [OperatorArgument]? in
            guard case .subscribe(let subscription) = statement.kind else { return nil }
            return subscription.pipeline.operators.first?.arguments
        }.first ?? []
        return (arguments, result.diagnostics.filter(\.isError).map(\.message))
    }

    @Test func theSyntaxLineShowsTheBracesAndTheName() {
        #expect(Catalogue().signatures.map(\.syntax) == ["relay [current EXPR|subject NAME|{ subject|current EXPR }]"])
        // A word two forms share is offered once.
        #expect(Catalogue().words == ["current", "subject"])
    }

    @Test func eachFormReadsItsArguments() {
        let named = Self.arguments(of: "a | relay subject s | sink")
        #expect(named.errors.isEmpty)
        #expect(named.arguments.count == 2)
        guard case .expression(let name)? = named.arguments.last else {
            Issue.record("NAME is not read as a name expression: \(named.arguments)")
            return
        }
        #expect(name.kind == .identifier("s"))
        let factory = Self.arguments(of: "a | relay { subject } | sink")
        #expect(factory.errors.isEmpty)
        #expect(factory.arguments.count == 1)
        let current = Self.arguments(of: "a | relay { current 0 } | sink")
        #expect(current.errors.isEmpty)
        #expect(current.arguments.count == 2)
        #expect(Self.arguments(of: "a | relay | sink").arguments.isEmpty)
    }

    @Test func mistakesInsideAndOutsideTheBracesAreReported() {
        #expect(Self.arguments(of: "a | relay { other } | sink").errors == ["expected 'subject' or 'current', found 'other'"])
        #expect(Self.arguments(of: "a | relay { subject | sink").errors.first?.contains("'}'") == true)
        #expect(Self.arguments(of: "a | relay other | sink").errors == ["expected 'current' or 'subject', found 'other'"])
        #expect(Self.arguments(of: "a | relay subject 3 | sink").errors.count == 1)
    }
}
