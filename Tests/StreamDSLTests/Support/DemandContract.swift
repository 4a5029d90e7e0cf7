import StreamCore

/// Combine's demand contract, checked on the records of one stage boundary: a subscriber
/// never receives more values than it has requested (at subscription, with `request`, or by
/// returning demand from `receive`). A new subscription (`retry`) starts a new count.
enum DemandContract {
    /// One line per value that arrived without demand; empty when the contract held.
    static func violations(in records: [EventRecord], lane: String) -> [String] {
        var requested = Demand.none
        var received = 0
        var found: [String] = []
        // Issue 20: what ended the boundary's current subscription, if anything has.
        var ended: String?
        for record in records {
            switch record.kind {
            case .subscribe:
                requested = .none
                received = 0
                ended = nil
            case .request(let more), .synchronousRequest(let more):
                requested = requested + more
            case .value(let value):
                if let ended {
                    found.append("\(lane): value \(value.literal) at \(record.time)ms arrived after \(ended)")
                }
                received += 1
                if !requested.isUnlimited, received > requested.count {
                    found.append("\(lane): value \(value.literal) at \(record.time)ms is value #\(received), "
                                 + "but only \(requested.count) were requested")
                }
            case .finished: ended = "finished"
            case .failure: ended = "failure"
            case .cancel: ended = "cancel"
            case .taskStarted, .cancelRequested, .returned, .suspended, .resumed, .waiting:
                break
            }
        }
        return found
    }
}
