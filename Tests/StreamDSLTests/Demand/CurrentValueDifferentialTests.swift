import OpenCombine
@testable import StreamDSL
import Testing

/// Issue 20: a CurrentValueSubject's `value`, read in expressions and set with
/// `set c.value V`, against OpenCombine 0.14 driven by hand in the script's order.
///
/// What OpenCombine's source says (`CurrentValueSubject.swift`): the setter stores the new
/// value, then sends it through the same path as `send`, which does nothing once the subject
/// has completed; `send` after completion changes nothing at all. A conduit without demand
/// misses a value, and its next request delivers the value current then.
@Suite struct CurrentValueDifferentialTests {
    static let script = """
        current c = 1
        c | sink as out
        c | sink demand 0 as slow
        subject a
        a | map x + c.value | sink as sum
        set c.value 5 @100ms
        request slow 1 @150ms
        send a 10 @200ms
        complete c @300ms
        set c.value 7 @400ms
        send a 10 @500ms
        send c 9 @600ms
        send a 10 @700ms
        at 800ms: c | sink as late
        """

    /// The same scenario as Swift on OpenCombine, each action at its time.
    static func theirs() -> (lanes: [String: [String]], value: Int) {
        let clock = HandClock()
        let c = OpenCombine.CurrentValueSubject<Int, Never>(1)
        let out = DemandLane<Int, Never>(clock, initial: .unlimited)
        c.subscribe(out)
        let slow = DemandLane<Int, Never>(clock, initial: .none)
        c.subscribe(slow)
        let a = OpenCombine.PassthroughSubject<Int, Never>()
        let sum = DemandLane<Int, Never>(clock, initial: .unlimited)
        a.map { $0 + c.value }.subscribe(sum)
        clock.now = 100; c.value = 5
        clock.now = 150; slow.request(.max(1))
        clock.now = 200; a.send(10)
        clock.now = 300; c.send(completion: .finished)
        clock.now = 400; c.value = 7
        clock.now = 500; a.send(10)
        clock.now = 600; c.send(9)
        clock.now = 700; a.send(10)
        clock.now = 800
        let late = DemandLane<Int, Never>(clock, initial: .unlimited)
        c.subscribe(late)
        return (["out": out.events, "slow": slow.events, "sum": sum.events, "late": late.events], c.value)
    }

    @Test func openCombineBehavesAsItsSourceSays() {
        let (lanes, value) = Self.theirs()
        #expect(lanes["out"] == ["^@0", "1@0", "5@100", "|@300"])
        #expect(lanes["slow"] == ["^@0", "5@150", "|@300"])
        // 7 was set after completion: the value changed; the 9 sent after it did not.
        #expect(lanes["sum"] == ["^@0", "15@200", "17@500", "17@700"])
        #expect(lanes["late"] == ["^@800", "|@800"])
        #expect(value == 7)
    }

    @Test func streamLabAgreesWithOpenCombine() {
        let lab = Playground()
        lab.accept(lines: Self.script)
        lab.accept("run")
        let (lanes, value) = Self.theirs()
        for name in ["out", "slow", "sum", "late"] {
            #expect(lab.events(name) == lanes[name], "lane \(name)")
        }
        guard case .current(let subject, _)? = lab.session.names.lookup("c") else {
            Issue.record("c is no CurrentValueSubject")
            return
        }
        #expect(subject.value == .int(value))
        // The subject's lane shows what it published: the set before completion, not the one after.
        #expect(lab.events("c") == ["1@0", "5@100", "|@300"])
    }

    @Test func theValueIsReadWhenTheExpressionRuns() {
        let lab = Playground()
        lab.accept(lines: """
            current c = 1
            subject a
            subject log
            log | sink as logged
            a | sink as s { send log c.value * 10 + x }
            set c.value c.value + 1 @100ms
            send a 3 @50ms, 3 @150ms
            """)
        lab.accept("run")
        #expect(lab.events("logged") == ["^@0", "13@50", "23@150"])
    }

    /// `subject.value = V` inside a task or a sink closure: the same setter as the statement,
    /// run when the step runs; after completion it changes the value silently.
    @Test func aBodySetsTheValueWhenItsStepRuns() {
        let lab = Playground()
        lab.accept(lines: """
            current c = 1
            subject a
            c | sink as out
            a | sink as s { set c.value x * 10 }
            task t { sleep 100ms; set c.value c.value + 1 }
            send a 3 @50ms
            complete c @200ms
            task late { sleep 300ms; set c.value 99; emit c.value }
            """)
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "1@0", "30@50", "31@100", "|@200"])
        #expect(lab.events("late").contains("99@300"))
    }
}

/// Bad input for `c.value`: a located error that changes nothing.
@Suite struct CurrentValueErrorTests {
    @Test func onlyValueIsACurrentValueSubjectsProperty() {
        let lab = Playground()
        lab.accept("current c = 1")
        lab.accept("c | sink as out")
        let errors = lab.reject("set c.count 2")
        #expect(errorHeadlines(errors) == ["error: unknown name 'c.count'"])
        #expect(diagnosticLocations(errors) == ["1:7"])
        #expect(errors.contains("set c.value V"))
        // Inside a body too.
        let inBody = lab.reject("task t { set c.count 2 }")
        #expect(errorHeadlines(inBody) == ["error: unknown name 'c.count'"])
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "1@0"])
    }

    @Test func aPassthroughSubjectHasNoValue() {
        let lab = Playground()
        lab.accept("subject a")
        let errors = lab.reject("set a.value 2")
        #expect(errorHeadlines(errors) == ["error: 'a' is a subject, not an object"])
        lab.reject("subject b | map a.value | sink")
    }

    @Test func theValueIsNotAPublisher() {
        let lab = Playground()
        lab.accept("current c = 1")
        let errors = lab.reject("c.value | sink")
        #expect(errors.contains("its publisher is c"))
    }

    @Test func aSetInThePastOrOfABadValueChangesNothing() {
        let lab = Playground()
        lab.accept("current c = 1")
        lab.accept("c | sink as out")
        lab.accept("advance 100ms")
        lab.reject("set c.value 2 @50ms")
        lab.reject("set c.value 2 + true")
        lab.accept("run")
        #expect(lab.events("out") == ["^@0", "1@0"])
    }
}
