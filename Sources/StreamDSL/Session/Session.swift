import Marbles
import StreamCore
import StreamLanguage
import TerminalText

/// A playground session: names, lanes and the virtual clock that statements act on.
///
/// The session never prints and never exits: every entry point returns text and diagnostics,
/// and the caller (REPL, `run`, transcript checker) decides how to show them.
public final class Session {
    public var settings: SessionSettings
    /// Lanes in the order they were shown (see `SessionRecording`).
    public var lanes: [Lane] { recording.lanes }
    /// What each name stands for (see `NameTable`).
    package var names = NameTable()
    /// Whether colour may be switched on (`:set color on`): the CLI allows it only on a
    /// terminal without `NO_COLOR`; transcripts and tests never.
    public var colorAllowed = false
    /// How to start again from a clean state, when `:reset` is not the answer: a lesson sets
    /// it during an exercise (":retry starts the exercise again"); errors that leave the
    /// learner stuck (a time already past) say it.
    public var startAgainAdvice: String?
    /// Polled during long runs so Ctrl-C can stop an evaluation.
    public var interruptRequested: () -> Bool = { false }
    /// Lanes, notes and printed lines, within the memory budget (see `SessionRecording`).
    public let recording: SessionRecording
    /// Subscriptions the running statement made (see `StatementCheckpoint`).
    var statementSinks: [RecordingSink] = []
    /// Objects and the subscriptions that refer to them (see Ownership/).
    package let objects = ObjectRegistry()
    /// What the session ran, each statement once, with `:set`s and `:reset`s (see `SessionJournal`).
    public package(set) var journal = SessionJournal()
    /// The clock, its budgets and what runs it (see `SessionRuntime`).
    public let runtime: SessionRuntime

    public init(settings: SessionSettings = SessionSettings()) {
        self.settings = settings
        let recording = SessionRecording()
        self.recording = recording
        runtime = SessionRuntime(recording: recording)
        runtime.settings = { [weak self] in self?.settings ?? settings }
        runtime.interruptRequested = { [weak self] in self?.interruptRequested() ?? false }
        runtime.actionLimitReached = { [weak self] in self?.journal.noteActionLimit() }
        runtime.publisherNamed = { [weak self] name in self?.names.lookup(name)?.publisher }
        runtime.members = { [weak self] name, range in
            guard let self else { return .failure(ObjectProblem(diagnostic: Diagnostic(.unknownName(name), at: range))) }
            return names.member(name, at: range, now: runtime.clock.now)
        }
        recording.budget.onExhausted = { [weak runtime] in runtime?.recordingStopped() }
    }

    /// Forgets everything: names, lanes and scheduled actions; the clock returns to 0.
    public func reset() {
        runtime.reset()
        recording.removeAll()
        names.removeAll()
        statementSinks.removeAll()
        objects.removeAll()
        saidStagesHiddenInNames = false
        journal.append(.reset)
    }

    /// Every name defined so far, in definition order (for Tab completion).
    public var definedNames: [String] { names.definedNames }

    /// Binds `name`; a name already bound is redefined (see `noteRedefinition`).
    func define(_ name: String, _ binding: Binding) {
        if let old = names.lookup(name) { noteRedefinition(of: name, old: old, new: binding) }
        names.define(name, binding)
    }

    /// Creates a lane without showing it yet: a statement's lanes appear only if it succeeds.
    ///
    /// The lane gets its final name when it is registered: a lane made now for an `at`
    /// statement may appear after lanes made later, and two lanes must never share a name.
    func makeLane(name: String, role: Lane.Role) -> Lane {
        let lane = recording.makeLane(name: name, role: role, clock: runtime.clock)
        journal.laneMade(lane)
        return lane
    }


    /// Whether `:set stages on` has said once that a named pipeline's own stages get no lanes.
    var saidStagesHiddenInNames = false

    /// Says, the first time only, that the stages inside the named pipeline `name` get no
    /// lanes: it was built once, when defined, and every subscriber shares those stages.
    func noteStagesHidden(inside name: String) {
        guard !saidStagesHiddenInNames else { return }
        saidStagesHiddenInNames = true
        emit(RuntimeNotes.stagesHidden(inside: name))
    }

    /// A printed line or note (see `SessionRecording.emit`).
    func emit(_ line: String) { recording.emit(line) }
}
