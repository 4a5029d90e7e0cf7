import Marbles
import OpenCombineShim

/// Every message MarbleTesting fails a test with, in one place.
enum MarbleMessages {
    /// Width of the diagrams in failure messages.
    static let diagramWidth = 100

    static func invalidMarbles(_ call: String, _ marbles: String, _ error: MarbleSyntaxError) -> String {
        "\(call): these marbles cannot be read:\n\(error.annotating(marbles))"
    }

    static func zeroPointInCold(_ marbles: String) -> String {
        "cold: \"\(marbles)\" has a '^', which only a hot source has; use m.hot(…), or remove it"
    }

    static func subscriptionWithoutStart(_ marbles: String) -> String {
        "toBe: subscription marbles \"\(marbles)\" need a '^' where the subscription starts"
    }

    /// `/` draws a task's cancel request; a publisher cannot send one.
    static func cancelRequestInSource(_ marbles: String) -> String {
        "'/' is a task's cancel request, which a source cannot send; write the value \"/\" as [/] (marbles \"\(marbles)\")"
    }

    static func missingValues(_ tokens: [String], in marbles: String) -> String {
        let list = tokens.map { "\"\($0)\"" }.joined(separator: ", ")
        return "no value for \(list) in values: (marbles \"\(marbles)\")"
    }

    /// The longest actual marbles a message prints whole: a source that never ends (a timer)
    /// runs until `run()` stops and would otherwise print kilobytes.
    static let actualMarblesShown = 200

    /// `actual marbles: "…"`, or its start and a hint when it is longer than `actualMarblesShown`.
    static func actualMarblesLine(_ marbles: String) -> String {
        guard marbles.count > actualMarblesShown else { return "actual marbles: \(SwiftLiteral.string(marbles))" }
        return "actual marbles (the first \(actualMarblesShown) of \(marbles.count) characters): "
            + SwiftLiteral.string(String(marbles.prefix(actualMarblesShown))) + "…\n"
            + "hint: a source that never ends (a timer) runs until run() stops, maxFramesAfterMarbles frames "
            + "after the last marble; end the subscription in the test with subscribedAt: \"^-----!\" "
            + "(the subscription marbles: ! cancels it), or lower m.maxFramesAfterMarbles"
    }

    static func missingErrors(_ names: [String], in marbles: String) -> String {
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return "no error for \(list) in errors: (marbles \"\(marbles)\")"
    }

    /// Expected and actual on one ruler, the first difference in words, and the actual
    /// marbles to paste into the test.
    static func timelineMismatch(
        expected: [MarbleEvent], actual: [MarbleEvent], frame: Int, actualMarbles: String, isExact: Bool
    ) -> String {
        var renderer = DiagramRenderer(width: diagramWidth)
        renderer.maxColumnDuration = frame
        var text = "toBe: the publisher did not do what the marbles say\n"
        text += renderer.render([MarbleLane(name: "expected", events: expected),
                                 MarbleLane(name: "actual", events: actual)])
        let difference = firstDivergence(expected: expected, actual: actual)
            ?? "a value differs from the expected one of the same token"
        text += "first difference: \(difference)\n"
        text += actualMarblesLine(actualMarbles)
        if !isExact {
            text += "\n(events less than one frame apart were grouped: use a shorter frame for exact marbles)"
        }
        return text
    }

    static func subscriptionMismatch(
        expected: [[MarbleEvent]], actual: [[MarbleEvent]], frame: Int, actualMarbles: [String]
    ) -> String {
        var renderer = DiagramRenderer(width: diagramWidth)
        renderer.maxColumnDuration = frame
        var lanes: [MarbleLane] = []
        let numbered = max(expected.count, actual.count) > 1
        for index in 0..<max(expected.count, actual.count) {
            let suffix = numbered ? " \(index + 1)" : ""
            if index < expected.count { lanes.append(MarbleLane(name: "expected" + suffix, events: expected[index])) }
            if index < actual.count { lanes.append(MarbleLane(name: "actual" + suffix, events: actual[index])) }
        }
        var text = "toBe: the source was not subscribed as the marbles say\n"
        text += renderer.render(lanes)
        text += "first difference: \(subscriptionDifference(expected: expected, actual: actual))\n"
        let literal = actualMarbles.count == 1 ? SwiftLiteral.string(actualMarbles[0]) : SwiftLiteral.array(actualMarbles)
        text += "actual marbles: \(literal)"
        return text
    }

    private static func subscriptionDifference(expected: [[MarbleEvent]], actual: [[MarbleEvent]]) -> String {
        for index in 0..<min(expected.count, actual.count) {
            if let difference = firstDivergence(expected: expected[index], actual: actual[index]) {
                return expected.count == 1 && actual.count == 1 ? difference : "subscription \(index + 1): \(difference)"
            }
        }
        return "expected \(count(expected.count, "subscription")), got \(actual.count)"
    }

    static func noAssertion(_ call: String) -> String {
        "\(call) has no toBe(…): say what it should do, or remove it"
    }

    static let neverChecked =
        "this toBe was never checked: call m.run() after the expectations (the MarbleScheduler went away first)"

    static func recorded(_ literal: String, at site: CallSite) -> String {
        "recorded: MARBLETESTING_RECORD is set, so toBe at \(site.shortDescription) now reads \(literal); "
            + "run the test again without MARBLETESTING_RECORD to check it"
    }

    static func recordingFailed(_ reason: String, literal: String) -> String {
        "MARBLETESTING_RECORD is set but the marbles could not be rewritten (\(reason)); "
            + "actual marbles: \(literal)"
    }

    static func recordingRefused(unnamed: [String]) -> String {
        let list = unnamed.map { SwiftLiteral.string($0) }.joined(separator: ", ")
        return "MARBLETESTING_RECORD is set but the marbles were not rewritten: values: has no key for "
            + "\(list), so the recorded marbles could not be read back; add a key for each to values: and record again"
    }

    /// How many lost values a failure names before "and N more".
    static let droppedValuesShown = 5

    static func droppedValues(_ drops: [DroppedValues.Drop]) -> String {
        let shown = drops.prefix(droppedValuesShown).map { drop in
            "\(MarbleWriter.valueToken(drop.value)) at \(formatVirtualTime(drop.time)) "
                + "(m.hot(\(SwiftLiteral.string(drop.marbles))), \(drop.site))"
        }
        let more = drops.count > droppedValuesShown ? ", and \(drops.count - droppedValuesShown) more" : ""
        return "note: hot sources dropped \(count(drops.count, "value")) that found no demand, as a PassthroughSubject does: "
            + shown.joined(separator: ", ") + more
            + ". If the marbles expect one of them, the code under test was not asking for values then "
            + "(m.hotBuffered holds values until they are asked for)"
    }

    /// A value that `expect(_:on:)` saw arrive on another scheduler.
    static func arrivedOn(token: String, at time: Int, scheduler: String?, expected: String, others: Int) -> String {
        let place = scheduler ?? "no scheduler (the test itself sent it, or a scheduler was advanced on its own)"
        let more = others > 0 ? ", and \(count(others, "more value")) off \(expected)" : ""
        return "value \(token) arrived on \(place), expected \(expected) (at \(formatVirtualTime(time))\(more)): "
            + "is a receive(on: m.\(expected)) missing?"
    }

    static func foreignScheduler(_ names: [String]) -> String {
        "expect(on:): that scheduler is not one of this MarbleScheduler's (\(names.joined(separator: ", "))); "
            + "schedulers of two MarbleSchedulers do not share a clock: use this m's own"
    }

    /// A value sent when the subscriber had no demand left.
    static func demandExceeded(
        token: String, at time: Int, requested: Subscribers.Demand, delivered: Int, others: Int
    ) -> String {
        let more = others > 0 ? " (and \(count(others, "more value")) beyond the demand)" : ""
        return "demand exceeded: value \(token) arrived at \(formatVirtualTime(time)) when the subscriber had "
            + "requested \(describe(requested)) and already received \(delivered)\(more); "
            + "a publisher must not send more than was requested"
    }

    /// Issue 20: a value sent after the publisher's completion.
    static func valueAfterCompletion(token: String, at time: Int, completion: String, others: Int) -> String {
        let more = others > 0 ? " (and \(count(others, "more value")) after it)" : ""
        return "value after completion: value \(token) arrived at \(formatVirtualTime(time)) after the publisher had "
            + "\(completion)\(more); a publisher must not send after its completion"
    }

    /// A demand as a test writes it: `.max(2)`, `.unlimited`.
    static func describe(_ demand: Subscribers.Demand) -> String {
        guard let max = demand.max else { return ".unlimited" }
        return max == 0 ? ".none" : ".max(\(max))"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
