import Foundation
import Testing
@testable import Lessons
import StreamDSL

/// Issue 22 item 2: the payment quote screen is built three ways (Combine, plain async/await,
/// AsyncAlgorithms), each checked by an exercise "The quote state" on the same setups, and the
/// three end every setup in the same screen state.
@Suite struct CapstoneThreeWaysTests {
    static let versions = ["capstone-payment-quote", "capstone-async-await", "capstone-async-algorithms"]
    static let exerciseID = "the-quote-state"

    static func exercise(of lesson: String) throws -> Exercise {
        let course = try CourseGoldenTests.course()
        let found = course.lesson(named: lesson)?.exercises.first { $0.id == exerciseID }
        return try #require(found, "\(lesson) has no exercise '\(exerciseID)'")
    }

    /// The main setup, then every variant, as typed lines.
    static func setups(of exercise: Exercise) -> [[String]] {
        [exercise.setup.map(\.input)] + exercise.variants
    }

    /// A setup's inputs: the model, its seven input properties and every `set`, in order. What
    /// each version declares after them (pipelines, functions, the state) is its own.
    static func inputs(of setup: [String]) -> [String] {
        let properties = ["amount", "balance", "country", "currency", "promo", "online", "flags"]
        return setup.filter { line in
            line == "object vm" || line.hasPrefix("set vm.")
                || properties.contains { line.hasPrefix("published vm.\($0) = ") }
        }
    }

    /// The last value the lane `state` shows after `setup`, then `answer`, then `run`.
    static func finalState(setup: [String], answer: [String]) throws -> String {
        let console = TranscriptRunner().makeConsole()
        for line in setup + answer + ["run"] { _ = console.submit(line) }
        let lane = try #require(console.session.recording.lanes.last { $0.name == "state" }, "no lane 'state'")
        let json = LaneJSON.encode([lane])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let lanes = try #require(object["lanes"] as? [[String: Any]])
        let events = try #require(lanes.first?["events"] as? [[String: Any]])
        let value = try #require(events.last { $0["kind"] as? String == "value" }?["value"], "the state lane shows no value")
        let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Each version's final state on each setup, solution played.
    static func finalStates(of lesson: String, editingSetup edit: (String) -> String = { $0 }) throws -> [String] {
        let exercise = try exercise(of: lesson)
        let answer = exercise.solution.map(\.input)
        return try setups(of: exercise).map { try finalState(setup: $0.map(edit), answer: answer) }
    }

    @Test func theThreeVersionsAreCheckedOnTheSameSetups() throws {
        let combine = try Self.setups(of: Self.exercise(of: Self.versions[0])).map(Self.inputs)
        #expect(combine.count >= 4, "the Combine version has \(combine.count) setups")
        // Every setup sets something after the model is declared.
        #expect(combine.allSatisfy { $0.contains { $0.hasPrefix("set vm.") } })
        for version in Self.versions.dropFirst() {
            let other = try Self.setups(of: Self.exercise(of: version)).map(Self.inputs)
            #expect(other == combine, "\(version)'s setups differ from the Combine version's inputs")
        }
    }

    @Test func theThreeVersionsEndInTheSameScreenState() throws {
        let combine = try Self.finalStates(of: Self.versions[0])
        // The setups end in different states, so agreeing on them says something.
        #expect(Set(combine).count >= 3, "\(combine)")
        for version in Self.versions.dropFirst() {
            #expect(try Self.finalStates(of: version) == combine, "\(version) ends elsewhere than the Combine version")
        }
    }

    /// The comparison can fail: the async/await version with rule 6 broken (international
    /// transfers allowed whatever the flag says) ends a setup elsewhere, and so does the
    /// AsyncAlgorithms version with rule 7 broken (a promo code counted while promo codes are off).
    @Test func aBrokenRuleInOneVersionIsCaught() throws {
        let combine = try Self.finalStates(of: Self.versions[0])
        let intlRule = #"vm.country != "FR" && !vm.flags.1"#
        let brokenIntl = try Self.finalStates(of: "capstone-async-await") {
            $0.replacingOccurrences(of: intlRule, with: "false")
        }
        #expect(brokenIntl != combine)
        let promoRule = #"vm.flags.0 && vm.promo != "" ? vm.promo : """#
        let brokenPromo = try Self.finalStates(of: "capstone-async-algorithms") {
            $0.replacingOccurrences(of: promoRule, with: "vm.promo")
        }
        #expect(brokenPromo != combine)
        // The edits hit the setups: without them the versions agree (the test above).
        let setup = try Self.exercise(of: "capstone-async-await").setup.map(\.input).joined(separator: "\n")
        #expect(setup.contains(intlRule) && setup.contains(promoRule))
    }
}
