/// The dispatch queue an event is delivered on: Combine's `DispatchQueue.main` or a
/// background queue (`DispatchQueue.global()`).
///
/// Queues are labels on the one virtual timeline, not threads: the clock runs every action in
/// (time, insertion order) whatever its queue, so a run stays deterministic. What a queue
/// changes is *where* an event is said to happen, which is what `receive(on:)`, a UI sink
/// and the `:log` trace care about.
public enum ExecutionQueue: String, Hashable, Sendable, CaseIterable {
    case main
    case background
}
