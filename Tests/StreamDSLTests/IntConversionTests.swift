@testable import StreamDSL
import Testing

/// Issue 20: `int(TEXT)` is Swift's failable `Int(_: String)`: `nil` for text that is not a
/// number, so `compactMap int(x)` keeps the numbers (`compactMap(Int.init)`).
@Suite struct IntConversionTests {
    @Test func textThatIsNotANumberIsNil() {
        let lab = Playground()
        lab.accept("subject a | map int(x) | sink as out")
        lab.accept(#"send a "12", "4x", "", " 5", "-3", "+7""#)
        #expect(lab.events("out") == ["^@0", "12@0", "nil@0", "nil@0", "nil@0", "-3@0", "7@0"])
    }

    @Test func compactMapKeepsTheNumbers() {
        let lab = Playground()
        lab.accept("subject a | compactMap int(x) | sink as out")
        lab.accept(#"send a "1", "two", "3""#)
        lab.accept("complete a")
        #expect(lab.events("out") == ["^@0", "1@0", "3@0", "|@0"])
    }

    @Test func onAnAsyncSequenceToo() {
        let lab = Playground()
        lab.accept(lines: """
            stream s
            s | compactMap int(x) | for await as out
            yield s "1", "x", "3"
            finish s
            run
            """)
        #expect(lab.events("out") == ["^@0", "1@0", "3@0", "|@0"])
    }

    @Test func otherKindsAreStillTypeErrors() {
        let lab = Playground()
        lab.accept("subject a | map int(x) | sink as out")
        lab.accept("send a [1]")
        #expect(lab.events("out").last?.hasPrefix("#type error: int cannot convert an array") == true, "\(lab.events("out"))")
    }
}
