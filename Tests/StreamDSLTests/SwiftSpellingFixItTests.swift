import StreamDSL
import StreamLanguage
import Testing

/// Combine typed the Swift way: the diagnostic names StreamLab's spelling, and where the
/// whole form is known its fix-it gives a statement that parses (transcript
/// `diagnostics-swift-spellings.md` shows the messages).
@Suite struct SwiftSpellingFixItTests {
    @Test(arguments: [
        ("a.debounce(for: .milliseconds(300), scheduler: RunLoop.main)", "a | debounce 300ms | sink"),
        ("a.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)", "a | throttle 1s latest | sink"),
        ("a | sink { print(x) }", "a | sink"),
        ("let b = PassthroughSubject<Int, Never>()", "subject b"),
        ("var c = CurrentValueSubject<Int, Never>(0)", "current c = 0"),
        ("a.send(3)", "send a 3"),
        ("a | assign(to: \\.count, on: vm)", "a | assign to vm.count on vm"),
        ("Just(1) | sink", "just 1 | sink"),
        ("a | map x | eraseToAnyPublisher() | sink", "a | map x | eraseToAnyPublisher | sink"),
        ("q = a.eraseToAnyPublisher()", "q = a | eraseToAnyPublisher"),
    ])
    func theFixItWritesTheStreamLabSpelling(swift: String, fixed: String) throws {
        let diagnostics = Parser.parse(swift).diagnostics.filter { $0.id == "swift-spelling" }
        let diagnostic = try #require(diagnostics.first, "no swift-spelling diagnostic for \(swift)")
        #expect(diagnostic.message.contains("is Swift's spelling; in StreamLab write: "), "\(diagnostic.message)")
        let repaired = FixIt.apply(diagnostic.fixIts, to: swift)
        #expect(repaired == fixed)
        #expect(Parser.parse(repaired).diagnostics.isEmpty, "\(Parser.parse(repaired).diagnostics.map(\.message))")
    }

    /// Forms whose StreamLab spelling needs a name the Swift does not give: named, no fix-it.
    @Test(arguments: [
        ("vm.cancellables.removeAll()", "cancel NAME"),
        ("a | sink as s .store(in: &cancellables)", "store in OBJECT"),
    ])
    func theMessageNamesTheSpelling(swift: String, streamLab: String) throws {
        let diagnostic = try #require(Parser.parse(swift).diagnostics.first { $0.id == "swift-spelling" })
        #expect(diagnostic.message.hasSuffix("in StreamLab write: " + streamLab))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func dollarZeroIsX() throws {
        let diagnostic = try #require(Parser.parse("a | map { $0 * 2 } | sink").diagnostics.first)
        #expect(diagnostic.label == "$0 is x here (in scan and reduce, $0 is acc and $1 is x)")
        #expect(FixIt.apply(diagnostic.fixIts, to: "a | map { $0 * 2 } | sink") == "a | map { x * 2 } | sink")
    }

    /// `map { x * 2 }` (braces make a publisher per value) is fixed to `map x * 2` first.
    @Test func bracesAroundAMapValueAreFixedToTheValue() throws {
        let source = "a | map { x * 2 } | sink"
        let diagnostic = try #require(Parser.parse(source).diagnostics.first { $0.id == "value-in-map-braces" })
        #expect(FixIt.apply([diagnostic.fixIts[0]], to: source) == "a | map x * 2 | sink")
        #expect(FixIt.apply([diagnostic.fixIts[1]], to: source) == "a | map { just x * 2 } | sink")
    }

    /// Valid StreamLab that looks a little like Swift is left alone.
    @Test(arguments: ["vm.$text | sink", "a | map (x + 1) | sink", "a | map x.0 | sink", "q = a | eraseToAnyPublisher"])
    func streamLabIsNotMistakenForSwift(text: String) {
        #expect(!Parser.parse(text).diagnostics.contains { $0.id == "swift-spelling" })
    }
}
