/// The chunk that `chunks N` or `chunks every D` is gathering.
///
/// A chunk is a value like any other: it may not pass the value limits (a `chunks every`
/// over a fast source would otherwise build arrays of millions of elements), and while it is
/// gathered its elements count against the session's memory budget.
final class ChunkGatherer {
    private var elements: [Value] = []
    private var size = ListSizeCounter()
    private var held: HeldValues

    init(memory: RecordingBudget?) { held = HeldValues(budget: memory) }

    deinit { held.releaseAll() }

    var isEmpty: Bool { elements.isEmpty }
    var count: Int { elements.count }

    /// Adds `value` to the chunk; throws when the chunk would pass the value limits. When the
    /// memory budget is used up the session is stopping, and the value is let go.
    func add(_ value: Value) throws(StreamError) {
        guard size.add(value) else {
            throw value.depth >= ValueLimits.maximumDepth ? ValueLimits.tooDeep : ValueLimits.tooLarge
        }
        guard held.hold(value) else { return }
        elements.append(value)
    }

    /// The chunk as an array; the gatherer starts a new one.
    func take() -> Value {
        defer { drop() }
        return .array(ValueElements(elements))
    }

    /// Forgets what was gathered (a failure, a cancel).
    func drop() {
        elements.removeAll()
        size.reset()
        held.releaseAll()
    }
}
