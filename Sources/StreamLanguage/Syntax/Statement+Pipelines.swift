extension Statement {
    /// The pipelines this statement compiles: a declaration's subscription, a subscription,
    /// a named pipeline, and those of a statement behind `at T:` (what tests compile alone).
    package var pipelines: [Pipeline] {
        switch kind {
        case .declareSubject(_, let subscription), .declareCurrent(_, _, let subscription):
            return subscription.map { [$0.pipeline] } ?? []
        case .subscribe(let subscription): return [subscription.pipeline]
        case .definePipeline(_, let pipeline): return [pipeline]
        case .at(_, let inner): return inner.pipelines
        default: return []
        }
    }
}
