import StreamLanguage
import Testing

/// Bodies and steps (issue 18, milestone 1): the normative spellings, one step per line or
/// separated by `;`, and located errors for what does not belong in a body.
@Suite struct BodyParsingTests {
    @Test(arguments: [
        ("task t { sleep 300ms; emit 1 }", "(task t {(sleep 300ms) (emit 1)})"),
        ("task t { } @300ms", "(task t {} @300ms)"),
        ("at 300ms: task t { emit 1 }", "(at 300ms (task t {(emit 1)}))"),
        ("task t detached { emit ui 1 }", "(task t detached {(emit ui 1)})"),
        (#"task t { let r = await fetch "q" after 200ms; emit r }"#,
         #"(task t {(let r (await-fetch "q" after 200ms)) (emit r)})"#),
        (#"task t { await fetch fail "offline" after 200ms }"#, #"(task t {(await-fetch-fail "offline" after 200ms)})"#),
        ("task t { if isCancelled { return 1 } else { checkCancellation } }",
         "(task t {(if isCancelled {(return 1)} {checkCancellation})})"),
        (#"task t { do { throw "boom" } catch { emit error } }"#, #"(task t {(do {(throw "boom")} catch {(emit error)})})"#),
        ("task t { var n = 1; n = n + 1; return }", "(task t {(var n 1) (assign n (+ n 1)) return})"),
        ("task t { cancel u; task u { sleep 1s } }", "(task t {(cancel u) (task u {(sleep 1000ms)})})"),
        ("task t { set vm.p 2; send a x; yield s 1; finish s }",
         "(task t {(set vm.p 2) (send a x) (yield s 1) (finish s)})"),
        ("didSet vm.query { cancel search; task search { sleep 300ms; emit x } }",
         "(didSet vm.query {(cancel search) (task search {(sleep 300ms) (emit x)})})"),
        ("a | debounce 600ms | sink as s { task save { emit x } }",
         "(subscribe (pipe a (debounce 600ms)) (sink as s {(task save {(emit x)})}))"),
        ("cancel t @1s", "(cancel t @1000ms)"),
    ])
    func normativeSpelling(source: String, expected: String) {
        #expect(dump(source) == expected)
    }

    @Test func stepsGoOnePerLineAndElseMayStartALine() {
        let source = """
            task t {
              sleep 100ms
              if x > 1 {
                emit 1
              }
              else if x > 0 { emit 2 }
              do {
                emit 3
              }
              catch { emit error }
            }
            """
        #expect(dump(source) == "(task t {(sleep 100ms) (if (> x 1) {(emit 1)} {(if (> x 0) {(emit 2)})}) (do {(emit 3)} catch {(emit error)})})")
    }

    @Test func aBodyIsIncompleteUntilItsBracesBalance() {
        #expect(Parser.isIncomplete("task t {"))
        #expect(Parser.isIncomplete("task t {\n  sleep 1s\n  if isCancelled {"))
        #expect(!Parser.isIncomplete("task t {\n  sleep 1s\n}"))
    }

    @Test func stepWordsOutsideABodyAreLocatedErrors() {
        expectDiagnostic("step-outside-body", in: "1️⃣emit2️⃣ 1")
        expectDiagnostic("step-outside-body", in: "1️⃣await2️⃣ fetch 1 after 1s")
        expectDiagnostic("step-outside-body", in: "1️⃣sleep2️⃣ 300ms")
        // They stay usable as names where a step cannot be meant.
        #expect(Parser.parse("subject await; await | sink; emit = a | map x").diagnostics.isEmpty)
    }

    @Test func timesAndAtInsideABodyAreLocatedErrors() {
        expectDiagnostic("time-inside-body", in: "task t { 1️⃣at2️⃣ 100ms: emit 1 }")
    }

    /// Issue 18 reserved its statement words before their milestones landed; every one is a
    /// statement now (milestones 2, 3 and 5 took func, actor, observable and track).
    @Test func noWordIsReservedForLaterAnyMore() {
        #expect(Keywords.reservedForLater.isEmpty)
        for word in ["func", "actor", "observable", "track"] {
            #expect(Keywords.statements.contains(word), "\(word)")
            #expect(!Parser.parse("\(word) f { }").diagnostics.contains { $0.id == "reserved-for-later" }, "\(word)")
        }
    }

    @Test func aBadStepIsReportedOnceAndTheRestOfTheBodyIsStillChecked() {
        let result = Parser.parse("task t { slep 1s; emit ) ; sleep 1s }")
        #expect(result.statements.isEmpty)
        #expect(result.diagnostics.map(\.id) == ["unknown-step", "expected-expression"])
        #expect(result.diagnostics.first?.label == "did you mean 'sleep'?")
    }

    @Test func anUnclosedBodySaysWhereItOpened() {
        let result = Parser.parse("task t { sleep 1s")
        #expect(result.statements.isEmpty)
        #expect(result.diagnostics.first?.message == "expected '}', found the end of the input")
    }

    @Test func aSwiftClosureAfterSinkIsStillTheSwiftSpelling() {
        #expect(Parser.parse("a | sink { print($0) }").diagnostics.first?.id == "swift-spelling")
    }
}
