/// Makes the replacement publisher for a failure.
public typealias ErrorHandler = (StreamError) throws(StreamError) -> any Publisher

/// `catch { … }`: on failure, continues with the publisher the handler makes.
///
/// The replacement inherits the failed stream's outstanding demand (requested minus
/// received), as in Combine, so it never delivers more than the subscriber asked for.
final class CatchStage: Stage {
    private let handler: ErrorHandler
    private var replacement: IndexedSubscriber?
    private var outstanding = Demand.none

    init(downstream: any Subscriber, handler: @escaping ErrorHandler) {
        self.handler = handler
        super.init(downstream: downstream)
    }

    override func request(_ demand: Demand) {
        guard demand.count > 0 else { return }
        if let replacement {
            replacement.request(demand)
        } else {
            outstanding += demand
            upstream?.request(demand)
        }
    }

    override func receive(_ value: Value) -> Demand {
        guard !isTerminated, replacement == nil else { return .none }
        outstanding -= 1
        let more = downstream.receive(value)
        outstanding += more
        return more
    }

    override func receive(completion: Completion) {
        guard !isTerminated, replacement == nil else { return }
        guard case .failure(let error) = completion else {
            finish(completion)
            return
        }
        upstream = nil
        let publisher: any Publisher
        do { publisher = try handler(error) } catch {
            finish(.failure(error))
            return
        }
        let child = IndexedSubscriber(
            index: 0,
            initialDemand: outstanding,
            onValue: { [weak self] _, value in
                guard let self, !self.isTerminated else { return .none }
                return self.downstream.receive(value)
            },
            onCompletion: { [weak self] _, completion in self?.finish(completion) }
        )
        replacement = child
        publisher.receive(subscriber: child)
    }

    override func didTerminate() { replacement?.cancel() }
}

extension Publisher {
    public func `catch`(_ handler: @escaping ErrorHandler) -> any Publisher {
        StagePublisher(self) { CatchStage(downstream: $0, handler: handler) }
    }
}
