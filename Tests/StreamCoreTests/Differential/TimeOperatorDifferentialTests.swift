import OpenCombine
import StreamCore
import Testing

/// debounce, throttle, delay and timeout on both engines (SEMANTICS.md, "Time-based operators").
@Suite struct TimeOperatorDifferentialTests {
    /// SEMANTICS.md's worked example: 1@0, 2@100, 3@200, 4@600, 5@700, finished@1500.
    static let workedExample = Scenario { $0.sends("0:1 100:2 200:3 600:4 700:5 1500:|") }

    enum TimeOperator: String, CaseIterable, Sendable {
        case debounce, throttleLatest, throttleFirst, delay
    }

    /// The expected lanes are SEMANTICS.md's table, not the engines' output.
    @Test(arguments: TimeOperator.allCases)
    func workedExample(_ op: TimeOperator) {
        switch op {
        case .debounce:
            compare(Self.workedExample,
                    ours: { $0.a.debounce(300, on: $0.clock) },
                    theirs: { $0.a.debounce(for: .ms(300), scheduler: $0.scheduler) },
                    expect: [1: "0:^ 500:3 1000:5 1500:|"])
        case .throttleLatest:
            compare(Self.workedExample,
                    ours: { $0.a.throttle(300, latest: true, on: $0.clock) },
                    theirs: { $0.a.throttle(for: .ms(300), scheduler: $0.scheduler, latest: true) },
                    expect: [1: "0:^ 0:1 300:3 600:4 900:5 1500:|"])
        case .throttleFirst:
            compare(Self.workedExample,
                    ours: { $0.a.throttle(300, latest: false, on: $0.clock) },
                    theirs: { $0.a.throttle(for: .ms(300), scheduler: $0.scheduler, latest: false) },
                    expect: [1: "0:^ 0:1 300:2 600:4 900:5 1500:|"])
        case .delay:
            compare(Self.workedExample,
                    ours: { $0.a.delay(250, on: $0.clock) },
                    theirs: { $0.a.delay(for: .ms(250), scheduler: $0.scheduler) },
                    expect: [1: "0:^ 250:1 350:2 450:3 850:4 950:5 1750:|"])
        }
    }

    /// A pending debounced value is dropped when the upstream ends; the end goes out at once.
    @Test(arguments: ["|", "#boom"])
    func debounceDropsPendingValueOnCompletion(_ end: String) {
        compare(Scenario { $0.sends("0:1 100:\(end)") },
                ours: { $0.a.debounce(300, on: $0.clock) },
                theirs: { $0.a.debounce(for: .ms(300), scheduler: $0.scheduler) },
                expect: [1: "0:^ 100:\(end)"])
    }

    /// Throttle holds 2 until the window after 1@0 closes at 300; the completion that arrived
    /// at 150 follows it at the same instant.
    @Test(arguments: [true, false], ["|", "#boom"])
    func throttleCompletionWaitsForPendingValue(_ latest: Bool, _ end: String) {
        compare(Scenario { $0.sends("0:1 100:2 150:\(end)") },
                ours: { $0.a.throttle(300, latest: latest, on: $0.clock) },
                theirs: { $0.a.throttle(for: .ms(300), scheduler: $0.scheduler, latest: latest) },
                expect: [1: "0:^ 0:1 300:2 300:\(end)"])
    }

    /// a, b, c at one instant: the first value is scheduled, not sent, so by the time it goes
    /// out `latest` has replaced it with c, while `first` kept a (RxJS would emit a for both).
    @Test(arguments: [(true, 3), (false, 1)])
    func throttleSameInstantBurst(_ latest: Bool, _ expected: Int) {
        compare(Scenario { $0.sends("0:1 0:2 0:3 1000:|") },
                ours: { $0.a.throttle(300, latest: latest, on: $0.clock) },
                theirs: { $0.a.throttle(for: .ms(300), scheduler: $0.scheduler, latest: latest) },
                expect: [1: "0:^ 0:\(expected) 1000:|"])
    }

    /// Delay shifts a failure like everything else.
    @Test func delayShiftsFailure() {
        compare(Scenario { $0.sends("0:1 100:#boom") },
                ours: { $0.a.delay(250, on: $0.clock) },
                theirs: { $0.a.delay(for: .ms(250), scheduler: $0.scheduler) },
                expect: [1: "0:^ 250:1 350:#boom"])
    }

    /// Timeout counts from subscription and restarts at each value: silent after 300, it ends
    /// at 800 — finishing, or failing with the given error.
    @Test(arguments: [nil, "late"] as [String?])
    func timeoutEndsAfterSilence(_ error: String?) {
        let end = error.map { "#" + $0 } ?? "|"
        compare(Scenario { $0.sends("100:1 300:2") },
                ours: { $0.a.timeout(500, on: $0.clock, error: error.map(StreamError.init)) },
                theirs: { world in
                    world.a.timeout(.ms(500), scheduler: world.scheduler,
                                    customError: error.map { message in { TestError(message) } })
                },
                expect: [1: "0:^ 100:1 300:2 800:\(end)"])
    }

    @Test func timeoutWithoutAnyValue() {
        compare(Scenario(),
                ours: { $0.a.timeout(500, on: $0.clock) },
                theirs: { $0.a.timeout(.ms(500), scheduler: $0.scheduler) },
                expect: [1: "0:^ 500:|"])
    }

    @Test func timeoutPassesAnEarlyCompletion() {
        compare(Scenario { $0.sends("100:1 200:|") },
                ours: { $0.a.timeout(500, on: $0.clock) },
                theirs: { $0.a.timeout(.ms(500), scheduler: $0.scheduler) },
                expect: [1: "0:^ 100:1 200:|"])
    }

    // MARK: Same-instant ties: what was scheduled earlier runs first.

    /// 2@300 was scheduled (by the script) before debounce armed its timer for 1 (at 0), so
    /// at 300 the value arrives first, supersedes 1, and only 2 goes out, at 600.
    @Test func debounceTieValueScheduledFirst() {
        compare(Scenario { $0.sends("0:1 300:2") },
                ours: { $0.a.debounce(300, on: $0.clock) },
                theirs: { $0.a.debounce(for: .ms(300), scheduler: $0.scheduler) },
                expect: [1: "0:^ 600:2"])
    }

    /// Behind delay(0), 2 reaches debounce through an action queued at 300 *after* the timer
    /// armed at 0: the timer runs first and 1 goes out at 300, then 2 at 600.
    @Test func debounceTieTimerScheduledFirst() {
        compare(Scenario { $0.sends("0:1 300:2") },
                ours: { $0.a.delay(0, on: $0.clock).debounce(300, on: $0.clock) },
                theirs: { $0.a.delay(for: .ms(0), scheduler: $0.scheduler).debounce(for: .ms(300), scheduler: $0.scheduler) },
                expect: [1: "0:^ 300:1 600:2"])
    }

    /// A value sent exactly at the timeout instant, scheduled before the countdown, arrives in
    /// time and restarts it.
    @Test func timeoutTieValueScheduledFirst() {
        compare(Scenario { $0.sends("500:1") },
                ours: { $0.a.timeout(500, on: $0.clock) },
                theirs: { $0.a.timeout(.ms(500), scheduler: $0.scheduler) },
                expect: [1: "0:^ 500:1 1000:|"])
    }

    /// Behind delay(0) the same value is queued after the countdown: the timeout wins.
    @Test func timeoutTieTimerScheduledFirst() {
        compare(Scenario { $0.sends("500:1") },
                ours: { $0.a.delay(0, on: $0.clock).timeout(500, on: $0.clock) },
                theirs: { $0.a.delay(for: .ms(0), scheduler: $0.scheduler).timeout(.ms(500), scheduler: $0.scheduler) },
                expect: [1: "0:^ 500:|"])
    }

    /// Throttle: 2 arrives at 300, exactly when the window after 1@0 closes; it is sent at
    /// once (scheduled at now), then 3 waits for the next window.
    @Test(arguments: [true, false])
    func throttleValueAtWindowEdge(_ latest: Bool) {
        compare(Scenario { $0.sends("0:1 300:2 350:3 1000:|") },
                ours: { $0.a.throttle(300, latest: latest, on: $0.clock) },
                theirs: { $0.a.throttle(for: .ms(300), scheduler: $0.scheduler, latest: latest) },
                expect: [1: "0:^ 0:1 300:2 600:3 1000:|"])
    }
}
