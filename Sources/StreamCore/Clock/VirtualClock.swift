/// Virtual time in integer milliseconds.
public typealias VirtualTime = Int

/// The scheduler every time-based operator uses: nothing waits on a wall clock.
///
/// Actions are ordered by (time, insertion order). "Immediate" scheduling queues the action at
/// `now`, behind everything already due at `now` — the rule that settles same-instant ties
/// between an upstream value and an operator's own timer: earlier scheduled runs first.
public final class VirtualClock {
    /// The current virtual time.
    public var now: VirtualTime { current }
    /// The queue of the action running now; `.main` between actions, where the session's
    /// statements run (see `ExecutionQueue`).
    public var currentQueue: ExecutionQueue { runningQueue }
    // Stored state is private and changed only through short accesses (`withQueue`), so the
    // optimiser can prove accesses never overlap and drops the run-time exclusivity checks
    // that otherwise cost more than the clock's own work on every action and every value.
    private var current: VirtualTime = 0
    private var queue = ScheduleQueue()
    private var nextSequence: UInt64 = 0
    private var runningQueue = ExecutionQueue.main

    public init(now: VirtualTime = 0) { current = now }

    /// Number of actions waiting (cancelled timers included until they are reached).
    public var pendingCount: Int { queue.count + jobs.count }

    /// Jobs enqueued on an executor (a task's start or resumption): they run at this
    /// instant, in the order enqueued, as soon as the action running now returns and before
    /// the next scheduled action (a serial executor that is free runs them at once).
    /// Changed only by taking it out and putting it back (`withJobs`, `takeJobs`), as `queue` is.
    private var jobs: [Job] = []
    private typealias Job = (queue: ExecutionQueue, action: () -> Void)

    /// Where tasks' jobs run, and what holds them (`work`): see `TaskExecutors`.
    package private(set) lazy var executors = TaskExecutors()

    /// Enqueues `job` on `queue`'s executor (see `jobs`).
    public func enqueueJob(on queue: ExecutionQueue = .main, _ job: @escaping () -> Void) {
        withJobs { $0.append((queue, job)) }
    }

    /// The time of the next action, if any.
    public var nextTime: VirtualTime? { queue.first?.time }

    /// Reserves a place in the tie order now, for an action that will be scheduled later.
    ///
    /// Debounce uses this to keep one live timer instead of one per value, while ordering
    /// exactly as if it had scheduled a timer at the moment each value arrived.
    public func reserveSequence() -> UInt64 {
        defer { nextSequence += 1 }
        return nextSequence
    }

    /// Queues `action` at `now`, after everything already due at `now`; it runs on `queue`.
    public func schedule(on queue: ExecutionQueue = .main, _ action: @escaping () -> Void) {
        schedule(at: now, on: queue, action)
    }

    /// Queues `action` at an absolute time (clamped to `now`: the past cannot be scheduled).
    public func schedule(at time: VirtualTime, on queue: ExecutionQueue = .main, _ action: @escaping () -> Void) {
        let entry = ScheduleQueue.Entry(time: Swift.max(time, now), sequence: reserveSequence(), action: action,
                                        timer: nil, queue: queue)
        withQueue { $0.insert(entry) }
    }

    public func schedule(after delay: VirtualTime, on queue: ExecutionQueue = .main, _ action: @escaping () -> Void) {
        schedule(at: now.addingClamped(delay), on: queue, action)
    }

    /// Queues a cancellable action; `sequence` (from `reserveSequence`) fixes its tie order.
    @discardableResult
    public func scheduleTimer(at time: VirtualTime, sequence: UInt64? = nil, on queue: ExecutionQueue = .main,
                              _ action: @escaping () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer()
        let entry = ScheduleQueue.Entry(time: Swift.max(time, now), sequence: sequence ?? reserveSequence(),
                                        action: action, timer: timer, queue: queue)
        withQueue { $0.insert(entry) }
        return timer
    }

    /// Runs every action due up to `now + duration`, then sets `now` to that time.
    @discardableResult
    public func advance(by duration: VirtualTime, limits: RunLimits = .init()) -> RunOutcome {
        advance(to: now.addingClamped(Swift.max(0, duration)), limits: limits)
    }

    /// Runs every action due up to `time` in order, then sets `now` to `time`.
    @discardableResult
    public func advance(to time: VirtualTime, limits: RunLimits = .init()) -> RunOutcome {
        switch runActions(through: time, limits: limits) {
        case .idle, .reachedHorizon:
            current = Swift.max(current, time)
            return .idle
        case let stopped:
            return stopped
        }
    }

    /// Runs until nothing is scheduled or the next action lies beyond `horizon`.
    ///
    /// Leaves `now` at the last action run (or at `horizon` when stopped by it), so an
    /// infinite timer stops at the horizon instead of running forever.
    @discardableResult
    public func run(until horizon: VirtualTime, limits: RunLimits = .init()) -> RunOutcome {
        let outcome = runActions(through: horizon, limits: limits)
        if outcome == .reachedHorizon { current = Swift.max(current, horizon) }
        return outcome
    }

    /// Drops every scheduled action (used when a session is reset).
    public func removeAll() {
        queue = ScheduleQueue()
        jobs = []
    }

    /// A mark in the tie order: everything scheduled from now on comes after it.
    public var sequenceMark: UInt64 { nextSequence }

    /// Drops every action scheduled since `mark` (an interrupted statement's).
    public func removeActions(scheduledSince mark: UInt64) {
        withQueue { $0.removeAll { $0.sequence >= mark } }
    }

    /// Changes the queue with the stored queue taken out (its buffer stays uniquely
    /// referenced, so the change is made in place) and put back.
    private func withQueue(_ change: (inout ScheduleQueue) -> Void) {
        var taken = queue
        queue = ScheduleQueue()
        change(&taken)
        queue = taken
    }

    /// Changes the jobs the same way (see `withQueue`).
    private func withJobs(_ change: (inout [Job]) -> Void) {
        var taken = jobs
        jobs = []
        change(&taken)
        jobs = taken
    }

    /// Takes out every enqueued job; jobs enqueued from now on start a new list.
    private func takeJobs() -> [Job] {
        let taken = jobs
        jobs = []
        return taken
    }

    private func runActions(through limit: VirtualTime, limits: RunLimits) -> RunOutcome {
        var actionsRun = 0
        if !jobs.isEmpty, let stopped = runJobs(&actionsRun, limits) { return stopped }
        while let next = queue.first {
            guard next.time <= limit else { return .reachedHorizon }
            withQueue { _ = $0.removeFirst() }
            if next.timer?.isCancelled == true { continue }
            current = Swift.max(current, next.time)
            if let stopped = run(next.action, on: next.queue, &actionsRun, limits) { return stopped }
            // The hot path (timers, no tasks) only pays for this check.
            if !jobs.isEmpty, let stopped = runJobs(&actionsRun, limits) { return stopped }
        }
        return .idle
    }

    /// Runs the enqueued jobs, and the jobs they enqueue, first in first out. Stopped by a
    /// limit, it puts back the jobs not yet run, ahead of those enqueued meanwhile.
    private func runJobs(_ actionsRun: inout Int, _ limits: RunLimits) -> RunOutcome? {
        while !jobs.isEmpty {
            let batch = takeJobs()
            for (index, job) in batch.enumerated() {
                guard let stopped = run(job.action, on: job.queue, &actionsRun, limits) else { continue }
                let notRun = batch[(index + 1)...]
                withJobs { $0.insert(contentsOf: notRun, at: 0) }
                return stopped
            }
        }
        return nil
    }

    @inline(__always)
    private func run(_ action: () -> Void, on queue: ExecutionQueue, _ actionsRun: inout Int,
                     _ limits: RunLimits) -> RunOutcome? {
        runningQueue = queue
        action()
        runningQueue = .main
        actionsRun += 1
        if actionsRun >= limits.maxActions { return .actionLimit }
        if actionsRun & 0xFFF == 0, let interrupt = limits.interrupt, interrupt() { return .interrupted }
        return nil
    }
}

/// Guards against runaway evaluation: a budget of actions and a Ctrl-C poll.
public struct RunLimits {
    public var maxActions: Int
    public var interrupt: (() -> Bool)?
    public init(maxActions: Int = .max, interrupt: (() -> Bool)? = nil) {
        self.maxActions = maxActions
        self.interrupt = interrupt
    }
}

/// Why a run stopped.
public enum RunOutcome: Equatable {
    /// Nothing left to run (up to the requested time).
    case idle
    /// Actions remain beyond the horizon (an infinite source, or a far-future timer).
    case reachedHorizon
    /// The action budget was used up (for example a zero-interval timer).
    case actionLimit
    /// The interrupt callback asked to stop (Ctrl-C).
    case interrupted
}

extension Int {
    /// Addition that saturates instead of trapping, for user-supplied times.
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
