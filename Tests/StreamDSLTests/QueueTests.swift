import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing

/// `on main|background`, `receive on`, `subscribe on`, `sink ui` and `:log`'s queue column,
/// as a learner sees them (docs/SCHEDULER-SEMANTICS.md).
@Suite struct QueueTests {
    private static func subscription(_ source: String) -> PipelineSubscription? {
        let result = Parser.parse(source)
        guard result.diagnostics.isEmpty, case .subscribe(let subscription)? = result.statements.first?.kind else { return nil }
        return subscription
    }

    @Test func uiIsASinkWordBeforeDemandAndName() throws {
        let plain = try #require(Self.subscription("a | sink as s"))
        #expect(!plain.sink.ui)
        let ui = try #require(Self.subscription("a | sink ui demand 2 as label"))
        #expect(ui.sink.ui && ui.sink.demand?.value == 2 && ui.sink.name?.name == "label")
        // `ui` may still name a sink.
        #expect(Self.subscription("a | sink as ui")?.sink.name?.name == "ui")
    }

    @Test func onAfterAnOperatorWithoutAQueueIsALocatedError() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("a | map x on background | sink")
        #expect(errors.contains("error: 'on QUEUE' is not accepted after 'map'"))
        #expect(errors.contains("^^^^^^^^^^^^^ only time operators run on a queue: collect DURATION, debounce, throttle, "
                                + "delay, timeout, measureInterval"), "\(errors)")
        #expect(errors.contains("receive on main"))
        // collect by count schedules nothing either; the error stands under its words.
        let collect = lab.reject("a | collect 3 on background | sink")
        #expect(collect.contains("'on QUEUE' is not accepted after 'collect'"))
        #expect(diagnosticLocations(collect) == ["1:15"])
        #expect(lab.laneNames == ["a"])
    }

    @Test func queueWordsAreChecked() {
        let lab = Playground()
        lab.accept("subject a")
        let unknown = lab.reject("a | debounce 300ms on backgrund | sink")
        #expect(unknown.contains("unknown queue 'backgrund'") && unknown.contains("did you mean 'background'?"))
        #expect(lab.reject("a | receive main | sink").contains("expected 'on', found 'main'"))
        #expect(lab.reject("a | subscribe on | sink").contains("expected a queue after 'on', found '|'"))
        #expect(lab.laneNames == ["a"])
    }

    @Test func timeOperatorsDeliverOnTheirQueueAtTheSameTimes() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | delay 100ms on background | sink as bg")
        lab.accept("a | delay 100ms | sink as main")
        lab.accept("send a 1 @0ms, 2 @50ms; complete a @80ms; run")
        #expect(lab.events("bg") == ["^@0", "1@100", "2@150", "|@180"])
        #expect(lab.events("bg") == lab.events("main"))
        let queues = { (name: String) in
            lab.session.recording.lanes.first { $0.name == name }?.records.filter { record in
                if case .value = record.kind { true } else { false }
            }.map(\.queue)
        }
        #expect(queues("bg") == [.background, .background])
        #expect(queues("main") == [.main, .main])
    }

    /// timeout hops every value to its queue and fails there; collect's windows go out on its
    /// queue; measureInterval only reads its clock, so its values stay on the sender's queue.
    @Test func eachTimeOperatorsScheduledWorkRunsOnItsQueue() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept(#"a | timeout 300ms fail "late" on background | sink as t"#)
        lab.accept("a | collect 250ms on background | sink as c")
        lab.accept("a | measureInterval on background | sink as m")
        lab.accept("send a 1 @0ms, 2 @100ms; advance 500ms")
        let delivered = { (name: String) in
            (lab.session.recording.lanes.first { $0.name == name }?.records ?? []).filter { record in
                if case .subscribe = record.kind { false } else if case .request = record.kind { false } else { true }
            }.map { "\($0.time)@\($0.queue.rawValue)" }
        }
        #expect(delivered("t") == ["0@background", "100@background", "400@background"])
        #expect(lab.events("t").last == "#late@400")
        #expect(delivered("c") == ["250@background"])
        #expect(delivered("m") == ["0@main", "100@main"])
    }

    @Test func aUISinkOffMainIsNotedForEveryValueAndWarnedAboutOnce() {
        let lab = Playground()
        lab.accept("subject a")
        lab.accept("a | debounce 300ms on background | sink ui as label")
        lab.accept("a | debounce 300ms on background | receive on main | sink ui as fixed")
        lab.accept("send a 1 @0ms, 2 @100ms, 3 @200ms, 4 @600ms")
        let reply = lab.accept("run")
        let warnings = reply.output.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        #expect(warnings == ["warning: UI sink 'label' received 3 on the background queue at 500ms; "
                             + "UI must be updated on main: add '| receive on main' before the sink"])
        #expect(lab.session.recording.notes.map { "\($0.time) \($0.lane?.name ?? "") \($0.text)" } == [
            "500 label 3 reached a UI sink on background, not main",
            "900 label 4 reached a UI sink on background, not main",
        ])
        // Both lanes hold the same Combine events; only where they ran differs.
        #expect(lab.events("label") == ["^@0", "3@500", "4@900"])
        #expect(lab.events("fixed") == lab.events("label"))
        // JSON keeps the lanes' Combine events and lists the off-main values in "notes".
        let json = lab.session.views.json()
        #expect(json.hasSuffix(#""notes":[{"t":500,"lane":"label","text":"3 reached a UI sink on background, not main"},"#
                               + #"{"t":900,"lane":"label","text":"4 reached a UI sink on background, not main"}]}"#), "\(json)")
    }

    @Test func logShowsQueuesOnceAnEventRanOffMain() {
        let lab = Playground()
        lab.accept("subject a; a | sink as s; send a 1")
        let plain = lab.accept(":log").output
        #expect(plain.contains("0ms  s: receive value: (1)"), "\(plain)")
        lab.accept("a | receive on background | sink as r; send a 2")
        let log = lab.accept(":log").output
        #expect(log.contains("0ms  main        s: receive value: (2)"), "\(log)")
        #expect(log.contains("0ms  background  r: receive value: (2)"), "\(log)")
        #expect(log.contains("0ms  main        r: receive subscription"), "\(log)")
    }

    /// subscribe on moves the subscription (and its request) to the queue, not the values.
    @Test func subscribeOnMovesTheSubscriptionNotTheValues() {
        let lab = Playground()
        lab.accept("subject a; a | subscribe on background | sink as s; send a 1")
        let records = lab.session.recording.lanes.first { $0.name == "s" }?.records ?? []
        #expect(records.map(\.queue) == [.background, .background, .main])
        #expect(lab.events("s") == ["^@0", "1@0"])
    }
}
