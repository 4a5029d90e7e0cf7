import StreamLanguage
import Testing

/// Issue 18 milestone 4's spellings (normative): `await continuation k { … } [onCancel { … }]`,
/// `callback after D { … }`, `resume k V`, `resume k throwing "msg"`.
@Suite struct ContinuationParsingTests {
    @Test(arguments: [
        ("task t { let v = await continuation k { callback after 300ms { resume k 5 } }; return v }",
         "(task t {(let v (await-continuation k {(callback after 300ms {(resume k 5)})})) (return v)})"),
        ("task t { await continuation k { } onCancel { cancel w } }",
         "(task t {(await-continuation k {} onCancel {(cancel w)})})"),
        (#"task t { let v = await continuation k { resume k throwing "nope" } }"#,
         #"(task t {(let v (await-continuation k {(resume k throwing "nope")}))})"#),
        ("task t { callback after 1.5s { task u { emit 1 } } }",
         "(task t {(callback after 1500ms {(task u {(emit 1)})})})"),
        // `throwing` alone is the value of a local named so.
        ("task t { let throwing = 1; let v = await continuation k { resume k throwing } }",
         "(task t {(let throwing 1) (let v (await-continuation k {(resume k throwing)}))})"),
        ("task t { var resume = 1; resume = 2 }", "(task t {(var resume 1) (assign resume 2)})"),
    ])
    func normativeSpelling(source: String, expected: String) {
        #expect(dump(source) == expected)
    }

    @Test func onCancelMayStartTheNextLine() {
        let source = """
            task t {
              let v = await continuation k {
                callback after 100ms { resume k 1 }
              }
              onCancel { resume k throwing "stopped" }
              return v
            }
            """
        #expect(dump(source) == #"(task t {(let v (await-continuation k {(callback after 100ms {(resume k 1)})} onCancel {(resume k throwing "stopped")})) (return v)})"#)
    }

    @Test func missingPartsAreLocatedErrors() {
        expectDiagnostic("expected-token", in: "task t { callback 1️⃣300ms2️⃣ { } }")
        expectDiagnostic("expected-resume-value", in: "task t { await continuation k { resume k 1️⃣}2️⃣ }")
        expectDiagnostic("expected-body", in: "task t { await continuation k 1️⃣onCancel2️⃣ { } }")
    }

    @Test func resumeAndCallbackOutsideABodyAreSteps() {
        expectDiagnostic("step-outside-body", in: "1️⃣resume2️⃣ k 1")
        expectDiagnostic("step-outside-body", in: "1️⃣callback2️⃣ after 1s { }")
        // They stay usable as names where a step cannot be meant.
        #expect(Parser.parse("subject resume; resume | sink; callback = resume | map x").diagnostics.isEmpty)
    }
}
