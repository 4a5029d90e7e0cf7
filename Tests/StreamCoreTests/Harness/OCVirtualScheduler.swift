import OpenCombine

/// OpenCombine's `Scheduler` role on virtual integer-millisecond time, with the same rules as
/// StreamCore's `VirtualClock`, so one scenario can drive both engines:
/// actions run in (time, insertion) order, "immediate" scheduling queues at `now` behind what
/// is already due, and a date in the past is clamped to `now`.
///
/// Adapted from OpenCombine's test helper `VirtualTimeScheduler` + `FairPriorityQueue`
/// (tag 0.14.0), trimmed to what the differential tests need.
final class OCVirtualScheduler: OpenCombine.Scheduler {
    /// A point in virtual time, in milliseconds.
    struct SchedulerTimeType: Strideable, Hashable {
        var ms: Int

        func distance(to other: Self) -> Stride { Stride(ms: other.ms - ms) }
        func advanced(by stride: Stride) -> Self { Self(ms: ms + stride.ms) }
        static func < (lhs: Self, rhs: Self) -> Bool { lhs.ms < rhs.ms }

        /// A duration in milliseconds; an integer literal means milliseconds.
        struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable {
            var ms: Int

            init(ms: Int) { self.ms = ms }
            init(integerLiteral value: Int) { ms = value }
            init?<Source: BinaryInteger>(exactly source: Source) {
                guard let value = Int(exactly: source) else { return nil }
                ms = value
            }

            var magnitude: Int { abs(ms) }

            static func ms(_ value: Int) -> Stride { Stride(ms: value) }
            static func seconds(_ s: Int) -> Stride { Stride(ms: s * 1000) }
            static func seconds(_ s: Double) -> Stride { Stride(ms: Int((s * 1000).rounded())) }
            static func milliseconds(_ ms: Int) -> Stride { Stride(ms: ms) }
            static func microseconds(_ us: Int) -> Stride { Stride(ms: us / 1000) }
            static func nanoseconds(_ ns: Int) -> Stride { Stride(ms: ns / 1_000_000) }

            static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.ms < rhs.ms }
            static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(ms: lhs.ms + rhs.ms) }
            static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(ms: lhs.ms - rhs.ms) }
            static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(ms: lhs.ms * rhs.ms) }
            static func += (lhs: inout Stride, rhs: Stride) { lhs.ms += rhs.ms }
            static func -= (lhs: inout Stride, rhs: Stride) { lhs.ms -= rhs.ms }
            static func *= (lhs: inout Stride, rhs: Stride) { lhs.ms *= rhs.ms }
        }
    }

    typealias SchedulerOptions = Never

    /// The handle of a repeating action.
    final class Token: OpenCombine.Cancellable {
        private(set) var isCancelled = false
        func cancel() { isCancelled = true }
    }

    private struct Entry {
        let time: Int
        let sequence: Int
        let action: () -> Void
    }

    private(set) var nowMs = 0
    /// Kept sorted by (time, sequence); insertion finds its place by binary search.
    private var queue: [Entry] = []
    private var nextSequence = 0

    var now: SchedulerTimeType { SchedulerTimeType(ms: nowMs) }
    var minimumTolerance: SchedulerTimeType.Stride { .zero }
    var pendingCount: Int { queue.count }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: nowMs, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: date.ms, action)
    }

    /// Runs `action` at `date`, then every `interval` after it, until the token is cancelled.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                  tolerance: SchedulerTimeType.Stride, options: Never?,
                  _ action: @escaping () -> Void) -> OpenCombine.Cancellable {
        let token = Token()
        repeatEvery(interval.ms, from: date.ms, token: token, action)
        return token
    }

    /// Runs every action due up to `horizon`; `now` ends at the last action run, or at
    /// `horizon` when actions remain beyond it. Stops after `maxActions` so a zero-interval
    /// repeating timer cannot hang a test. Returns whether the queue was emptied.
    @discardableResult
    func run(until horizon: Int, maxActions: Int = 100_000) -> Bool {
        var actionsRun = 0
        while let next = queue.first, next.time <= horizon, actionsRun < maxActions {
            queue.removeFirst()
            nowMs = max(nowMs, next.time)
            next.action()
            actionsRun += 1
        }
        if !queue.isEmpty, actionsRun < maxActions { nowMs = max(nowMs, horizon) }
        return queue.isEmpty
    }

    private func repeatEvery(_ interval: Int, from time: Int, token: Token, _ action: @escaping () -> Void) {
        enqueue(at: time) { [weak self] in
            guard !token.isCancelled else { return }
            action()
            self?.repeatEvery(interval, from: time + max(0, interval), token: token, action)
        }
    }

    private func enqueue(at time: Int, _ action: @escaping () -> Void) {
        let entry = Entry(time: max(time, nowMs), sequence: nextSequence, action: action)
        nextSequence += 1
        // Upper bound on time: equal times keep insertion order.
        var low = 0, high = queue.count
        while low < high {
            let mid = (low + high) / 2
            if queue[mid].time <= entry.time { low = mid + 1 } else { high = mid }
        }
        queue.insert(entry, at: low)
    }
}
