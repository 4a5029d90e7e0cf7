/// A binary min-heap of scheduled actions ordered by (time, sequence).
///
/// The sequence number is the insertion order, so two actions due at the same instant run in
/// the order they were scheduled: ties are deterministic.
struct ScheduleQueue {
    struct Entry {
        let time: Int
        let sequence: UInt64
        let action: () -> Void
        let timer: ScheduledTimer?
        /// The queue the action runs on (see `ExecutionQueue`).
        let queue: ExecutionQueue

        @inline(__always)
        func runsBefore(_ other: Entry) -> Bool {
            time != other.time ? time < other.time : sequence < other.sequence
        }
    }

    private var heap: [Entry] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    var first: Entry? { heap.first }

    mutating func insert(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].runsBefore(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            var smallest = left
            let right = left + 1
            if right < heap.count, heap[right].runsBefore(heap[left]) { smallest = right }
            guard heap[smallest].runsBefore(heap[parent]) else { break }
            heap.swapAt(smallest, parent)
            parent = smallest
        }
        return first
    }

    mutating func removeAll() { heap.removeAll() }

    /// Removes the entries `shouldRemove` picks and restores the heap order.
    mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        let kept = heap.filter { !shouldRemove($0) }
        guard kept.count != heap.count else { return }
        heap.removeAll()
        for entry in kept { insert(entry) }
    }
}

/// A handle to a scheduled action that can be cancelled before it runs.
public final class ScheduledTimer: Cancellable {
    // Private storage: a public stored property would cost a run-time exclusivity check
    // each time the clock reaches a timer.
    private var cancelled = false
    public var isCancelled: Bool { cancelled }
    public func cancel() { cancelled = true }
}
