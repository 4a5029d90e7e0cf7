import StreamDSL
import StreamLanguage
import Testing

/// `filter x = 2` means `==`: the error says so, and its fix-it parses.
@Suite struct EqualityFixItTests {
    @Test(arguments: [
        ("a | filter x 1️⃣=2️⃣ 2 | sink", "a | filter x == 2 | sink"),
        ("a | map x 1️⃣=2️⃣ 2 | sink", "a | map x == 2 | sink"),
        ("q = a | filter x + 1 1️⃣=2️⃣ 3", "q = a | filter x + 1 == 3"),
    ])
    func aSingleEqualsInAnOperatorSuggestsDoubleEquals(marked: String, fixed: String) {
        let (diagnostic, source, _) = expectDiagnostic("unexpected-token", in: marked)
        #expect(diagnostic?.message == "unexpected '='")
        #expect(diagnostic?.label == "did you mean '=='? ('==' compares; '=' only names a pipeline: q = a | map x)")
        guard let diagnostic else { return }
        let repaired = FixIt.apply(diagnostic.fixIts, to: source.text)
        #expect(repaired == fixed)
        #expect(Parser.parse(repaired).diagnostics.isEmpty)
    }
}
