/// How deep a `multicast` connection may relay inside its own relaying before it stops.
///
/// `multicast(subject: s)` over an upstream that `s` itself feeds (`s | map x | multicast
/// subject s`, or two multicasts feeding each other's upstream) sends each value it relays
/// back into its own upstream: in Swift those sends recurse until the stack overflows and the
/// program dies. The connection counts how deep it is inside its own relays; past `depth` it
/// relays nothing more and calls `tripped` once (the session stops the program, as a trap).
public struct RelayLoopLimit {
    public let depth: Int
    public let tripped: () -> Void

    public init(depth: Int = 100, tripped: @escaping () -> Void) {
        self.depth = depth
        self.tripped = tripped
    }
}

/// The nesting count of one connection (see `RelayLoopLimit`).
struct RelayNesting {
    let limit: RelayLoopLimit
    private var depth = 0
    private var hasTripped = false

    init(_ limit: RelayLoopLimit) { self.limit = limit }

    /// Whether one more nested relay may go ahead; if so, `leave()` must follow it.
    mutating func enter() -> Bool {
        guard depth < limit.depth else {
            if !hasTripped {
                hasTripped = true
                limit.tripped()
            }
            return false
        }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }
}
