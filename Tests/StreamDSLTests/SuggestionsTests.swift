import StreamLanguage
import TestSupport
import StreamDSL
import Testing

@Suite struct SuggestionsTests {
    @Test(arguments: [
        ("", "abc", 3),
        ("abc", "abc", 0),
        ("kitten", "sitting", 3),
        ("ab", "ba", 1),            // a swap of neighbours is one edit
        ("debounse", "debounce", 1),
        ("mpa", "map", 1),
        ("thrtole", "throttle", 2),
        ("ca", "abc", 3),           // optimal string alignment: no edit of a swapped pair
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestions.editDistance(a, b) == distance)
        #expect(Suggestions.editDistance(b, a) == distance)
    }

    @Test(arguments: [
        ("debounse", ["debounce"]),
        ("mpa", ["map"]),
        ("flatmap", ["flatMap"]),         // case only
        ("Debounce", ["debounce"]),
        ("thrtole", ["throttle"]),
        ("x", []),                        // too short to guess
        ("zzzzzzzz", []),
        ("combinelatset", ["combineLatest"]),
    ])
    func closestOperator(word: String, expected: [String]) {
        #expect(Suggestions.closest(to: word, among: Keywords.stages) == expected)
    }

    @Test func sessionNamesAreCandidatesToo() {
        #expect(Suggestions.closest(to: "coutner", among: Keywords.sources + ["counter", "clicks"]) == ["counter"])
        // Ties are all offered, alphabetically, up to the limit.
        #expect(Suggestions.closest(to: "bat", among: ["cat", "bar", "hat", "rat"], limit: 2) == ["bar", "cat"])
        // The word itself is never suggested.
        #expect(Suggestions.closest(to: "map", among: ["map"]).isEmpty)
    }

    @Test func aHugeWordIsRejectedWithoutComparingItInFull() {
        let huge = String(repeating: "a", count: 200_000)
        let seconds = threadCPUSeconds { #expect(Suggestions.closest(to: huge, among: Keywords.stages).isEmpty) }
        #expect(seconds < 0.5)
    }

    @Test func didYouMeanWording() {
        #expect(DiagnosticMessages.didYouMean([]) == nil)
        #expect(DiagnosticMessages.didYouMean(["a"]) == "did you mean 'a'?")
        #expect(DiagnosticMessages.didYouMean(["a", "b", "c"]) == "did you mean 'a', 'b' or 'c'?")
    }
}
