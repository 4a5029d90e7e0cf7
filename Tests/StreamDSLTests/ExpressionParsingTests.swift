import StreamDSL
import StreamLanguage
import Testing

@Suite struct ExpressionParsingTests {
    /// The expression of `just EXPR | sink`.
    private func expression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let dumped = dump("just \(source) | sink", sourceLocation: sourceLocation)
        let prefix = "(subscribe (pipe (just "
        let suffix = ")) (sink))"
        guard dumped.hasPrefix(prefix), dumped.hasSuffix(suffix) else { return dumped }
        return String(dumped.dropFirst(prefix.count).dropLast(suffix.count))
    }

    @Test(arguments: [
        ("42", "42"),
        ("1.5", "1.5"),
        (#""a\"b\n""#, #""a\"b\n""#),
        ("true", "true"),
        ("false", "false"),
        ("nil", "nil"),
        ("x", "x"),
        ("acc", "acc"),
        ("(1, \"a\")", #"(tuple 1 "a")"#),
        ("(1, (2, 3))", "(tuple 1 (tuple 2 3))"),
        ("[1, 2]", "[1 2]"),
        ("[1, 2,]", "[1 2]"),
        ("[]", "[]"),
        ("(x)", "x"),
    ])
    func literalsAndNames(source: String, expected: String) {
        #expect(expression(source) == expected)
    }

    @Test(arguments: [
        // * / % bind tighter than + -, which bind tighter than comparisons, then && then ||.
        ("1 + 2 * 3", "(+ 1 (* 2 3))"),
        ("1 * 2 + 3", "(+ (* 1 2) 3)"),
        ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
        ("x % 2 == 0", "(== (% x 2) 0)"),
        ("x > 1 && x < 5 || x == 9", "(|| (&& (> x 1) (< x 5)) (== x 9))"),
        ("a || b && c", "(|| a (&& b c))"),
        // All six comparisons share one level (as the brief groups them), so they chain left.
        ("x <= 1 != y >= 2", "(>= (!= (<= x 1) y) 2)"),
        // Left associativity.
        ("10 - 3 - 2", "(- (- 10 3) 2)"),
        ("8 / 4 / 2", "(/ (/ 8 4) 2)"),
        ("1 < 2 < 3", "(< (< 1 2) 3)"),
        // Prefix operators bind tightest, postfix tighter still.
        ("-x * 2", "(* (neg x) 2)"),
        ("!a && b", "(&& (not a) b)"),
        ("- -x", "(neg (neg x))"),
        ("-x.0", "(neg (.0 x))"),
        ("x.0", "(.0 x)"),
        ("x.0.1", "(.1 (.0 x))"),
        ("x[1]", "(index x 1)"),
        ("x[1][0]", "(index (index x 1) 0)"),
        ("x[i + 1].0", "(.0 (index x (+ i 1)))"),
        ("(1, 2).1", "(.1 (tuple 1 2))"),
        ("len(x) > 2", "(> (call len x) 2)"),
        ("max(x, acc)", "(call max x acc)"),
        ("now()", "(call now)"),
        ("upper(str(x))", "(call upper (call str x))"),
        ("x+1", "(+ x 1)"),
    ])
    func precedenceAndAssociativity(source: String, expected: String) {
        #expect(expression(source) == expected)
    }

    @Test func aPipeEndsTheExpressionButADoublePipeIsLogicalOr() {
        #expect(dump("a | filter x || y | sink") == "(subscribe (pipe a (filter (|| x y))) (sink))")
        #expect(dump("a | filter x | sink") == "(subscribe (pipe a (filter x)) (sink))")
    }

    @Test func stringEscapesAreResolved() throws {
        guard case .subscribe(let subscription) = parseOne(#"just "q\"b\\s\n\t\r\0\u{1F600}" | sink"#)?.kind,
              case .just(let value) = subscription.pipeline.source.kind else {
            Issue.record("not a just")
            return
        }
        #expect(value.kind == .string("q\"b\\s\n\t\r\0😀"))
    }

    @Test func integerOverflowIsReported() {
        expectDiagnostic("number-too-large", in: "send a 1️⃣99999999999999999999992️⃣")
    }

    @Test func aCallNeedsItsParenthesisRightAfterTheName() {
        // With a space, `len (x)` is a name followed by another expression: an error.
        let result = Parser.parse("just len (x) | sink")
        #expect(result.statements.isEmpty)
        #expect(result.diagnostics.map(\.id) == ["unexpected-token"])
    }
}
