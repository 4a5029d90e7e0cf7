/// Combine's `Publisher.values`: an async sequence over a publisher.
///
/// Its iterator subscribes when it is made (when the loop starts) and requests `.max(1)` on
/// each `next()`, so a value the publisher offers while no `next()` waits meets no demand:
/// a subject drops it. That is the async bridge's pitfall, and this model keeps it.
public final class PublisherValues: AsyncSequenceModel {
    private let upstream: any Publisher
    private let clock: VirtualClock

    public init(_ upstream: any Publisher, clock: VirtualClock) {
        self.upstream = upstream
        self.clock = clock
    }

    public func makeIterator() -> any AsyncIteratorModel {
        let iterator = Iterator(resumption: Resumption(clock: clock))
        upstream.receive(subscriber: iterator)
        return iterator
    }

    final class Iterator: AsyncIteratorModel, Subscriber {
        private let resumption: Resumption
        private var subscription: (any Subscription)?
        private var pending = PendingNext()
        /// A completion that arrived while no `next()` waited: the next call returns it.
        private var completion: AsyncElement?
        private var isCancelled = false

        init(resumption: Resumption) { self.resumption = resumption }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            if let completion {
                resume(completion)
                return
            }
            pending.begin(resume)
            subscription?.request(.max(1))
            if let (resume, element) = pending.endSynchronousPart() { resume(element) }
        }

        func cancel() {
            isCancelled = true
            pending.drop()
            let current = subscription
            subscription = nil
            current?.cancel()
        }

        func receive(subscription: any Subscription) {
            guard self.subscription == nil, !isCancelled, completion == nil else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
        }

        func receive(_ value: Value) -> Demand {
            // Without a waiting next() there is nowhere to put the value (Combine's
            // AsyncPublisher never asked for it).
            _ = pending.hand(.value(value), resumption: resumption)
            return .none
        }

        func receive(completion: Completion) {
            guard self.completion == nil else { return }
            subscription = nil
            let element: AsyncElement
            switch completion {
            case .finished: element = .end
            case .failure(let error): element = .failure(error)
            }
            _ = pending.hand(element, resumption: resumption)
            // Later calls (and a call made now, when none waited) end at once.
            self.completion = element
        }
    }
}
