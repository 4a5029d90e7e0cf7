/// One event of a scripted (marble) source, at an offset in milliseconds.
public struct ScriptedEvent {
    public enum Kind {
        case value(Value)
        case finished
        case failure(StreamError)
    }

    public var offset: VirtualTime
    public var kind: Kind

    public init(offset: VirtualTime, _ kind: Kind) {
        self.offset = offset
        self.kind = kind
    }
}

/// A cold marble source: each subscriber gets its own run of the script, timed from the
/// moment it subscribed.
///
/// Each run behaves like a private `PassthroughSubject` driven by the clock: a value that
/// arrives while the subscriber has no demand is dropped.
public final class ColdScriptedPublisher: Publisher {
    private let clock: VirtualClock
    private let events: [ScriptedEvent]

    public init(clock: VirtualClock, events: [ScriptedEvent]) {
        self.clock = clock
        self.events = events.sorted { $0.offset < $1.offset }
    }

    public func receive(subscriber: any Subscriber) {
        let subject = PassthroughSubject()
        let run = ScriptRun(clock: clock, subject: subject, events: events, start: clock.now)
        subject.receive(subscriber: ScriptRunSubscriber(downstream: subscriber, run: run))
        run.start()
    }
}

/// A hot marble source: its script starts when the source is created (the `^` of the marble)
/// and is shared by every subscriber; subscribers see only what happens after they subscribe.
public final class HotScriptedPublisher: Publisher {
    private let subject = PassthroughSubject()
    private let run: ScriptRun

    /// Events with negative offsets (before `^`) have already happened and are not replayed.
    public init(clock: VirtualClock, events: [ScriptedEvent]) {
        run = ScriptRun(clock: clock, subject: subject,
                        events: events.filter { $0.offset >= 0 }.sorted { $0.offset < $1.offset },
                        start: clock.now)
        run.start()
    }

    public func receive(subscriber: any Subscriber) { subject.receive(subscriber: subscriber) }
}

/// Schedules a script's events into a subject; all at once, so their tie order is fixed at start.
final class ScriptRun {
    private let clock: VirtualClock
    private let subject: PassthroughSubject
    private let events: [ScriptedEvent]
    private let startTime: VirtualTime
    private var timers: [ScheduledTimer] = []

    init(clock: VirtualClock, subject: PassthroughSubject, events: [ScriptedEvent], start: VirtualTime) {
        self.clock = clock
        self.subject = subject
        self.events = events
        self.startTime = start
    }

    func start() {
        for event in events {
            timers.append(clock.scheduleTimer(at: startTime.addingClamped(event.offset)) { [subject] in
                switch event.kind {
                case .value(let value): subject.send(value)
                case .finished: subject.send(completion: .finished)
                case .failure(let error): subject.send(completion: .failure(error))
                }
            })
        }
    }

    func stop() {
        for timer in timers { timer.cancel() }
        timers.removeAll()
    }
}

/// Stops a cold run's timers when its only subscriber cancels.
final class ScriptRunSubscriber: Stage {
    private let run: ScriptRun

    init(downstream: any Subscriber, run: ScriptRun) {
        self.run = run
        super.init(downstream: downstream)
    }

    override func didTerminate() { run.stop() }
}
