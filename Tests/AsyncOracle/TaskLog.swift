import Foundation

/// Issue 18 §5's task lanes: one per task, named by the task; `start`, a `value` per `emit`,
/// `cancelRequested`, and the end (`finished`, with the returned value if any, or `failure`
/// with the error's text).
///
/// Tasks created under one name get lanes numbered as StreamLab numbers redefined lanes
/// (`search (1)`, `search (2)`, … and the newest `search`), which is known only at the end,
/// so the log keeps its events and `write` prints them then. It is usable from any
/// isolation (a detached task records without hopping to the main actor).
final class TaskLog: @unchecked Sendable {
    private struct Entry {
        let time: Int
        let lane: Int
        let kind: String
        let extra: String
    }

    private let clock: VirtualClock
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var names: [String] = []
    private var ended: Set<Int> = []
    private var cancelled: Set<Int> = []

    init(clock: VirtualClock) {
        self.clock = clock
    }

    func newLane(_ name: String) -> Lane {
        lock.withLock {
            names.append(name)
            return Lane(id: names.count - 1, log: self)
        }
    }

    fileprivate func record(_ lane: Int, _ kind: String, _ extra: String = "") {
        let time = clock.nowMilliseconds
        lock.withLock { entries.append(Entry(time: time, lane: lane, kind: kind, extra: extra)) }
    }

    fileprivate func end(_ lane: Int, _ kind: String, _ extra: String = "") {
        record(lane, kind, extra)
        lock.withLock { _ = ended.insert(lane) }
    }

    /// `t.cancel()` shows once, and not on a task that has ended (it is a no-op there).
    fileprivate func cancelRequested(_ lane: Int) {
        let first = lock.withLock { !ended.contains(lane) && cancelled.insert(lane).inserted }
        if first { record(lane, "cancelRequested") }
    }

    /// The lanes' final names: the only or newest task of a name has the name itself.
    private func finalNames() -> [String] {
        var total: [String: Int] = [:]
        for name in names { total[name, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return names.map { name in
            seen[name, default: 0] += 1
            return seen[name] == total[name] ? name : "\(name) (\(seen[name]!))"
        }
    }

    /// Prints every event recorded so far, in the order it happened, and forgets it.
    @MainActor
    func write(to recorder: Recorder) {
        let (events, laneNames) = lock.withLock {
            defer { entries.removeAll() }
            return (entries, finalNames())
        }
        for event in events {
            recorder.event(laneNames[event.lane], event.kind, extra: event.extra, at: event.time)
        }
    }
}

/// A task's lane, handed to its body: `lane.emit(v)` is the script's `emit v` (a `print`).
struct Lane: Sendable {
    let id: Int
    let log: TaskLog

    func emit(_ value: OracleValue) { log.record(id, "value", ",\"value\":" + value.json) }
    func start() { log.record(id, "start") }
    func cancelRequested() { log.cancelRequested(id) }

    func finished(_ value: OracleValue?) {
        log.end(id, "finished", value.map { ",\"value\":" + $0.json } ?? "")
    }

    func failed(_ error: any Error) {
        log.end(id, "failure", ",\"error\":" + OracleValue.string(errorText(error)).json)
    }
}

/// What StreamLab shows for an error: `CancellationError`, `cancelled` for a fetch's
/// `URLError(.cancelled)`, or a thrown message.
func errorText(_ error: any Error) -> String {
    if error is CancellationError { return "CancellationError" }
    if let urlError = error as? URLError, urlError.code == .cancelled { return "cancelled" }
    if let thrown = error as? Thrown { return thrown.message }
    return String(describing: error)
}

/// `throw "offline"`: an error that is its message.
struct Thrown: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}

extension OracleValue: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    init(integerLiteral value: Int) { self = .int(value) }
    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
}
