import StreamDSL
import StreamLanguage
import Testing

/// Swift concurrency typed the Swift way (issue 18 §6): the diagnostic names StreamLab's
/// spelling (README's "Bodies and steps" table), and where the whole form is known its fix-it
/// gives a statement that parses (transcript `diagnostics-swift-spellings.md` shows them).
@Suite struct SwiftConcurrencySpellingFixItTests {
    @Test(arguments: [
        ("t.cancel()", "cancel t"),
        ("let t = Task { sleep 100ms; emit 1 }", "task t { sleep 100ms; emit 1 }"),
        ("search = Task.detached { sleep 100ms }", "task search detached { sleep 100ms }"),
        ("task t { try await Task.sleep(for: .milliseconds(300)) }", "task t { sleep 300ms }"),
        ("task t { Task.sleep(for: .seconds(1.5)); emit 1 }", "task t { sleep 1.5s; emit 1 }"),
        ("task t { group g { g.addTask { sleep 100ms; return 1 } } }", "task t { group g { add g { sleep 100ms; return 1 } } }"),
        ("task t { let v = await continuation k { callback after 100ms { k.resume(returning: 5) } }; emit v }",
         "task t { let v = await continuation k { callback after 100ms { resume k 5 } }; emit v }"),
        ("task t { let v = await continuation k { callback after 100ms { k.resume(throwing: \"no\") } } }",
         "task t { let v = await continuation k { callback after 100ms { resume k throwing \"no\" } } }"),
        ("task t { print(\"hi\") }", "task t { emit \"hi\" }"),
        // Combine's `sink { print($0) }` stays `sink`: a sink body cannot `emit` (it is not a task).
        ("a | sink { print($0) }", "a | sink"),
    ])
    func theFixItWritesTheStreamLabSpelling(swift: String, fixed: String) throws {
        let diagnostics = Parser.parse(swift).diagnostics.filter { $0.id == "swift-spelling" }
        let diagnostic = try #require(diagnostics.first, "no swift-spelling diagnostic for \(swift)")
        #expect(diagnostic.message.contains("is Swift's spelling; in StreamLab write: "), "\(diagnostic.message)")
        let repaired = FixIt.apply(diagnostic.fixIts, to: swift)
        #expect(repaired == fixed)
        #expect(Parser.parse(repaired).diagnostics.isEmpty, "\(Parser.parse(repaired).diagnostics.map(\.message))")
    }

    /// The error is located on the Swift spelling, not at the first `(` after it.
    @Test func theErrorIsLocatedOnTheSwiftSpelling() throws {
        let source = "task t { try await Task.sleep(for: .milliseconds(300)) }"
        let diagnostic = try #require(Parser.parse(source).diagnostics.first)
        #expect(diagnostic.id == "swift-spelling")
        let start = source.distance(from: source.startIndex, to: try #require(source.range(of: "try await")).lowerBound)
        #expect(diagnostic.range.start.column == start + 1)
    }

    /// A body written over several lines is joined with `;` in the replacement.
    @Test func aMultiLineTaskBodyKeepsItsSteps() throws {
        let source = "let t = Task {\n  sleep 100ms\n  emit 1\n}"
        let diagnostic = try #require(Parser.parse(source).diagnostics.first { $0.id == "swift-spelling" })
        let repaired = FixIt.apply(diagnostic.fixIts, to: source)
        #expect(repaired == "task t { sleep 100ms; emit 1 }")
        #expect(Parser.parse(repaired).diagnostics.isEmpty)
    }

    /// Forms whose StreamLab spelling needs a name the Swift does not give: named, no fix-it.
    @Test(arguments: [
        ("Task { sleep 100ms }", "task NAME { sleep 100ms }"),
        ("task t { Task.sleep(nanoseconds: 1_000) }", "sleep DURATION"),
    ])
    func theMessageNamesTheSpelling(swift: String, streamLab: String) throws {
        let diagnostic = try #require(Parser.parse(swift).diagnostics.first { $0.id == "swift-spelling" })
        #expect(diagnostic.message.hasSuffix("in StreamLab write: " + streamLab), "\(diagnostic.message)")
        #expect(diagnostic.fixIts.isEmpty)
    }

    /// StreamLab's own concurrency spellings are left alone.
    @Test(arguments: [
        "task Task { sleep 100ms }", "cancel t", "task t { sleep 300ms; emit 1 }", "a | print | sink",
        "task t { group g { add g { return 1 }; for await r in g { emit r } } }",
    ])
    func streamLabIsNotMistakenForSwift(text: String) {
        #expect(!Parser.parse(text).diagnostics.contains { $0.id == "swift-spelling" })
    }
}
