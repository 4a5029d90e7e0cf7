import Marbles
import StreamCore

/// A playground session: names, lanes and the virtual clock that statements act on.
///
/// The session never prints and never exits: every entry point returns text and diagnostics,
/// and the caller (REPL, `run`, transcript checker) decides how to show them.
public final class Session {
    public private(set) var clock = VirtualClock()
    public var settings: SessionSettings
    /// Lanes in the order they were created.
    public internal(set) var lanes: [Lane] = []
    var bindings: [String: Binding] = [:]
    /// Names in the order they were defined (completion, `:show` order).
    internal(set) var definitionOrder: [String] = []
    /// Lines produced while the clock ran (`print`, notes), collected for the current statement.
    var pendingOutput: [String] = []
    /// Every recorded event of every lane, in the order it happened (`:log`).
    internal(set) var traceEntries: [(lane: Lane, record: EventRecord)] = []
    /// Names that an accepted `at` statement will declare, with the time it runs: taken
    /// already, so nothing else can claim them in between.
    private(set) var reservations: [String: VirtualTime] = [:]
    /// Whether colour may be switched on (`:set color on`): the CLI allows it only on a
    /// terminal without `NO_COLOR`; transcripts and tests never.
    public var colorAllowed = false
    /// Polled during long runs so Ctrl-C can stop an evaluation.
    public var interruptRequested: () -> Bool = { false }
    /// Subscriptions the running statement made (see `StatementCheckpoint`).
    var statementSinks: [RecordingSink] = []

    public init(settings: SessionSettings = SessionSettings()) {
        self.settings = settings
    }

    /// Forgets everything: names, lanes and scheduled actions; the clock returns to 0.
    public func reset() {
        clock.removeAll()
        clock = VirtualClock()
        lanes.removeAll()
        bindings.removeAll()
        definitionOrder.removeAll()
        pendingOutput.removeAll()
        traceEntries.removeAll()
        reservations.removeAll()
        timers.removeAll()
        laneNames = LaneNames()
        statementSinks.removeAll()
    }

    /// Every name defined so far, in definition order (for Tab completion).
    public var definedNames: [String] { definitionOrder }

    func lookup(_ name: String) -> Binding? { bindings[name] }

    func reserve(_ name: String, until time: VirtualTime) { reservations[name] = time }

    func releaseReservation(_ name: String) { reservations[name] = nil }

    func define(_ name: String, _ binding: Binding) {
        if bindings[name] == nil { definitionOrder.append(name) }
        bindings[name] = binding
    }

    /// Creates a lane without showing it yet: a statement's lanes appear only if it succeeds.
    ///
    /// The lane gets its final name when it is registered: a lane made now for an `at`
    /// statement may appear after lanes made later, and two lanes must never share a name.
    func makeLane(name: String, role: Lane.Role) -> Lane {
        let reference = LaneReference()
        let recorder = EventRecorder(name: name, clock: clock) { [weak self, reference] record in
            guard let lane = reference.lane else { return }
            self?.traceEntries.append((lane, record))
        }
        let lane = Lane(name: name, role: role, recorder: recorder)
        reference.lane = lane
        return lane
    }

    func register(_ lane: Lane) {
        guard laneNames.register(lane) else { return }
        lane.name = uniqueLaneName(lane.name)
        lanes.append(lane)
    }

    /// Kept beside `lanes` so naming a lane costs the same in a session of 100,000 lanes
    /// as in an empty one (see `LaneNames`).
    var laneNames = LaneNames()

    private func uniqueLaneName(_ name: String) -> String { laneNames.claim(name) }

    /// What synchronous sources may still emit in this statement's run (reset per statement).
    private(set) lazy var emissionBudget = EmissionBudget(values: settings.maxActions) { [weak self] in
        self?.interruptRequested() ?? false
    }

    var instantiator: PlanInstantiator {
        var instantiator = PlanInstantiator(clock: clock, budget: emissionBudget,
                                            maximumValues: settings.maxActions) { [weak self] line in
            self?.emit("[\(Self.formatTime(self?.clock.now ?? 0))] \(line)")
        }
        instantiator.timerBuilt = { [weak self] timer, interval in
            self?.timers.append((timer, interval))
        }
        return instantiator
    }

    /// Timers built and not yet connected, for the "never connected" warning (the classic
    /// silent `Timer.publish`). Held strongly: a subscription alone does not keep its timer.
    var timers: [(timer: TimerPublisher, interval: Int)] = []

    /// After the clock ran: a timer someone subscribed to but nobody connected never ticks.
    /// Each is reported once; connected ones are forgotten.
    private func warnAboutUnconnectedTimers() {
        timers.removeAll { entry in
            if entry.timer.wasEverConnected { return true }
            guard entry.timer.hasSubscribers else { return false }
            emit("warning: timer \(Self.formatTime(entry.interval)) was never connected, so it never ticks; add '| autoconnect' (or connect it)")
            return true
        }
    }

    func emit(_ line: String) { pendingOutput.append(line) }

    func takeOutput() -> [String] {
        defer { pendingOutput.removeAll() }
        return pendingOutput
    }

    // MARK: Running the clock

    var runLimits: RunLimits {
        RunLimits(maxActions: settings.maxActions, interrupt: interruptRequested)
    }

    /// Runs what is due now (after a statement that acted immediately).
    func settle() {
        report(clock.advance(to: clock.now, limits: runLimits), target: clock.now)
    }

    func advance(to time: VirtualTime) {
        report(clock.advance(to: time, limits: runLimits), target: time)
        warnAboutUnconnectedTimers()
    }

    /// `run` / `run until T`: until idle, bounded by the horizon.
    func run(until time: VirtualTime?) {
        let start = clock.now
        let horizon = time ?? Self.later(start, by: settings.horizon)
        let outcome = clock.run(until: horizon, limits: runLimits)
        defer { warnAboutUnconnectedTimers() }
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
            emit("note: stopped at the horizon, \(Self.formatTime(target)) (\(clock.pendingCount) action(s) still scheduled — an infinite source?); change it with :set horizon")
        case .actionLimit:
            emit("note: stopped after \(settings.maxActions) actions at \(Self.formatTime(clock.now)) — a runaway source (a 0ms timer?)")
        case .interrupted:
            emit("note: interrupted at \(Self.formatTime(clock.now))")
        }
    }

    /// `time + duration`, saturating at the end of time: a huge `advance` or a clock already
    /// near `Int.max` must not wrap round to a time in the past.
    static func later(_ time: VirtualTime, by duration: Int) -> VirtualTime {
        let (sum, overflow) = time.addingReportingOverflow(duration)
        return overflow ? (duration > 0 ? .max : .min) : sum
    }

    /// `1500` → "1.5s", `300` → "300ms": how times are written back to the learner.
    public static func formatTime(_ time: VirtualTime) -> String {
        if time != 0, time % 1000 == 0 { return "\(time / 1000)s" }
        if abs(time) >= 1000, time % 100 == 0 { return "\(time / 1000).\(abs(time % 1000) / 100)s" }
        return "\(time)ms"
    }
}
