@testable import StreamConsole
@testable import StreamDSL
import StreamLanguage
import Testing

/// Parsing and checking of objects, sink clauses, `_ =`, `assign` and `eraseToAnyPublisher`.
@Suite struct OwnershipStatementTests {
    static func dump(_ source: String) -> [String] {
        let result = Parser.parse(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return result.statements.map(TreeDump.statement)
    }

    @Test func statementsParse() {
        #expect(Self.dump("object vm") == ["(object vm)"])
        #expect(Self.dump(#"published vm.text = "" "#) == [#"(published vm.text "")"#])
        #expect(Self.dump("set vm.n 2 @1s") == ["(set vm.n 2 @1000ms)"])
        #expect(Self.dump("release vm @300ms") == ["(release vm @300ms)"])
        #expect(Self.dump("_ = just 1 | sink") == ["(discard (pipe (just 1)) (sink))"])
    }

    @Test func sinkClausesComeInAnyOrder() {
        let expected = "(subscribe (pipe a) (sink ui demand 1 as s store in vm capturing weak vm))"
        #expect(Self.dump("a | sink ui demand 1 as s store in vm capturing weak vm") == [expected])
        #expect(Self.dump("a | sink capturing weak vm store in vm as s demand 1 ui") == [expected])
    }

    @Test func assignAndMembersParse() {
        #expect(Self.dump("a | assign to vm.text on vm store in vm")
                == ["(subscribe (pipe a) (sink assign to vm.text on vm store in vm))"])
        #expect(Self.dump("a | assign to vm.$text") == ["(subscribe (pipe a) (sink assign to vm.$text))"])
        #expect(Self.dump("vm.$text | map x + vm.text | sink")
                == ["(subscribe (pipe vm.$text (map (+ x vm.text))) (sink))"])
        #expect(Self.dump("vm.objectWillChange | sink") == ["(subscribe (pipe vm.objectWillChange) (sink))"])
    }

    @Test(arguments: [
        ("_ = just 1 | map x", "discard-without-sink"),
        ("set horizon 5s", "setting-as-statement"),
        ("a | sink as s as t", "duplicate-sink-clause"),
        ("a | assign to vm.$text store in vm", "clause-not-allowed"),
        ("a | assign to vm.text on vm capturing vm", "clause-not-allowed"),
        ("a | assign to vm.text", "expected-token"),
        ("a | sink store vm", "expected-token"),
        ("published vm.$text = 1", "expected-property"),
        ("set vm 1", "expected-property"),
        ("subject _", "keyword-as-name"),
        ("subject release", "keyword-as-name"),
    ])
    func syntaxErrorsAreLocated(source: String, id: String) {
        let result = Parser.parse(source)
        #expect(result.diagnostics.map(\.id).contains(id), "\(source): \(result.diagnostics.map(\.id))")
    }

    @Test func checkingErrorsAreLocated() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            object vm
            object w
            published vm.text = ""
            q = a | eraseToAnyPublisher
            """)
        #expect(lab.reject("send q 1").contains("error: 'q' is erased to AnyPublisher: it cannot be sent to"))
        #expect(lab.reject("set vm.txt 1").contains("'vm' has no @Published property 'txt'"))
        // A property that does not exist is said so before "a property's value is not a publisher".
        #expect(lab.reject("vm.txt | sink").contains("'vm' has no @Published property 'txt'"))
        // An @Observable model has no @Published properties: the message and the fix say observable.
        lab.accept("object model; observable model.count = 0")
        let observable = lab.reject("set model.cuont 1")
        #expect(observable.contains("'model' has no property 'cuont'") && observable.contains("observable model.cuont = VALUE"))
        #expect(lab.reject("model.count | sink").contains("an @Observable property has no publisher"))
        #expect(lab.reject("a | assign to vm.text on w").contains("the property belongs to another object"))
        #expect(lab.reject("a | sink store in a").contains("'a' is a subject, not an object"))
        #expect(lab.reject("vm.text | sink").contains("its publisher is vm.$text"))
        lab.accept("release w")
        #expect(lab.reject("a | sink capturing w").contains("'w' was released"))
        #expect(lab.reject("release w").contains("'w' was released"))
        // Nothing half-done: the rejected statements left no lanes (only subject a's).
        #expect(lab.laneNames == ["a"])
    }

    @Test func erasedPipelineStillDelivers() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            q = a | eraseToAnyPublisher
            q | sink as out
            send a 1
            """)
        #expect(lab.events("out") == ["^@0", "1@0"])
    }

    /// A plain sink lives on as before; only `_ =` cancels.
    @Test func plainSinkIsHeldBySession() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            a | sink as kept
            _ = a | sink as dropped
            send a 1 @100ms
            run
            """)
        #expect(lab.events("kept") == ["^@0", "1@100"])
        #expect(lab.events("dropped") == ["^@0", "!@0"])
    }

    /// Tab offers an object's members, and `assign` after a `|`; not a released object's.
    @Test func tabCompletesMembers() {
        let console = Console(allowsFileAccess: false)
        _ = console.submit(#"object vm; published vm.text = ""; object w"#)
        #expect(console.completions(for: "vm.$") == ["vm.$text"])
        #expect(console.completions(for: "a | map x + vm.") == ["vm.text", "vm.$text", "vm.objectWillChange"])
        #expect(console.completions(for: "a | ass") == ["assertNoFailure", "assign"])
        _ = console.submit("release vm")
        #expect(console.completions(for: "vm.").isEmpty)
        #expect(console.completions(for: "w.") == ["w.objectWillChange"])
    }

    /// A leak is a note on the sink's lane (JSON's top-level "notes"); the lane itself keeps
    /// only Combine's events.
    @Test func leakIsANoteNotALaneEvent() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            object vm
            a | sink capturing vm store in vm as S
            send a 1 @100ms
            release vm @200ms
            send a 2 @300ms
            run
            """)
        let json = lab.session.views.json()
        #expect(json.contains(#"{"name":"S","events":[{"t":0,"kind":"subscribe"},{"t":100,"kind":"value","value":1},{"t":300,"kind":"value","value":2}]}"#))
        #expect(json.hasSuffix(#""notes":[{"t":200,"lane":"S","text":"leaked: vm → bag → S → closure → vm"}]}"#))
    }

    /// A leaked object is freed once the chain keeping it breaks: the subject finishes, the
    /// sink lets go of its closure, and the bag's other subscriptions are cancelled.
    @Test func aLeakEndsWhenItsChainBreaks() {
        let lab = Playground()
        lab.accept(lines: """
            subject a
            subject b
            object vm
            a | sink capturing vm as holder
            b | sink store in vm as stored
            release vm @100ms
            complete a @200ms
            run
            """)
        #expect(lab.events("stored") == ["^@0", "!@200"])
        #expect(lab.session.recording.notes.map(\.text).contains("leaked: session → holder → closure → vm"))
        #expect(lab.session.recording.notes.last?.text == "vm is freed; its bag cancels 1 stored subscription")
    }
}
