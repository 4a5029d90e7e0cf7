/// A binary min-heap: the diagram picks the lanes' next columns with it, and the session's
/// trace merges its lanes' records in the order they happened, each in O(log lanes) instead of
/// scanning every lane per step. Inlinable, so it stays specialised across modules.
public struct MinHeap<Element: Comparable> {
    @usableFromInline var entries: [Element] = []

    @inlinable public init() {}

    @inlinable public mutating func push(_ entry: Element?) {
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

    @inlinable public mutating func popMin() -> Element? {
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

/// A lane's next column, leftmost first (then the first lane).
struct ColumnEntry: Comparable {
    let column: Int
    let lane: Int

    static func < (lhs: ColumnEntry, rhs: ColumnEntry) -> Bool {
        (lhs.column, lhs.lane) < (rhs.column, rhs.lane)
    }
}
