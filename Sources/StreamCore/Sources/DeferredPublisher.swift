/// `deferred { … }`: builds a fresh publisher for every subscriber, at subscription time.
public final class DeferredPublisher: Publisher {
    private let makePublisher: () -> any Publisher

    public init(_ makePublisher: @escaping () -> any Publisher) { self.makePublisher = makePublisher }

    public func receive(subscriber: any Subscriber) {
        makePublisher().receive(subscriber: subscriber)
    }
}
