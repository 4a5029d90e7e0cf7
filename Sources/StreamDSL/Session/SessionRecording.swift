import TerminalText
import StreamLanguage
import Marbles
import StreamCore

/// What a session has recorded, within one memory budget: its lanes (each recording its own
/// events), the notes about them, and the lines the running statement printed. The diagram,
/// trace, JSON and SVG are views of it. Built and tested alone (see `SessionRecordingTests`).
public final class SessionRecording {
    /// Lanes in the order they were registered.
    package private(set) var lanes: [Lane] = []
    /// The lanes already in `lanes`, so registering stays O(1) with many lanes.
    private var registered: Set<ObjectIdentifier> = []
    /// Which lane shows which name (the newest plainly, older ones numbered).
    var laneNames = LaneNames()
    /// Numbers every lane's records in the order they happened, so `trace` can merge them.
    package let sequence = RecordSequence()
    /// What may be kept in memory (events, printed lines, notes, scheduled actions).
    package let budget: RecordingBudget
    /// What lanes' events cannot say (see `LaneNote`), in the order it happened.
    public private(set) var notes: [LaneNote] = []
    /// Milestone 6: notes a run may leave at its end, looked at after each `run` and
    /// `advance` (a stream whose loop left it early: its onTermination waits for it to be
    /// freed); each says whether it is done.
    var afterRunNotes: [() -> Bool] = []
    /// Issue 20: what runs `handleEvents`' hooks, and whether one ran away.
    package let hooks = HookRunner()
    /// Lines produced while the clock ran (`print`, notes), collected for the current statement.
    private(set) var pendingOutput: [String] = []

    init(limit: Int = RecordingLimits.maximumBytes) {
        budget = RecordingBudget(limit: limit)
    }

    /// A lane recording on `clock`, not shown until it is registered.
    func makeLane(name: String, role: Lane.Role, clock: VirtualClock) -> Lane {
        Lane(name: name, role: role, recorder: EventRecorder(name: name, clock: clock, budget: budget, sequence: sequence))
    }

    /// Shows `lane` (once), under its final name.
    func register(_ lane: Lane) {
        guard registered.insert(ObjectIdentifier(lane)).inserted else { return }
        laneNames.admit(lane)
        lanes.append(lane)
    }

    /// Every recorded event of every lane, in the order it happened (`:log`): a view of the
    /// lanes' records, not a second copy of them.
    package var trace: RecordingTrace { RecordingTrace(lanes: lanes) }

    /// Whether the memory bound stopped the session (until `:reset`).
    package var isFull: Bool { budget.isExhausted }

    /// Whether `:set stages on` has said once that a named pipeline's own stages get no lanes.
    private(set) var saidStagesHidden = false

    /// Says, the first time only, that the stages inside the named pipeline `name` get no
    /// lanes: it was built once, when defined, and every subscriber shares those stages.
    func noteStagesHidden(inside name: String) {
        guard !saidStagesHidden else { return }
        saidStagesHidden = true
        emit(RuntimeNotes.stagesHidden(inside: name))
    }

    /// A printed line or note; lines count against the budget and are dropped once it is
    /// used up. Notes quote user text (error messages, names), so control characters are escaped.
    func emit(_ line: String) {
        emitDrawn(TerminalText.escapedKeepingNewlines(line))
    }

    /// Output already safe to print, which may hold colour: a diagram (its text escaped as drawn).
    func emitDrawn(_ line: String) {
        guard budget.spend(line.utf8.count + MemoryLayout<String>.stride) else { return }
        pendingOutput.append(line)
    }

    /// Says the budget stopped the session (free: the budget is spent).
    func noteStopped() { pendingOutput.append(RuntimeNotes.recordingStopped) }

    /// The lines printed since the last call.
    func takeOutput() -> [String] {
        defer { pendingOutput.removeAll() }
        return pendingOutput
    }

    /// A note at `time`; notes count against the budget.
    func addNote(_ text: String, lane: Lane?, at time: VirtualTime) {
        guard budget.spend(text.utf8.count + MemoryLayout<LaneNote>.stride) else { return }
        notes.append(LaneNote(time: time, lane: lane, text: text))
    }

    /// Forgets the lanes and notes after the first `laneCount` and `noteCount` (an undone statement).
    func rollBack(laneCount: Int, noteCount: Int) {
        notes.removeLast(max(0, notes.count - noteCount))
        let removed = lanes.dropFirst(laneCount)
        for lane in removed {
            laneNames.release(lane)
            registered.remove(ObjectIdentifier(lane))
        }
        lanes.removeLast(removed.count)
        laneNames.restoreRenamedInStatement()
    }

    /// Forgets everything and refills the budget (`:reset`).
    package func removeAll() {
        afterRunNotes.removeAll()
        lanes.removeAll()
        registered.removeAll()
        laneNames.removeAll()
        pendingOutput.removeAll()
        notes.removeAll()
        saidStagesHidden = false
        budget.reset()
    }
}
