import StreamLanguage
import Testing

/// `task { … }` as an expression (issue 18 §3): the right of `let`, `var` or `NAME =` in a
/// body, named after the name it is stored in; anywhere else a value is parsed, a located error
/// at the word `task`.
@Suite struct TaskExpressionParsingTests {
    @Test(arguments: [
        ("task t { loading = task { sleep 1s } }", "(task t {(assign loading (task loading {(sleep 1000ms)}))})"),
        ("task t { let u = task detached { return 1 } }", "(task t {(let u (task u detached {(return 1)}))})"),
        ("task t { var u = task { }; let v = await u.value; cancel u }",
         "(task t {(var u (task u {})) (let v (await-value u)) (cancel u)})"),
    ])
    func aTaskIsAValueWhereANameKeepsIt(source: String, expected: String) {
        #expect(dump(source) == expected)
    }

    @Test(arguments: ["task t { send a task { return 1 } }", "send a task { }", "task t { emit task { return 1 } }",
                      "task t { let v = 1 + task { } }"])
    func aTaskAnywhereElseIsALocatedError(source: String) throws {
        let result = Parser.parse(source)
        let first = try #require(result.diagnostics.first)
        #expect(first.id == "task-expression-not-stored")
        let start = try #require(source.range(of: "task {", options: .backwards))
        #expect(first.range.start.column == source.distance(from: source.startIndex, to: start.lowerBound) + 1)
    }

    /// `task` as a statement word, and a `task` name in an expression, keep their meaning.
    @Test func theStatementAndOtherUsesOfTheWordAreUnchanged() {
        #expect(Parser.parse("task t { cancel u; task u { sleep 1s } }").diagnostics.isEmpty)
        #expect(dump("task t { emit task }") == "(task t {(emit task)})")
    }
}
