import Testing
@testable import Lessons

/// Goals compare what the learner must achieve, so a sound answer other than the lesson's
/// solution passes, on the main setup and on every variant.
@Suite struct SoundAnswersPassTests {
    let checker = ExerciseChecker()

    static func exercise(_ id: String) throws -> Exercise {
        try #require(try CourseGoldenTests.course().lessons.flatMap(\.exercises).first { $0.id == id })
    }

    /// The capstone's seven rules (`x` is `((amount, balance, country, currency), promo, online, flags)`).
    static let validation = "map !x.2 ? (false, 0, \"\", \"\", \"offline\") : x.0.0 <= 0 ? (false, 0, \"\", \"\", \"empty amount\") : x.0.1 == nil ? (false, 0, \"\", \"\", \"missing account\") : x.0.1 < x.0.0 ? (false, 0, \"\", \"\", \"insufficient funds\") : x.0.2 == nil ? (false, 0, \"\", \"\", \"missing recipient\") : x.0.2 != \"FR\" && !x.3.1 ? (false, 0, \"\", \"\", \"international transfers disabled\") : (true, x.0.0, x.0.3, x.3.0 && x.1 != \"\" ? x.1 : \"\", \"\")"

    /// 16.1: the properties' own publishers, combined, instead of `objectWillChange`.
    @Test func renderAfterTheChangeAcceptsCombineLatest() throws {
        let exercise = try Self.exercise("render-after-the-change")
        let verdict = checker.check(exercise, inputs: ["cart.$count | combineLatest cart.$price | map x.0 * x.1 | dropFirst | sink as view", "run"])
        #expect(verdict.passed, "\(verdict.report)")
    }

    /// 18.1: repeats dropped on the result, whether or not each input drops its own too.
    @Test(arguments: [
        ["form = vm.$amount | combineLatest vm.$balance, vm.$country, vm.$currency",
         "validation = form | combineLatest vm.$promo, vm.$online, vm.$flags | \(validation) | removeDuplicates"],
        ["form = vm.$amount | removeDuplicates | combineLatest (vm.$balance | removeDuplicates), (vm.$country | removeDuplicates), (vm.$currency | removeDuplicates)",
         "validation = form | combineLatest (vm.$promo | removeDuplicates), (vm.$online | removeDuplicates), (vm.$flags | removeDuplicates) | \(validation) | removeDuplicates"],
        ["validation = vm.$amount | combineLatest vm.$balance, vm.$country, vm.$currency | combineLatest vm.$promo, vm.$online, vm.$flags | \(validation)",
         "validation | removeDuplicates | sink as shown"],
    ])
    func validationAcceptsEveryDedupeOfTheResult(_ answer: [String]) throws {
        let exercise = try Self.exercise("from-inputs-to-a-validation-result")
        let inputs = answer.last!.hasSuffix("as shown") ? answer : answer + ["validation | sink as result"]
        let verdict = checker.check(exercise, inputs: inputs + ["run"])
        #expect(verdict.passed, "\(verdict.report)")
    }
}
