@testable import StreamDSL
import Testing

/// `future [as t] { STEPS }` in a session (issue 18 milestone 6): the task starts when the
/// future is made and runs once; its end fulfils the promise; cancelling a subscriber does
/// not cancel it (a note says so); bad input is a located error that changes nothing. The
/// lanes were read against docs/CONCURRENCY-SEMANTICS.md (the oracle checks the tasks' lanes
/// in ConcurrencyDifferentialTests; these check the subscribers' lanes and the notes too).
@Suite struct FutureBridgeTests {
    private func notes(_ lab: Playground) -> [String] {
        lab.session.recording.notes.map { "\($0.text)@\($0.time)" }
    }

    @Test func theTaskStartsWhenTheFutureIsMadeAndEverySubscriberGetsItsOneResult() {
        let lab = Playground()
        lab.accept("f = future as t { sleep 300ms; emit 0; return 1 }")
        lab.accept("f | sink as first; at 100ms: f | sink as second; at 500ms: f | sink as late; run")
        #expect(lab.events("t") == ["start@0", "0@300", "return 1@300"])
        #expect(lab.events("first") == ["^@0", "1@300", "|@300"])
        #expect(lab.events("second") == ["^@100", "1@300", "|@300"])
        #expect(lab.events("late") == ["^@500", "1@500", "|@500"])
        #expect(notes(lab).isEmpty)
    }

    @Test func aThrowFailsThePromiseAndEverySubscriber() {
        let lab = Playground()
        lab.accept(#"f = future as t { sleep 100ms; throw "boom" }"#)
        lab.accept("f | sink as out; at 200ms: f | sink as late; run")
        #expect(lab.events("t") == ["start@0", "#boom@100"])
        #expect(lab.events("out") == ["^@0", "#boom@100"])
        #expect(lab.events("late") == ["^@200", "#boom@200"])
    }

    /// A body that returns no value is a `Future<Void, Error>`: its subscribers get `()`.
    @Test func withoutReturnTheValueIsVoidAndTheUnnamedTaskDrawsTheLaneFuture() {
        let lab = Playground()
        lab.accept("future { sleep 100ms; emit 5 } | sink as out; run")
        #expect(lab.events("future") == ["start@0", "5@100", "|@100"])
        #expect(lab.events("out") == ["^@0", "()@100", "|@100"])
    }

    /// A suspension-free body is fine: the task returns as it starts, after the statement.
    @Test func aBodyThatNeverSuspendsResolvesAtOnce() {
        let lab = Playground()
        lab.accept("future as t { return 2 } | sink as out")
        #expect(lab.events("t") == ["start@0", "return 2@0"])
        #expect(lab.events("out") == ["^@0", "2@0", "|@0"])
    }

    @Test func aSubscriberWithoutDemandGetsTheValueWhenItAsks() {
        let lab = Playground()
        lab.accept("future as t { sleep 100ms; return 3 } | sink demand 0 as out; request out 1 @300ms; run")
        #expect(lab.events("out") == ["^@0", "3@300", "|@300"])
    }

    @Test func cancellingTheSubscriberLeavesTheTaskRunningWithANote() {
        let lab = Playground()
        lab.accept("future as t { sleep 300ms; return 1 } | sink as out; cancel out @100ms; run")
        #expect(lab.events("t") == ["start@0", "return 1@300"])
        #expect(lab.events("out") == ["^@0", "!@100"])
        #expect(notes(lab) == [TaskNotes.futureWorkGoesOn("t", named: true) + "@100"])
        #expect(notes(lab).first?.contains("handleEvents cancel { cancel t }") == true)
    }

    @Test func theCancelHookCancelsTheTaskAndNoNoteComes() {
        let lab = Playground()
        lab.accept("future as t { sleep 300ms; return 1 } | handleEvents cancel { cancel t } | sink as out; cancel out @100ms; run")
        #expect(lab.events("t") == ["start@0", "cancelRequested@100", "#CancellationError@100"])
        #expect(notes(lab).isEmpty)
    }

    /// Under `switchToLatest` each value makes a future and a task; the superseded ones run on
    /// (one note each), and with the cancel hook each future's own task is cancelled.
    @Test func underSwitchToLatestTheHookCancelsEachFuturesOwnTask() {
        let plain = Playground()
        plain.accept("subject a; a | map { future as t { sleep 300ms; return x } } | switchToLatest | sink as out")
        plain.accept("send a 1 @0ms, 2 @100ms, 3 @200ms; run")
        #expect(plain.events("t (1)") == ["start@0", "return 1@300"])
        #expect(plain.events("t (2)") == ["start@100", "return 2@400"])
        #expect(plain.events("t") == ["start@200", "return 3@500"])
        #expect(plain.events("out") == ["^@0", "3@500"])
        #expect(notes(plain).count == 2)
        let fixed = Playground()
        fixed.accept("subject a; a | map { future as t { sleep 300ms; return x } | handleEvents cancel { cancel t } } | switchToLatest | sink as out")
        fixed.accept("send a 1 @0ms, 2 @100ms, 3 @200ms; run")
        #expect(fixed.events("t (1)") == ["start@0", "cancelRequested@100", "#CancellationError@100"])
        #expect(fixed.events("t (2)") == ["start@100", "cancelRequested@200", "#CancellationError@200"])
        #expect(fixed.events("t") == ["start@200", "return 3@500"])
        #expect(fixed.events("out") == ["^@0", "3@500"])
        #expect(notes(fixed).isEmpty)
    }

    @Test func deferredMakesAFutureAndATaskPerSubscriber() {
        let lab = Playground()
        lab.accept("f = deferred { future as t { sleep 300ms; return 1 } }")
        #expect(!lab.laneNames.contains("t"))
        lab.accept("f | sink as first; at 100ms: f | sink as second; run")
        #expect(lab.events("t (1)") == ["start@0", "return 1@300"])
        #expect(lab.events("t") == ["start@100", "return 1@400"])
        #expect(lab.events("second") == ["^@100", "1@400", "|@400"])
    }

    /// `cancel t` as a statement reaches the future's task once it has started.
    @Test func theNameReachesTheTask() {
        let lab = Playground()
        lab.accept("f = future as t { sleep 300ms; return 1 }")
        lab.accept("f | sink as out; cancel t @100ms; run")
        #expect(lab.events("t") == ["start@0", "cancelRequested@100", "#CancellationError@100"])
        #expect(lab.events("out") == ["^@0", "#CancellationError@100"])
    }

    @Test func aTakenNameIsALocatedErrorThatChangesNothing() {
        let lab = Playground()
        lab.accept("subject t")
        let lanes = lab.laneNames
        let taken = lab.reject("future as t { return 1 } | sink as out")
        #expect(errorHeadlines(taken) == ["error: 't' is a subject: a task cannot take its name"])
        #expect(diagnosticLocations(taken) == ["1:11"])
        let twice = lab.reject("out = future as out { return 1 }")
        #expect(errorHeadlines(twice) == ["error: 'out' is declared twice in one statement"])
        #expect(diagnosticLocations(twice) == ["1:17"])
        let sunk = lab.reject("future as s { return 1 } | sink as s")
        #expect(errorHeadlines(sunk) == ["error: 's' is declared twice in one statement"])
        let bad = lab.reject("future as u { resume k 1 } | sink")
        #expect(!errorHeadlines(bad).isEmpty)
        let keyword = lab.reject("future as task { return 1 } | sink")
        #expect(!errorHeadlines(keyword).isEmpty)
        #expect(lab.laneNames == lanes)
        lab.accept("run")
        #expect(lab.laneNames == lanes)
        // A task's name may be taken again, as a new `task t` takes it.
        lab.accept("task u { return 0 }")
        lab.accept("future as u { return 1 } | sink as out; run")
        #expect(lab.events("u") == ["start@0", "return 1@0"])
    }

    /// A name redefined after the future was checked stays the newer thing's.
    @Test func aNameRedefinedSinceStaysTheNewerThings() {
        let lab = Playground()
        lab.accept("f = deferred { future as t { sleep 100ms; return 1 } }; subject t")
        lab.accept("f | sink as out; run")
        #expect(lab.events("out") == ["^@0", "1@100", "|@100"])
        #expect(notes(lab) == [TaskNotes.futureNameTaken("t", is: "a subject") + "@0"])
        lab.accept("send t 5")  // `t` is still the subject
    }

    @Test func theOlderFormIsUnchanged() {
        let lab = Playground()
        lab.accept("future 42 after 300ms | sink as out; run")
        #expect(lab.events("out") == ["^@0", "42@300", "|@300"])
    }
}
