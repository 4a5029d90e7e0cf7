/// The tasks of an iterator over several bases (`merge`, `zip`, `combineLatest`): started
/// by the first `next()`, one per base, each waiting in at most one `next()` of its base.
///
/// `ask` hands out the base's iterator and the owner calls its `next()` itself, after this
/// struct's state has changed: the base may answer at once, and the owner then records the
/// answer here.
struct AsyncBaseTasks {
    private let sequences: [any AsyncSequenceModel]
    private var iterators: [any AsyncIteratorModel] = []
    private var awaiting: [Bool]
    /// The bases that ended (`merge` and `combineLatest` wait for all; `zip` ends at the first).
    private var finished: [Bool]

    init(_ sequences: [any AsyncSequenceModel]) {
        self.sequences = sequences
        awaiting = Array(repeating: false, count: sequences.count)
        finished = Array(repeating: false, count: sequences.count)
    }

    var indices: Range<Int> { sequences.indices }
    var allFinished: Bool { !finished.contains(false) }

    func isFinished(_ index: Int) -> Bool { finished[index] }

    /// The first `next()` starts the tasks: each base's iterator is made then.
    mutating func start() {
        if iterators.isEmpty { iterators = sequences.map { $0.makeIterator() } }
    }

    /// Base `index`'s iterator, for one `next()`, unless that base is being asked already or
    /// has finished; from now on it counts as asked.
    mutating func ask(_ index: Int) -> (any AsyncIteratorModel)? {
        guard index < iterators.count, !awaiting[index], !finished[index] else { return nil }
        awaiting[index] = true
        return iterators[index]
    }

    /// Base `index` answered its `next()`.
    mutating func answered(_ index: Int) { awaiting[index] = false }

    /// Base `index` ended.
    mutating func finish(_ index: Int) { finished[index] = true }

    /// The started bases that `which` picks, to be let go (all of them when the consumer is
    /// cancelled). The owner cancels them itself: a base may answer at once.
    func bases(where which: (Int) -> Bool = { _ in true }) -> [any AsyncIteratorModel] {
        iterators.indices.filter(which).map { iterators[$0] }
    }
}
