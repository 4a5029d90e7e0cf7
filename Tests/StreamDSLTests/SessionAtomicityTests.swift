@testable import StreamDSL
import Testing

/// DESIGN.md: "a statement with an error changes nothing in the session" — no name, no lane,
/// nothing sent, nothing scheduled, nothing recorded.
@Suite struct SessionAtomicityTests {
    /// Everything a statement could change.
    struct Snapshot: Equatable {
        var names: [String]
        var lanes: [String]
        var records: [[String]]
        var pending: Int
        var now: Int
        var trace: String

        init(_ session: Session) {
            names = session.names.definedNames
            lanes = session.recording.lanes.map(\.name)
            records = session.recording.lanes.map { Timeline.compact($0.records) }
            pending = session.runtime.clock.pendingCount
            now = session.runtime.clock.now
            trace = session.views.trace()
        }
    }

    static let prelude = "subject a; a | sink as s; q = a | share; m = a | multicast; advance 100ms"

    @Test(arguments: [
        "subject b | map y | sink",
        "send a 1, 2 @-",
        #"send a 1 @200ms, "x" * 2 @300ms"#,
        "send a 1, 2 @50ms",
        "subject c | sink as c",
        "subject s2 | map x | sink as s2",
        "send a 1, 2 @200ms",
        "current d = 1 + true | sink as dd",
        "at 200ms: a | map nope | sink as late",
        "at 200ms: send a 1, 2 @150ms",
        "at 50ms: send a 1",
        "cancel nope @200ms",
        "cancel s @50ms",
        "cancel q",
        "connect a",
        "at 200ms: subject e | sink as e",
        "connect m @50ms",
        "fail a 1 + true @200ms",
        "complete zz @200ms",
        "complete a @50ms",
        "q2 = a | autoconnect",
        "t = timer 0ms",
        #"cold "(a" | sink as bad"#,
        #"h = hot "-1^2^""#,
        "a | flatMap max 0 { just x } | sink",
        "a | collect 0 | sink",
        "a | buffer 0 | sink",
        "f = future 1 + true after 1s",
        "a | debounse 300ms | sink as typo",
        "run until 50ms",
        "advance to 50ms",
        "a | map x * 2 | sink as s2 | extra",
        "range 3...1 | sink",
        #"just 1 | map x | sink demand 2 as "n""#,
    ])
    func erroringStatementChangesNothing(statement: String) {
        let lab = Playground()
        lab.accept(Self.prelude)
        let before = Snapshot(lab.session)
        let reply = lab.console.submit(statement)
        #expect(reply.hadError)
        #expect(!reply.errors.isEmpty)
        #expect(reply.output.isEmpty)
        #expect(Snapshot(lab.session) == before)
        // And nothing is waiting to happen later.
        lab.accept("run")
        var after = before
        after.now = lab.now
        #expect(Snapshot(lab.session) == after, "a statement left something scheduled")
    }

    @Test func subjectWithABadPipelineLeavesNoName() {
        let lab = Playground()
        let errors = lab.reject("subject b | map y | sink")
        #expect(errorHeadlines(errors) == ["error: unknown name 'y'"])
        #expect(lab.session.names.definedNames.isEmpty)
        #expect(lab.laneNames.isEmpty)
        // b is still free: declaring it now works.
        lab.accept("subject b")
    }

    @Test func sendWithOneBadTimeSendsNothing() {
        let lab = Playground()
        lab.accept("subject a | sink as s")
        lab.reject("send a 1, 2 @-")
        lab.accept("advance 100ms")
        lab.reject("send a 1, 2 @50ms")
        lab.accept("run")
        #expect(lab.events("a").isEmpty)
        #expect(lab.events("s") == ["^@0"])
    }

    @Test func statementsAroundAnErroringOneStillRun() {
        let lab = Playground()
        let reply = lab.console.submit("subject e; send nope 1; subject f")
        #expect(reply.hadError)
        #expect(lab.session.names.definedNames == ["e", "f"])
    }

    @Test func everyErrorOfAStatementIsReportedInOnePass() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("a | map nope | merge zz | sink")
        #expect(errorHeadlines(errors) == ["error: unknown name 'nope'", "error: unknown name 'zz'"])
        #expect(diagnosticLocations(errors) == ["1:9", "1:22"])
    }
}
