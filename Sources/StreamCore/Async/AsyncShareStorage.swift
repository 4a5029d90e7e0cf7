/// How `share(bufferingPolicy:)` keeps elements in its shared buffer (AsyncAlgorithms 1.1.4,
/// `AsyncShareSequence.Iteration.State.StoragePolicy` and `enqueue`). `bounded(N)` stores
/// without limit and instead stops pulling the base while N elements are buffered.
public enum AsyncShareStorage: Equatable, Sendable {
    case unbounded
    /// A full buffer drops its first element, without moving any side's position: a side
    /// that had taken that element now skips the one after it (the library's behaviour).
    case bufferingNewest(Int)
    /// A full buffer ignores the new element, even for a side that waits.
    case bufferingOldest(Int)

    /// The library's mapping of a buffering policy: the storage, and the pull limit
    /// (nil: pull whenever a side waits).
    public static func of(_ policy: AsyncBufferPolicy) -> (storage: AsyncShareStorage, limit: Int?) {
        switch policy {
        case .unbounded: (.unbounded, nil)
        case .bufferingNewest(let bound): (.bufferingNewest(bound), nil)
        case .bufferingOldest(let bound): (.bufferingOldest(bound), nil)
        case .bounded(let limit): (.unbounded, limit)
        }
    }
}
