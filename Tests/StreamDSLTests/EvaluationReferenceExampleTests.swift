@testable import StreamDSL
import StreamLanguage
import Testing

/// Every example of `LanguageReference` (what `:help` shows) is accepted by a session and runs.
@Suite struct EvaluationReferenceExampleTests {
    /// Names the examples use, each with the statement that declares it.
    static let prelude: [(name: String, statement: String)] = [
        ("a", "subject a"), ("b", "subject b"), ("q", "q = a | map x * 10 | share"),
        ("m", "m = a | multicast current 0"), ("late", "a | sink as late"),
        ("out", "a | sink demand 1 as out"), ("vm", #"object vm; published vm.text = """#), ("s", "stream s"), ("t", "stream t"),
        ("didLogIn", "notifications didLogIn | sink as loggedIn"),  // Issue 20: post's name
    ]

    static let traffic = "send a 1 @2s, 2 @2.1s; send b 3 @2.05s; complete a @3s; complete b @3s"

    @Test(arguments: LanguageReference.entries.map(\.example))
    func exampleRuns(example: String) {
        let lab = Playground(horizon: 2000)
        // Names the example declares itself (`subject a`, `q = …`, `sink as late`).
        var declared = Parser.parse(example).statements.compactMap { statement -> String? in
            switch statement.kind {
            case .declareSubject(let name, _), .declareCurrent(let name, _, _), .definePipeline(let name, _),
                 .declareObject(let name): return name.name
            default: return nil
            }
        }
        if let range = example.range(of: "as ") { declared.append(String(example[range.upperBound...].prefix { $0.isLetter })) }
        let declaresA = declared.contains("a")
        for (name, statement) in Self.prelude where !declared.contains(name) {
            // Everything but b is built on a: an example that declares a runs alone.
            if declaresA, name != "b" { continue }
            // `observable vm.text` declares the property itself: an object is @Observable or
            // an ObservableObject, not both.
            if name == "vm", example.hasPrefix("observable ") {
                lab.accept("object vm")
                continue
            }
            lab.accept(statement)
        }
        if !declaresA { lab.accept(Self.traffic) }
        let lanesBefore = lab.laneNames.count
        lab.accept(example)
        if declaresA { lab.accept(Self.traffic) }
        lab.accept("run")
        if example.contains("| sink") {
            #expect(lab.laneNames.count > lanesBefore, "the example subscribed nothing")
        }
        #expect(!lab.session.views.json().isEmpty)
    }
}
