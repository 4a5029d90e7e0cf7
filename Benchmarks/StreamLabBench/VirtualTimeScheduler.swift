import OpenCombine

/// A virtual-time OpenCombine `Scheduler` for the debounce benchmark: the counterpart of
/// StreamCore's `VirtualClock`, built to be as cheap as that clock so the comparison is fair.
///
/// Actions wait in a binary min-heap ordered by (time, insertion sequence), so ties run in
/// the order they were scheduled. Time is integer nanoseconds. Repeating actions
/// (`schedule(after:interval:)`) are queued again after each run until cancelled; cancelled
/// entries stay in the heap until reached and are then skipped (lazy deletion, as in
/// `VirtualClock`). Single-threaded, like the engine it is compared with.
final class VirtualTimeScheduler: Scheduler {
    typealias SchedulerOptions = Never

    private struct Entry {
        let time: Int
        let sequence: UInt64
        let action: () -> Void
        /// Set for repeating actions only; one-shot actions cannot be cancelled in OpenCombine.
        let task: RepeatingTask?
        /// Nanoseconds until the next run of a repeating action; 0 for a one-shot action.
        let interval: Int

        @inline(__always)
        func runsBefore(_ other: Entry) -> Bool {
            time != other.time ? time < other.time : sequence < other.sequence
        }
    }

    /// The `Cancellable` handed out for a repeating action.
    final class RepeatingTask: OpenCombine.Cancellable {
        private(set) var isCancelled = false
        func cancel() { isCancelled = true }
    }

    var now: SchedulerTimeType { SchedulerTimeType(nanoseconds: current) }
    var minimumTolerance: SchedulerTimeType.Stride { .zero }
    // Changed only through short accesses, as in `VirtualClock`, so no run-time
    // exclusivity checks slow this side down.
    private var current = 0
    private var heap: [Entry] = []
    private var nextSequence: UInt64 = 0

    /// Number of queued actions, cancelled ones included until they are reached.
    var pendingCount: Int { heap.count }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        insert(time: current, action: action, task: nil, interval: 0)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: Never?, _ action: @escaping () -> Void) {
        insert(time: max(date.nanoseconds, current), action: action, task: nil, interval: 0)
    }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                  tolerance: SchedulerTimeType.Stride, options: Never?,
                  _ action: @escaping () -> Void) -> OpenCombine.Cancellable {
        let task = RepeatingTask()
        insert(time: max(date.nanoseconds, current), action: action, task: task,
               interval: max(1, interval.nanoseconds))
        return task
    }

    /// Runs every action due up to `time` in (time, sequence) order, then sets `now` to `time`.
    func advance(to time: SchedulerTimeType) {
        while let next = heap.first, next.time <= time.nanoseconds {
            withHeap { Self.removeFirst(&$0) }
            if next.task?.isCancelled == true { continue }
            current = next.time
            next.action()
            if let task = next.task, !task.isCancelled {
                insert(time: next.time + next.interval, action: next.action, task: task, interval: next.interval)
            }
        }
        current = max(current, time.nanoseconds)
    }

    private func insert(time: Int, action: @escaping () -> Void, task: RepeatingTask?, interval: Int) {
        let entry = Entry(time: time, sequence: nextSequence, action: action, task: task, interval: interval)
        nextSequence += 1
        withHeap { Self.insert(entry, into: &$0) }
    }

    /// Changes the heap taken out of `self` (still uniquely referenced, so changed in place).
    private func withHeap(_ change: (inout [Entry]) -> Void) {
        var taken = heap
        heap = []
        change(&taken)
        heap = taken
    }

    private static func insert(_ entry: Entry, into heap: inout [Entry]) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].runsBefore(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private static func removeFirst(_ heap: inout [Entry]) {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            var smallest = left
            if left + 1 < heap.count, heap[left + 1].runsBefore(heap[left]) { smallest = left + 1 }
            guard heap[smallest].runsBefore(heap[parent]) else { break }
            heap.swapAt(smallest, parent)
            parent = smallest
        }
    }
}
