import StreamLanguage
import Testing

/// Issue 20: the grammar `[INITIAL,] EXPR` (`reductions acc + x` beside `reductions 0, acc + x`)
/// and the `stream NAME unfolding EXPR from V [after D]` declaration, on the parser alone.
@Suite struct UnfoldingAndOptionalInitialTests {
    struct Catalogue: OperatorCatalogue {
        var signatures: [OperatorSignature] = [
            OperatorSignature(name: "fold", arguments: .optionalInitialAndBody),
            OperatorSignature(name: "spaced", arguments: .oneOf([.expression, .sequence([.word(.every, .count), .expression])])),
        ]
        func signature(named name: String) -> OperatorSignature? { signatures.first { $0.name == name } }
        var queueNames: [String] { [] }
    }

    static func parse(_ source: String) -> ParseResult {
        Parser.parse(source, operators: Catalogue(), settingKeys: [])
    }

    static func arguments(_ source: String) -> [OperatorArguments] {
        parse(source).statements.flatMap { statement -> [OperatorArguments] in
            guard case .subscribe(let subscription) = statement.kind else { return [] }
            return subscription.pipeline.operators.map { OperatorArguments($0.arguments) }
        }
    }

    @Test func theInitialResultIsOptional() {
        #expect(Catalogue().signatures.map(\.syntax) == ["fold [INITIAL,] EXPR", "spaced EXPR | spaced every N EXPR"])
        let parsed = Self.arguments("a | fold acc + x | fold 0, acc + x | sink")
        #expect(parsed.map(\.expressions.count) == [1, 2])
        #expect(Self.parse("a | fold | sink").diagnostics.map(\.message) == ["expected an expression, found '|'"])
        #expect(Self.parse("a | fold 0, | sink").diagnostics.map(\.message) == ["expected an expression, found '|'"])
    }

    @Test func everyNIsAFormOfItsOwn() {
        let parsed = Self.arguments("a | spaced 0 | spaced every 2 0 | sink")
        #expect(parsed.map { $0.count(after: .every)?.value } == [nil, 2])
        #expect(parsed.map { $0.expression() != nil } == [true, true])
        #expect(Self.parse("a | spaced every 0 | sink").diagnostics.map(\.message) == ["expected an expression, found '|'"])
    }

    @Test func anUnfoldingStreamIsADeclaration() throws {
        let parsed = Self.parse("stream u unfolding acc + 1 from 0 after 100ms")
        #expect(parsed.diagnostics.isEmpty)
        let statement = try #require(parsed.statements.first)
        guard case .async(.declareUnfoldingStream(let stream)) = statement.kind else {
            Issue.record("not an unfolding stream: \(statement.kind)")
            return
        }
        #expect(stream.name.name == "u")
        #expect(stream.delay?.milliseconds == 100)
        guard case .integer(0) = stream.initial.kind else {
            Issue.record("initial: \(stream.initial.kind)")
            return
        }
        #expect(AsyncStatement.declareUnfoldingStream(stream).declaredName?.name == "u")
        #expect(Self.parse("stream u unfolding acc + 1 from 0").statements.count == 1)
    }

    /// `from` is required; the caret sits where it is missing.
    @Test func aMissingFromIsLocated() {
        let missing = Self.parse("stream u unfolding acc + 1 after 1s").diagnostics
        #expect(missing.map(\.message) == ["expected 'from', found 'after'"])
        #expect(missing.first?.range.start.column == 28)
        #expect(missing.first?.label?.contains("stream u unfolding acc + 1 from 0") == true)
        #expect(Self.parse("stream u unfolding from 0").diagnostics.map(\.message) == ["expected 'from', found '0'"])
    }
}
