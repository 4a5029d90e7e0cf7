import Marbles
import StreamCore
import StreamLanguage
import TerminalText

/// What runs a session's statements: the virtual clock and how it is run (`run`, `advance`,
/// `settle`), the budgets that bound a run, the instantiator that builds plans on this clock,
/// the timers and multicasts not yet connected, and the trap that stops the program.
///
/// It prints nothing itself: notes go to the recording, whose memory budget also bounds a run.
/// What it needs of the rest of the session (names, the journal) comes through hooks, so a
/// test builds it from a recording and settings alone.
public final class SessionRuntime {
    public private(set) var clock = VirtualClock()
    /// How many `run`s and `advance`s have been performed (a `:predict`ion waits for the next).
    public internal(set) var clockRuns = 0
    /// Where notes and printed lines go; its budget stops a run that would record too much.
    package let recording: SessionRecording
    /// The settings now (`:set` changes them between statements).
    package var settings: () -> SessionSettings = { SessionSettings() }
    /// Polled during long runs so Ctrl-C can stop them.
    package var interruptRequested: () -> Bool = { false }
    /// A run stopped at the action limit (the journal remembers it for the statement).
    var actionLimitReached: () -> Void = {}
    /// What a name stands for now, and an object's member, for plans that name them.
    var publisherNamed: (String) -> (any Publisher)? = { _ in nil }
    var members: ExpressionCompiler.MemberLookup?
    /// Whether a Swift runtime trap stopped the program (see `ProgramTrap`).
    var programTrap = ProgramTrap()

    init(recording: SessionRecording) {
        self.recording = recording
        // Issue 20: a runaway hook is noted as a runaway set is.
        recording.hooks.stopped = { [weak recording] hook, depth in
            recording?.emit(RuntimeNotes.nestedHooksStopped(hook, depth: depth))
        }
    }

    /// Back to time 0 with nothing scheduled, nothing unconnected and no trap.
    package func reset() {
        clock.removeAll()
        clock = VirtualClock()
        connectables.removeAll()
        programTrap = ProgramTrap()
        nestedSetRunaway = nil
        recording.hooks.reset()  // Issue 20
        throttleTookValueWhileSubscribing = false
    }

    /// What synchronous sources may still emit in this statement's run (reset per statement).
    private(set) lazy var emissionBudget = EmissionBudget(values: settings().maxActions) { [weak self] in
        self?.shouldStop() ?? false
    }

    /// Whether a `throttle` sent a value it received while subscribing, which OpenCombine
    /// drops (docs/THROTTLE-SEMANTICS.md): an export for OpenCombine is refused.
    package var throttleTookValueWhileSubscribing = false

    /// The property whose nested sets were last stopped, if any were (Swift would have
    /// overflowed its stack there: the exporter refuses such a session).
    package var nestedSetRunaway: String?

    /// How deep `@Published` sets may nest (shared by every property of the session).
    private(set) lazy var nestedSets: NestedSetLimit = {
        let nestedSets = NestedSetLimit(limit: settings().maxNestedSets)
        nestedSets.stopped = { [weak self] property, depth in
            self?.nestedSetRunaway = property
            self?.recording.emit(RuntimeNotes.nestedSetsStopped(property, depth: depth))
        }
        return nestedSets
    }()

    var instantiator: PlanInstantiator {
        var instantiator = PlanInstantiator(clock: clock, budget: emissionBudget,
                                            maximumValues: settings().maxActions) { [weak self] line in
            // One line, whatever the tag and value hold: a newline in either cannot forge output.
            self?.recording.emit("[\(formatVirtualTime(self?.clock.now ?? 0))] \(TerminalText.escaped(line))")
        }
        instantiator.memory = recording.budget
        instantiator.connectableBuilt = { [weak self] publisher, warning in
            self?.connectables.append((publisher, warning))
        }
        instantiator.throttleTookValueWhileSubscribing = { [weak self] in self?.throttleTookValueWhileSubscribing = true }
        instantiator.publisherNamed = { [weak self] name in self?.publisherNamed(name) }
        instantiator.trap = { [weak self] message in self?.trap(message) }
        instantiator.runHandler = { [weak self] plan, x in
            guard let self else { return }
            recording.hooks(plan, x, limit: settings().maxNestedSets)
        }
        instantiator.makeFuture = { [weak self] plan, env in  // Milestone 6
            self?.recording.hooks.makeFuture(plan, env) ?? ImmediateCompletionPublisher(nil)
        }
        instantiator.members = { [weak self] name, range in
            guard let members = self?.members else {
                return .failure(ObjectProblem(diagnostic: Diagnostic(.unknownName(name), at: range)))
            }
            return members(name, range)
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
        recording.afterRunNotes.removeAll { $0() }  // Milestone 6
        connectables.removeAll { entry in
            if entry.publisher.wasEverConnected { return true }
            guard entry.publisher.wasEverSubscribed else { return false }
            recording.emit(entry.warning)
            return true
        }
    }

    // MARK: Running the clock

    var runLimits: RunLimits {
        RunLimits(maxActions: settings().maxActions) { [weak self] in self?.shouldStop() ?? false }
    }

    /// Runs what is due now (after a statement that acted immediately).
    func settle() {
        report(clock.advance(to: clock.now, limits: runLimits), target: clock.now)
    }

    package func advance(to time: VirtualTime) {
        report(clock.advance(to: time, limits: runLimits), target: time)
        warnAboutUnconnectedPublishers()
    }

    /// `run` / `run until T`: until idle, bounded by the horizon.
    package func run(until time: VirtualTime?) {
        let start = clock.now
        let horizon = time ?? Self.later(start, by: settings().horizon)
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
            recording.emit(RuntimeNotes.stoppedAtHorizon(target, pending: clock.pendingCount))
        case .actionLimit:
            actionLimitReached()
            recording.emit(RuntimeNotes.actionLimit(settings().maxActions, at: clock.now))
        case .interrupted where recording.isFull:
            break  // the budget's own note says why
        case .interrupted:
            recording.emit(RuntimeNotes.interrupted(at: clock.now))
        }
    }

    /// `time + duration`, saturating at the end of time: a huge `advance` or a clock already
    /// near `Int.max` must not wrap round to a time in the past.
    package static func later(_ time: VirtualTime, by duration: Int) -> VirtualTime {
        let (sum, overflow) = time.addingReportingOverflow(duration)
        return overflow ? (duration > 0 ? .max : .min) : sum
    }

    // MARK: The memory bound

    /// After a statement: actions it scheduled for later count against the bound too.
    func checkScheduledActions() {
        recording.budget.fits(alsoHolding: clock.pendingCount * RecordingLimits.scheduledActionCost)
    }

    /// Polled with Ctrl-C during long runs: a full recording stops the run as well.
    func shouldStop() -> Bool {
        if interruptRequested() { return true }
        checkScheduledActions()
        return recording.budget.isExhausted
    }

    /// The budget was just used up: drop what was scheduled (nothing more can be recorded)
    /// and say so once.
    func recordingStopped() {
        clock.removeAll()
        recording.noteStopped()
    }

    /// A note about `lane` (nil: about the session) at the current virtual time; notes count
    /// against the recording budget.
    func addNote(_ text: String, lane: Lane?) {
        recording.addNote(text, lane: lane, at: clock.now)
    }

    /// A Swift runtime trap: the first one stops the program (see `ProgramTrap`).
    package func trap(_ message: String) {
        guard programTrap.spring(message) else { return }
        clock.removeAll()
        addNote("trap: " + message, lane: nil)
    }

    /// Runs `action` now, or schedules it at an absolute virtual time.
    func perform(at time: VirtualTime?, _ action: @escaping () -> Void) {
        if let time, time > clock.now {
            clock.schedule(at: time, action)
        } else {
            action()
        }
    }
}
