/// Operators of Combine, AsyncAlgorithms and the standard library's async sequences that
/// StreamLab does not model yet, each with the reason: `docs/OPERATORS.md` lists them beside
/// the registry's, so a reader sees what is missing as plainly as what is there. An operator
/// leaves this list when its descriptor is added to `OperatorRegistry`.
enum NotModelledOperators {
    package struct Entry: Sendable {
        enum Library: String, Sendable { case combine = "Combine", asyncAlgorithms = "AsyncAlgorithms", standardLibrary = "Swift" }
        let library: Library
        /// As the library spells it.
        package let name: String
        package let reason: String
    }

    private static let notYet = "not modelled yet"

    package static let all: [Entry] = combine + asyncSequences

    static let combine: [Entry] = [
        "tryCompactMap", "tryRemoveDuplicates(by:)", "tryReduce", "min(by:)", "max(by:)", "tryMin(by:)", "tryMax(by:)",
        "tryContains(where:)", "tryAllSatisfy", "tryDrop(while:)", "tryPrefix(while:)", "tryFirst(where:)",
        "tryLast(where:)", "output(at:)", "output(in:)", "append(publisher)", "prepend(publisher)",
        "Publishers.MergeMany", "handleEvents", "assertNoFailure", "setFailureType",
        "buffer(size:prefetch:whenFull:) .keepFull and .customError", "multicast(subject:) with a chosen subject",
        "multicast { … } with a factory", "Record", "NotificationCenter.publisher(for:)", "publisher(for: keyPath) (KVO)",
        "URLSession.dataTaskPublisher",
    ].map { Entry(library: .combine, name: $0, reason: notYet) }

    static let asyncSequences: [Entry] = ([
        ("buffer(policy:)", .asyncAlgorithms), ("reductions", .asyncAlgorithms), ("adjacentPairs", .asyncAlgorithms),
        ("chain", .asyncAlgorithms), ("joined", .asyncAlgorithms), ("flatMap (of sequences)", .standardLibrary),
        ("flatMapLatest (the async switchToLatest)", .asyncAlgorithms), ("mapError (of an async sequence)", .asyncAlgorithms), ("interspersed(with:)", .asyncAlgorithms),
        ("compacted", .asyncAlgorithms), ("removeDuplicates(by:) throwing", .asyncAlgorithms),
        ("AsyncTimerSequence", .asyncAlgorithms), ("AsyncThrowingChannel", .asyncAlgorithms),
        ("chunked(by:) with a signal or a predicate", .asyncAlgorithms), ("chunked(on:)", .asyncAlgorithms),
        ("chunks(ofCount:or:)", .asyncAlgorithms), ("share(bufferingPolicy:)", .asyncAlgorithms),
        (".async on a sequence", .asyncAlgorithms), ("AsyncStream(unfolding:)", .standardLibrary),
    ] as [(String, Entry.Library)]).map { Entry(library: $0.1, name: $0.0, reason: notYet) }
}
