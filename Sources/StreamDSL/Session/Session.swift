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
    /// The diagram, trace, JSON and SVG of what was recorded, under the settings and up to
    /// the clock's time now (see `SessionViews`).
    public var views: SessionViews {
        SessionViews(recording: recording, settings: settings, now: runtime.clock.now, interruptRequested: interruptRequested)
    }
    /// What the session ran, each statement once, with `:set`s and `:reset`s (see `SessionJournal`).
    public package(set) var journal = SessionJournal()
    /// The clock, its budgets and what runs it (see `SessionRuntime`).
    public let runtime: SessionRuntime
    /// Objects, subscriptions and who holds whom (see `SessionOwnership`).
    package let ownership: SessionOwnership

    public init(settings: SessionSettings = SessionSettings()) {
        self.settings = settings
        let recording = SessionRecording()
        self.recording = recording
        runtime = SessionRuntime(recording: recording)
        ownership = SessionOwnership(runtime: runtime)
        runtime.settings = { [weak self] in self?.settings ?? settings }
        runtime.interruptRequested = { [weak self] in self?.interruptRequested() ?? false }
        runtime.actionLimitReached = { [weak self] in self?.journal.noteActionLimit() }
        runtime.publisherNamed = { [weak self] name in self?.names.lookup(name)?.publisher }
        runtime.members = { [weak self] name, range in
            guard let self else { return .failure(ObjectProblem(diagnostic: Diagnostic(.unknownName(name), at: range))) }
            return names.member(name, at: range, now: runtime.clock.now)
        }
        recording.budget.onExhausted = { [weak runtime] in runtime?.recordingStopped() }
        // Handler bodies (sink, didSet, onTermination, handleEvents' hooks) run through one
        // runner, which stops one that runs inside itself without end.
        recording.hooks.run = { [weak self] plan, x in
            if let self { StatementRunner.startHandler(plan, x: x, host: TaskHost(session: self)) }
        }
        // Milestone 6: a `future { }` starts its task when it is made.
        recording.hooks.makeFuture = { [weak self] plan, env in
            guard let self else { return ImmediateCompletionPublisher(nil) }
            return FutureBridge.make(plan, capturing: env, host: TaskHost(session: self))
        }
    }

    /// Forgets everything: names, lanes and scheduled actions; the clock returns to 0.
    public func reset() {
        runtime.reset()
        recording.removeAll()
        names.removeAll()
        ownership.removeAll()
        journal.append(.reset)
    }
}
