import Marbles
import StreamCore
import StreamLanguage
import TerminalText

/// A playground session: names, lanes and the virtual clock that statements act on.
///
/// The session never prints and never exits: every entry point returns text and diagnostics,
/// and the caller (REPL, `run`, transcript checker) decides how to show them.
public final class Session {
    public private(set) var clock = VirtualClock()
    public var settings: SessionSettings
    /// Lanes in the order they were shown (see `SessionRecording`).
    public var lanes: [Lane] { recording.lanes }
    /// How many `run`s and `advance`s have been performed (a `:predict`ion waits for the next).
    public internal(set) var clockRuns = 0
    /// What each name stands for (see `NameTable`).
    var names = NameTable()
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
    public let recording = SessionRecording()
    /// Subscriptions the running statement made (see `StatementCheckpoint`).
    var statementSinks: [RecordingSink] = []
    /// Objects and the subscriptions that refer to them (see Ownership/).
    let objects = ObjectRegistry()
    /// What the session ran, each statement once, with `:set`s and `:reset`s (see `SessionJournal`).
    public internal(set) var journal = SessionJournal()
    /// Set when a Swift runtime trap stopped the program (see `Session.trap`).
    var trapState: TrapState?

    public init(settings: SessionSettings = SessionSettings()) {
        self.settings = settings
        recording.budget.onExhausted = { [weak self] in self?.recordingStopped() }
    }

    /// Forgets everything: names, lanes and scheduled actions; the clock returns to 0.
    public func reset() {
        clock.removeAll()
        clock = VirtualClock()
        recording.removeAll()
        names.removeAll()
        connectables.removeAll()
        statementSinks.removeAll()
        objects.removeAll()
        trapState = nil
        nestedSetRunaway = nil
        throttleTookValueWhileSubscribing = false
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
        let lane = recording.makeLane(name: name, role: role, clock: clock)
        journal.laneMade(lane)
        return lane
    }


    /// What synchronous sources may still emit in this statement's run (reset per statement).
    private(set) lazy var emissionBudget = EmissionBudget(values: settings.maxActions) { [weak self] in
        self?.shouldStop() ?? false
    }

    /// Whether a `throttle` sent a value it received while subscribing, which OpenCombine
    /// drops (docs/THROTTLE-SEMANTICS.md): an export for OpenCombine is refused.
    var throttleTookValueWhileSubscribing = false

    /// Whether `:set stages on` has said once that a named pipeline's own stages get no lanes.
    var saidStagesHiddenInNames = false

    /// Says, the first time only, that the stages inside the named pipeline `name` get no
    /// lanes: it was built once, when defined, and every subscriber shares those stages.
    func noteStagesHidden(inside name: String) {
        guard !saidStagesHiddenInNames else { return }
        saidStagesHiddenInNames = true
        emit(RuntimeNotes.stagesHidden(inside: name))
    }

    /// The property whose nested sets were last stopped, if any were (Swift would have
    /// overflowed its stack there: the exporter refuses such a session).
    var nestedSetRunaway: String?

    /// How deep `@Published` sets may nest (shared by every property of the session).
    private(set) lazy var nestedSets: NestedSetLimit = {
        let nestedSets = NestedSetLimit(limit: settings.maxNestedSets)
        nestedSets.stopped = { [weak self] property, depth in
            self?.nestedSetRunaway = property
            self?.emit(RuntimeNotes.nestedSetsStopped(property, depth: depth))
        }
        return nestedSets
    }()

    var instantiator: PlanInstantiator {
        var instantiator = PlanInstantiator(clock: clock, budget: emissionBudget,
                                            maximumValues: settings.maxActions) { [weak self] line in
            // One line, whatever the tag and value hold: a newline in either cannot forge output.
            self?.emit("[\(formatVirtualTime(self?.clock.now ?? 0))] \(TerminalText.escaped(line))")
        }
        instantiator.memory = recording.budget
        instantiator.connectableBuilt = { [weak self] publisher, warning in
            self?.connectables.append((publisher, warning))
        }
        instantiator.throttleTookValueWhileSubscribing = { [weak self] in self?.throttleTookValueWhileSubscribing = true }
        instantiator.publisherNamed = { [weak self] name in self?.names.lookup(name)?.publisher }
        instantiator.members = { [weak self] name, range in
            guard let self else { return .failure(ObjectProblem(diagnostic: Diagnostic(.unknownName(name), at: range))) }
            return names.member(name, at: range, now: clock.now)
        }
        return instantiator
    }

    /// Timers and multicasts built and not yet connected, with the warning to give if one is
    /// subscribed to but never connected (the classic silent `Timer.publish`). Held strongly:
    /// a subscription alone does not keep its publisher.
    var connectables: [(publisher: any ConnectionHistory, warning: String)] = []

    /// After the clock ran: a timer or multicast someone subscribed to (even if that sink has
    /// ended since, by `timeout` or `prefix`) but nobody connected never sent anything.
    /// Each is reported once; connected ones are forgotten.
    private func warnAboutUnconnectedPublishers() {
        connectables.removeAll { entry in
            if entry.publisher.wasEverConnected { return true }
            guard entry.publisher.wasEverSubscribed else { return false }
            emit(entry.warning)
            return true
        }
    }

    /// A printed line or note (see `SessionRecording.emit`).
    func emit(_ line: String) { recording.emit(line) }

    // MARK: Running the clock

    var runLimits: RunLimits {
        RunLimits(maxActions: settings.maxActions) { [weak self] in self?.shouldStop() ?? false }
    }

    /// Runs what is due now (after a statement that acted immediately).
    func settle() {
        report(clock.advance(to: clock.now, limits: runLimits), target: clock.now)
    }

    func advance(to time: VirtualTime) {
        report(clock.advance(to: time, limits: runLimits), target: time)
        warnAboutUnconnectedPublishers()
    }

    /// `run` / `run until T`: until idle, bounded by the horizon.
    func run(until time: VirtualTime?) {
        let start = clock.now
        let horizon = time ?? Self.later(start, by: settings.horizon)
        let outcome = clock.run(until: horizon, limits: runLimits)
        defer { warnAboutUnconnectedPublishers() }
        if time != nil, outcome == .reachedHorizon || outcome == .idle {
            clock.advance(to: horizon, limits: runLimits)
            return
        }
        report(outcome, target: horizon)
    }

    private func report(_ outcome: RunOutcome, target: VirtualTime) {
        switch outcome {
        case .idle:
            break
        case .reachedHorizon:
            emit(RuntimeNotes.stoppedAtHorizon(target, pending: clock.pendingCount))
        case .actionLimit:
            journal.noteActionLimit()
            emit(RuntimeNotes.actionLimit(settings.maxActions, at: clock.now))
        case .interrupted where recording.isFull:
            break  // the budget's own note says why
        case .interrupted:
            emit(RuntimeNotes.interrupted(at: clock.now))
        }
    }

    /// `time + duration`, saturating at the end of time: a huge `advance` or a clock already
    /// near `Int.max` must not wrap round to a time in the past.
    static func later(_ time: VirtualTime, by duration: Int) -> VirtualTime {
        let (sum, overflow) = time.addingReportingOverflow(duration)
        return overflow ? (duration > 0 ? .max : .min) : sum
    }
}
