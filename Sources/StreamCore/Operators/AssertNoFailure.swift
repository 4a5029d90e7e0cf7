/// `assertNoFailure [PREFIX]`: values and `finished` pass unchanged; a failure is a
/// programming error, so the program stops. Combine calls `fatalError("PREFIX: ERROR")`;
/// here `trap` receives that message (the session stops its run, as Swift stops the
/// process), and the downstream hears nothing more.
///
///     ImmediateCompletionPublisher(.failure(StreamError("boom")))
///         .assertNoFailure("tag") { print("Fatal error: " + $0) }
///     // Prints: Fatal error: tag: boom
final class AssertNoFailureStage: Stage {
    private let prefix: String
    private let trap: (String) -> Void

    init(downstream: any Subscriber, prefix: String, trap: @escaping (String) -> Void) {
        self.prefix = prefix
        self.trap = trap
        super.init(downstream: downstream)
    }

    override func receive(completion: Completion) {
        guard !isTerminated else { return }
        switch completion {
        case .finished: finish(.finished)
        case .failure(let error):
            isTerminated = true
            upstream = nil
            trap(Self.message(prefix: prefix, error: error))
        }
    }

    /// Combine's wording: the prefix and `: ` when there is one, then the error.
    static func message(prefix: String, error: StreamError) -> String {
        (prefix.isEmpty ? "" : prefix + ": ") + error.message
    }
}

extension Publisher {
    public func assertNoFailure(_ prefix: String = "", trap: @escaping (String) -> Void) -> any Publisher {
        StagePublisher(self) { AssertNoFailureStage(downstream: $0, prefix: prefix, trap: trap) }
    }
}
