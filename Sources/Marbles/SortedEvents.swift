/// Searches in events sorted by time, so that a huge lane costs only as far as it is read.
///
/// A lane may hold ten million events at one instant (`range 1...10000000` delivered at
/// subscription) or spread over time; the diagram needs only the first few instants and
/// how many events follow. Both questions are answered in O(log n) here instead of a scan.
extension RandomAccessCollection where Element == MarbleEvent, Index == Int {
    /// The index after the instant that starts at `start`: the first later index whose
    /// event is at another time. Galloping, so a one-event instant costs one comparison and
    /// an instant of n events O(log n).
    func endOfInstant(from start: Int) -> Int {
        let time = self[start].time
        var low = start + 1  // first index not yet known to be in the instant
        var step = 1
        while low < endIndex, self[low].time == time {
            let probe = Swift.min(endIndex - 1, low + step)
            guard self[probe].time == time else {
                // The end is in (low, probe]: binary search for the first index off `time`.
                var high = probe
                while low < high {
                    let middle = (low + high) / 2
                    if self[middle].time == time { low = middle + 1 } else { high = middle }
                }
                return low
            }
            low = probe + 1
            step *= 2
        }
        return low
    }
}

extension Array where Element == MarbleEvent {
    /// How many events are at or before `time` (the events sorted by time).
    func count(through time: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension Array where Element == Int {
    /// How many of these ascending values are below `value`.
    func count(below value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
