import StreamCore
@testable import StreamDSL

/// Everything a compile could change in a session by mistake, for the tests that compile
/// against a live session and check it is unchanged (issue 16: "compiling never touches
/// session state"): identities where objects are concerned, counts and marks elsewhere.
struct SessionSnapshot: Equatable {
    var lanes: [ObjectIdentifier]
    var laneNames: [String]
    var names: [String]
    var bindings: [ObjectIdentifier]
    var traceEntries: Int
    var recordingUsed: Int
    var emissionRemaining: Int
    var connectables: Int
    var now: VirtualTime
    var scheduled: Int
    var clockMark: UInt64
    var reservations: [String: VirtualTime]
    var madeLater: [ObjectIdentifier: VirtualTime]
    var output: [String]
    var notes: Int
    var objects: [ObjectIdentifier]
    var statementSinks: Int
    var trapped: Bool
    var journalEntries: Int
    var journalLanesMade: [ObjectIdentifier]
    var clockRuns: Int
    var saidStagesHidden: Bool
    var throttleNoted: Bool
    var interruptPolls: Int

    /// Counts how often the session asks whether to stop (a hook a compile must not call).
    final class PollCounter {
        var count = 0
    }

    init(_ session: Session, polls: PollCounter) {
        let names = session.names
        lanes = session.recording.lanes.map(ObjectIdentifier.init)
        laneNames = session.recording.lanes.map(\.name)
        self.names = names.definedNames
        bindings = names.definedNames.compactMap { names.lookup($0)?.identity }
        traceEntries = session.recording.trace.count
        recordingUsed = session.recording.budget.used
        emissionRemaining = session.runtime.emissionBudget.remaining
        connectables = session.runtime.connectables.count
        now = session.runtime.clock.now
        scheduled = session.runtime.clock.pendingCount
        clockMark = session.runtime.clock.sequenceMark
        reservations = names.reservations
        madeLater = names.madeLater
        output = session.recording.pendingOutput
        notes = session.recording.notes.count
        objects = session.ownership.objects.objects.map(ObjectIdentifier.init)
        statementSinks = session.ownership.statementSinks.count
        trapped = session.runtime.programTrap.hasSprung
        journalEntries = session.journal.count
        journalLanesMade = session.journal.lanesMade.map(ObjectIdentifier.init)
        clockRuns = session.runtime.clockRuns
        saidStagesHidden = session.recording.saidStagesHidden
        throttleNoted = session.runtime.throttleTookValueWhileSubscribing
        interruptPolls = polls.count
    }
}
