import StreamLanguage

/// How many other publishers (or async sequences) a combining operator takes: Combine's
/// `merge(with:)` goes up to `Publishers.Merge8`, `combineLatest` and `zip` up to four
/// inputs; AsyncAlgorithms' `merge`, `combineLatest` and `zip` take two or three bases.
/// StreamLab refuses more, so that what a learner writes has a Swift spelling.
/// Each combining operator's descriptor holds its own (`OperatorDescriptor.combiningArity`).
struct CombiningArity: Sendable {
    /// Other publishers beside the upstream.
    package let publishers: Int
    /// Other async sequences beside the upstream.
    let asyncSequences: Int

    /// `merge(with:)` takes up to 7 others (`Publishers.Merge8`); more are written as
    /// `Publishers.MergeMany`, so a publisher's merge has no limit. AsyncAlgorithms' `merge` of three.
    package static let merge = CombiningArity(publishers: Int.max, asyncSequences: 2)
    /// The most publishers `merge(with:)` takes besides its upstream.
    static let mergeWithLimit = 7
    /// `combineLatest` and `zip` up to four inputs; AsyncAlgorithms' of three.
    static let upToFour = CombiningArity(publishers: 3, asyncSequences: 2)

    func maximumOthers(async: Bool) -> Int { async ? asyncSequences : publishers }

    func advice(_ name: String, async: Bool) -> String {
        let limit = maximumOthers(async: async)
        let owner = async ? "AsyncAlgorithms' \(name) takes at most \(limit + 1) async sequences"
                          : "Combine's \(name) takes at most \(limit) other publishers"
        return owner + "; \(name) the rest in a second stage: a | \(name) b, c | \(name) d"
    }
}

extension OperatorChecks {
    /// False, with a located error on the first input too many, when the operator of
    /// `descriptor` combines more inputs than its arity allows (true for the others).
    mutating func withinArity(_ arguments: OperatorArguments, of descriptor: OperatorDescriptor, async: Bool) -> Bool {
        guard let arity = descriptor.combiningArity else { return true }
        let sources = arguments.publishers
        let limit = arity.maximumOthers(async: async)
        guard sources.count > limit else { return true }
        report(Diagnostic(.invalidValue(arity.advice(descriptor.name, async: async)), at: sources[limit].range))
        return false
    }
}
