/// The lanes' next columns, leftmost first (then the first lane): a binary min-heap, so the
/// diagram picks its next cell in O(log lanes) instead of scanning every lane per cell.
struct ColumnHeap {
    struct Entry: Comparable {
        let column: Int
        let lane: Int

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.column, lhs.lane) < (rhs.column, rhs.lane)
        }
    }

    private var entries: [Entry] = []

    mutating func push(_ entry: Entry?) {
        guard let entry else { return }
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child] < entries[parent] else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMin() -> Entry? {
        guard let first = entries.first else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return first }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < entries.count, entries[left] < entries[smallest] { smallest = left }
            if right < entries.count, entries[right] < entries[smallest] { smallest = right }
            guard smallest != parent else { return first }
            entries.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
