/// How many other publishers (or async sequences) a combining operator takes: Combine's
/// `merge(with:)` goes up to `Publishers.Merge8`, `combineLatest` and `zip` up to four
/// inputs; AsyncAlgorithms' `merge`, `combineLatest` and `zip` take two or three bases.
/// StreamLab refuses more, so that what a learner writes has a Swift spelling.
enum CombiningArity {
    static func maximumOthers(_ name: String, async: Bool) -> Int {
        if async { return 2 }
        return name == "merge" ? 7 : 3
    }

    static func advice(_ name: String, async: Bool) -> String {
        let limit = maximumOthers(name, async: async)
        let owner = async ? "AsyncAlgorithms' \(name) takes at most \(limit + 1) async sequences"
                          : "Combine's \(name) takes at most \(limit) other publishers"
        return owner + "; \(name) the rest in a second stage: a | \(name) b, c | \(name) d"
    }
}

extension PipelineCompiler {
    /// False, with a located error on the first input too many, when `sources` exceeds the
    /// operator's arity.
    mutating func withinArity(_ sources: [PipelineSource], of name: String, async: Bool) -> Bool {
        let limit = CombiningArity.maximumOthers(name, async: async)
        guard sources.count > limit else { return true }
        report(Diagnostic(.invalidValue(CombiningArity.advice(name, async: async)), at: sources[limit].range))
        return false
    }
}
