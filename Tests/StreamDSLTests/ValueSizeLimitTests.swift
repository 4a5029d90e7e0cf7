@testable import StreamDSL
import StreamCore
import Testing

/// The 100,000 cap on a value counts every character and element, nested ones included,
/// for literals and for every value an operator builds.
@Suite struct ValueSizeLimitTests {
    static let tooLarge = "a value may hold at most 100000 characters or elements"

    @Test func aStringLiteralOverTheCapIsRefused() {
        let lab = Playground()
        lab.accept("subject a | sink as out")
        let errors = lab.reject("send a \"" + String(repeating: "x", count: 100_001) + "\"")
        #expect(errorHeadlines(errors) == ["error: " + Self.tooLarge])
        lab.accept("send a \"" + String(repeating: "x", count: 100_000) + "\"")
        #expect(lab.events("out").count == 2)
    }

    @Test func anArrayOfLongStringsCountsTheirCharacters() {
        // 11 strings of 10,000 characters: 11 elements + 110,000 characters.
        let lab = Playground()
        let long = "\"" + String(repeating: "y", count: 10_000) + "\""
        let errors = lab.reject("just [" + Array(repeating: long, count: 11).joined(separator: ", ") + "] | sink")
        #expect(errorHeadlines(errors) == ["error: " + Self.tooLarge])
    }

    @Test func collectFailsAsSoonAsItsArrayWouldPassTheCap() {
        // Strings of 1, 2, 3, … characters: the array passes 100,000 at the 447th.
        let lab = Playground()
        lab.accept(#"range 1...100000 | scan "", acc + "x" | collect | sink as all"#)
        #expect(lab.events("all") == ["^@0", "#\(Self.tooLarge)@0"])
        lab.accept("range 1...200000 | collect 150000 | sink as counted")
        #expect(lab.events("counted") == ["^@0", "#\(Self.tooLarge)@0"])
        lab.accept("subject t | collect 1s | sink as windows")
        lab.accept(#"send t "\#(String(repeating: "z", count: 60_000))", "\#(String(repeating: "z", count: 60_000))""#)
        #expect(lab.events("windows") == ["^@0", "#\(Self.tooLarge)@0"])
    }

    @Test func combineLatestAndZipTuplesCountBothSides() {
        let lab = Playground()
        let half = "\"" + String(repeating: "w", count: 60_000) + "\""
        lab.accept("subject a; subject b")
        lab.accept("a | combineLatest b | sink as latest")
        lab.accept("a | zip b | sink as zipped")
        lab.accept("send a \(half)")
        lab.accept("send b \(half)")
        #expect(lab.events("latest") == ["^@0", "#\(Self.tooLarge)@0"])
        #expect(lab.events("zipped") == ["^@0", "#\(Self.tooLarge)@0"])
    }

    @Test func aHundredThousandLongStringsInAnArrayAreRefused() {
        // A 100k-element array of 100k-character strings would be 10 GB: refused on the way.
        let lab = Playground()
        let long = String(repeating: "s", count: 100_000)
        lab.accept("range 1...100000 | map \"\(long)\" | collect | sink as huge")
        #expect(lab.events("huge") == ["^@0", "#\(Self.tooLarge)@0"])
        lab.accept("range 1...100000 | map [\"\(long.dropLast())\"] | scan [], acc + x | sink as grown")
        #expect(lab.events("grown").last == "#\(Self.tooLarge)@0")
    }

    @Test func sizesAreCountedOnceWhenAListIsBuilt() {
        let inner: Value = .array(ValueElements([.string("abc"), .int(1)]))
        let outer: Value = .tuple(ValueElements([inner, .string("de")]))
        #expect(inner.size == 2 + 3)
        #expect(outer.size == 2 + 5 + 2)
        #expect(outer.depth == 2)
        #expect(Value.int(7).size == 0)
    }
}
