@testable import StreamDSL
import Testing

/// `removeDuplicates by EXPR` with `fail(…)` after an async sequence (issue 20): the library's
/// throwing predicate. The oracle compares the failing run (`aa-removeDuplicates-throwing`).
@Suite struct AsyncThrowingRemoveDuplicatesTests {
    /// The condition is not evaluated for the first element, so a fail there cannot fire.
    @Test func theFirstElementIsNeverCompared() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | removeDuplicates by fail("compared") | for await as out
            yield s 1 @0ms
            finish s @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "|@100"])
    }

    @Test func theSecondElementIsComparedAndFails() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | removeDuplicates by fail("compared") | for await as out
            yield s 1 @0ms, 2 @100ms
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "#compared@100"])
    }

    @Test func onAPublisherItNamesTryRemoveDuplicates() {
        let lab = Playground()
        lab.accept("subject a")
        #expect(lab.reject(#"a | removeDuplicates by fail("bad") | sink"#).contains("tryRemoveDuplicates"))
    }
}
