import StreamCore
@testable import StreamDSL
import Testing

/// Ownership alone, built from a runtime without a `Session`: a sink stored in an object's
/// bag, `release`, what frees the object or keeps it alive, and the running statement's
/// subscriptions (docs/OWNERSHIP-SEMANTICS.md).
@Suite struct SessionOwnershipTests {
    /// An ownership model on a fresh runtime, with one object `vm` the session holds.
    static func model() -> (ownership: SessionOwnership, object: OwnedObject) {
        let ownership = SessionOwnership(runtime: SessionRuntime(recording: SessionRecording()))
        let object = OwnedObject(name: "vm")
        ownership.objects.add(object)
        return (ownership, object)
    }

    /// `a | sink as s store in vm`, capturing `vm` strongly when `capturing`.
    static func storedSink(in ownership: SessionOwnership, object: OwnedObject, capturing: Bool)
        -> (subject: PassthroughSubject, lane: Lane, sink: RecordingSink) {
        let runtime = ownership.runtime
        let lane = runtime.recording.makeLane(name: "s", role: .subscription, clock: runtime.clock)
        let sink = RecordingSink(recorder: lane.recorder)
        var clauses = SubscriptionOwnership()
        clauses.storeIn = object
        clauses.capture = capturing ? object : nil
        clauses.source = .session("a")
        let subject = PassthroughSubject()
        ownership.subscribe(sink, lane: lane, to: subject, ownership: clauses)
        return (subject, lane, sink)
    }

    static func cancelled(_ lane: Lane) -> Bool {
        lane.records.contains { if case .cancel = $0.kind { true } else { false } }
    }

    @Test func releasingAnObjectNothingElseHoldsFreesItAndItsBagCancelsTheSink() {
        let (ownership, object) = Self.model()
        let (subject, lane, _) = Self.storedSink(in: ownership, object: object, capturing: false)
        subject.send(.int(1))
        ownership.release(object)
        subject.send(.int(2))
        #expect(object.isFreed)
        #expect(Self.cancelled(lane))
        #expect(lane.records.compactMap { if case .value(let value) = $0.kind { value.description } else { nil } } == ["1"])
        let recording = ownership.runtime.recording
        #expect(recording.takeOutput() == ["note: vm is freed; its bag cancels 1 stored subscription"])
        #expect(recording.notes.map(\.text) == ["vm is freed; its bag cancels 1 stored subscription"])
    }

    @Test func aSinkCapturingItsOwnObjectKeepsItAliveAndTheChainIsNamedOnce() {
        let (ownership, object) = Self.model()
        let (subject, lane, _) = Self.storedSink(in: ownership, object: object, capturing: true)
        ownership.release(object)
        subject.send(.int(1))
        #expect(!object.isFreed)
        #expect(!Self.cancelled(lane))
        let recording = ownership.runtime.recording
        #expect(recording.takeOutput() == ["note: vm stays alive after release: vm → bag → s → closure → vm"])
        #expect(recording.notes.map(\.text) == ["leaked: vm → bag → s → closure → vm"])
        #expect(recording.notes.first?.lane === lane)
    }

    @Test func theRunningStatementsSubscriptionsAreCancelledWhenItIsUndone() {
        let (ownership, object) = Self.model()
        let kept = Self.storedSink(in: ownership, object: object, capturing: false)
        ownership.beginStatement()
        let undone = Self.storedSink(in: ownership, object: object, capturing: false)
        ownership.noteSubscription(undone.sink)
        ownership.cancelStatementSubscriptions()
        #expect(Self.cancelled(undone.lane))
        #expect(!Self.cancelled(kept.lane))
        #expect(ownership.statementSinks.isEmpty)
    }

    @Test func anInterruptStopsTheSearchForWhatKeepsAnObjectAndSaysSo() {
        let (ownership, object) = Self.model()
        _ = Self.storedSink(in: ownership, object: object, capturing: true)
        ownership.runtime.interruptRequested = { true }
        ownership.release(object)
        #expect(ownership.objects.wasInterrupted)
        #expect(ownership.runtime.recording.takeOutput() == [RuntimeNotes.leakSearchInterrupted("vm")])
    }

    @Test func removeAllForgetsObjectsSubscriptionsAndTheStatementsSinks() {
        let (ownership, object) = Self.model()
        let stored = Self.storedSink(in: ownership, object: object, capturing: false)
        ownership.noteSubscription(stored.sink)
        ownership.removeAll()
        #expect(ownership.objects.objects.isEmpty)
        #expect(ownership.objects.subscriptions.isEmpty)
        #expect(ownership.statementSinks.isEmpty)
    }
}
