import StreamCore

extension Session {
    /// `:log`'s queue column: the queue of each event, padded, once any event of the trace
    /// ran off main. A trace wholly on main leaves it out: every event is on main, and traces
    /// recorded before queues existed read as they did.
    static func queueColumn(_ records: some Sequence<EventRecord>) -> (EventRecord) -> String {
        guard records.contains(where: { $0.queue != .main }) else { return { _ in "" } }
        let width = ExecutionQueue.allCases.map(\.rawValue.count).max() ?? 0
        return { record in
            record.queue.rawValue + String(repeating: " ", count: width - record.queue.rawValue.count) + "  "
        }
    }
}
