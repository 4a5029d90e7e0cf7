import Marbles
import StreamCore

/// `:log`'s trace as a view of the lanes' own records: every recorded event of every lane, in
/// the order it happened, merged by the records' shared sequence numbers.
///
/// The recording is one store (each lane's recorder); the trace keeps no copy, so an event
/// spends the recording budget once. Merging is lazy (a heap over the lanes), so the first
/// 10,000 lines of a million-event trace cost only those lines.
package struct RecordingTrace: Sequence {
    package let lanes: [Lane]

    /// How many events the trace holds, without merging them.
    package var count: Int { lanes.reduce(0) { $0 + $1.recorder.records.count } }

    package var isEmpty: Bool { lanes.allSatisfy { $0.recorder.records.isEmpty } }

    package func makeIterator() -> Iterator { Iterator(lanes: lanes) }

    package struct Iterator: IteratorProtocol {
        private let lanes: [Lane]
        /// Where each lane's next record is.
        private var positions: [Int]
        private var heap = MinHeap<SequenceEntry>()

        init(lanes: [Lane]) {
            self.lanes = lanes
            positions = Array(repeating: 0, count: lanes.count)
            for index in lanes.indices { heap.push(entry(lane: index)) }
        }

        package mutating func next() -> (lane: Lane, record: EventRecord)? {
            guard let first = heap.popMin() else { return nil }
            let lane = lanes[first.lane]
            let record = lane.recorder.records[positions[first.lane]]
            positions[first.lane] += 1
            heap.push(entry(lane: first.lane))
            return (lane, record)
        }

        private func entry(lane index: Int) -> SequenceEntry? {
            let recorder = lanes[index].recorder
            let position = positions[index]
            guard position < recorder.records.count else { return nil }
            // A recorder without numbers cannot happen for a session's lanes; its own order holds.
            let number = position < recorder.sequenceNumbers.count ? recorder.sequenceNumbers[position] : position
            return SequenceEntry(number: number, lane: index)
        }
    }
}

/// A lane's next record: the smallest sequence number first (then the first lane).
struct SequenceEntry: Comparable {
    package let number: Int
    package let lane: Int

    static func < (lhs: SequenceEntry, rhs: SequenceEntry) -> Bool { (lhs.number, lhs.lane) < (rhs.number, rhs.lane) }
}
