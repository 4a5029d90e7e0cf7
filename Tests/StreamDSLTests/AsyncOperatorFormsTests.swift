@testable import StreamDSL
import Testing

/// Issue 20: `reductions EXPR` (AsyncAlgorithms' `reductions(_:)`, no initial result) and
/// `interspersed every N EXPR` (`interspersed(every:with:)`). The oracle compares
/// `aa-reductions-inclusive` and `aa-interspersed-every`; these are the edges and the errors.
@Suite struct AsyncOperatorFormsTests {
    /// The first element is the first result; a single element is the only result, and an
    /// empty stream gives none.
    @Test func reductionsWithoutAnInitialResultStartFromTheFirstElement() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            stream t
            s | reductions acc * 10 + x | for await as digits
            t | reductions acc + x | for await as none
            yield s 1 @0ms, 2 @100ms, 3 @200ms
            finish s @300ms
            finish t @300ms
            run
            """)
        #expect(lab.events("digits") == ["^@0", "1@0", "12@100", "123@200", "|@300"])
        #expect(lab.events("none") == ["^@0", "|@300"])
    }

    /// An expression that fails at run time fails the sequence once (nothing after it), as
    /// the library's throwing iterator does; the first element never reaches the expression.
    @Test func aFailingStepFailsTheSequence() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | reductions acc / x | for await as out
            yield s 0 @0ms, 0 @100ms, 2 @200ms
            finish s @300ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "0@0", "#division by zero; in Swift this stops the program@100"])
    }

    /// `every 1` is the plain form; `every 3` waits for a fourth element before its separator,
    /// so a stream of three elements gets none.
    @Test func interspersedEveryOneIsThePlainForm() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            stream t
            stream u
            s | interspersed every 1 0 | for await as every1
            t | interspersed 0 | for await as plain
            u | interspersed every 3 0 | for await as every3
            yield s 1 @0ms, 2 @100ms, 3 @200ms
            yield t 1 @0ms, 2 @100ms, 3 @200ms
            yield u 1 @0ms, 2 @100ms, 3 @200ms
            finish s @300ms
            finish t @300ms
            finish u @300ms
            run
            """)
        let expected = ["^@0", "1@0", "0@100", "2@100", "0@200", "3@200", "|@300"]
        #expect(lab.events("every1") == expected)
        #expect(lab.events("plain") == expected)
        #expect(lab.events("every3") == ["^@0", "1@0", "2@100", "3@200", "|@300"])
    }

    @Test func badFormsAreLocatedErrorsThatChangeNothing() {
        let lab = Playground()
        lab.accept("stream s")
        let errors = lab.reject("s | interspersed every 0 0 | for await as out")
        #expect(errors.contains("error: interspersed needs every 1 or more elements"))
        #expect(diagnosticLocations(errors) == ["1:24"])
        #expect(!lab.laneNames.contains("out"))
        #expect(lab.reject("s | interspersed every 2 | for await as out").contains("expected an expression"))
        #expect(lab.reject("subject a\na | reductions acc + x | sink").contains("on a publisher use scan INIT, EXPR"))
        // `reductions 0` is an initial result that lost its EXPR, not a closure ignoring both.
        let constant = lab.reject("s | reductions 0 | for await as out")
        #expect(constant.contains("error: reductions EXPR combines acc and x; this one uses neither"))
        #expect(diagnosticLocations(constant) == ["1:16"])
        #expect(!lab.laneNames.contains("out"))
    }
}
