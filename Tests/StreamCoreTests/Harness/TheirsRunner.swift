import OpenCombine
import StreamCore
import Testing

/// The failure type of OpenCombine pipelines in the tests: a message, like `StreamError`.
struct TestError: Error, Equatable, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Outputs the harness can normalise: integers and arrays of integers.
protocol LaneValue { var laneEvent: LaneEvent { get } }
extension Int: LaneValue { var laneEvent: LaneEvent { .value(self) } }
extension Array: LaneValue where Element == Int { var laneEvent: LaneEvent { .array(self) } }

/// What an OpenCombine pipeline is built from: the scheduler, the subjects, cold sources.
final class TheirWorld {
    typealias Subject = OpenCombine.PassthroughSubject<Int, TestError>
    let scheduler = OCVirtualScheduler()
    let a = Subject()
    let b = Subject()
    let cv: OpenCombine.CurrentValueSubject<Int, TestError>

    init(currentValue: Int) { cv = .init(currentValue) }

    func send(_ action: Scenario.Action) {
        switch action {
        case .send(let value, .a): a.send(value)
        case .send(let value, .b): b.send(value)
        case .send(let value, .cv): cv.send(value)
        case .finish(let name): complete(name, .finished)
        case .fail(let name, let message): complete(name, .failure(TestError(message)))
        default: break
        }
    }

    private func complete(_ name: SourceName, _ completion: Subscribers.Completion<TestError>) {
        switch name {
        case .a: a.send(completion: completion)
        case .b: b.send(completion: completion)
        case .cv: cv.send(completion: completion)
        }
    }

    func sequence(_ values: [Int]) -> AnyPublisher<Int, TestError> {
        values.publisher.setFailureType(to: TestError.self).eraseToAnyPublisher()
    }

    func just(_ value: Int) -> AnyPublisher<Int, TestError> {
        Just(value).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }

    func fail(_ message: String) -> AnyPublisher<Int, TestError> {
        Fail(error: TestError(message)).eraseToAnyPublisher()
    }

    var empty: AnyPublisher<Int, TestError> { Empty().eraseToAnyPublisher() }

    /// A cold source replaying `script` (timeline notation, offsets from subscription),
    /// built like StreamCore's: a private subject per subscriber, events scheduled after it
    /// has subscribed.
    func cold(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> AnyPublisher<Int, TestError> {
        let events = Timeline.parse(script, sourceLocation: sourceLocation)
        let scheduler = self.scheduler
        return OCCold(scheduler: scheduler, events: events).eraseToAnyPublisher()
    }
}

/// See `TheirWorld.cold`.
struct OCCold: OpenCombine.Publisher {
    typealias Output = Int
    typealias Failure = TestError
    let scheduler: OCVirtualScheduler
    let events: [TimedEvent]

    func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        let subject = OpenCombine.PassthroughSubject<Int, TestError>()
        subject.receive(subscriber: subscriber)
        let start = scheduler.nowMs
        for item in events {
            scheduler.schedule(after: .init(ms: start + item.time)) {
                switch item.event {
                case .value(let value): subject.send(value)
                case .finished: subject.send(completion: .finished)
                case .failure(let message): subject.send(completion: .failure(TestError(message)))
                default: break
                }
            }
        }
    }
}

/// A subscriber that records its lane and lets the script request more or cancel.
final class OCLane<Input: LaneValue, Failure: Error>: OpenCombine.Subscriber, OpenCombine.Cancellable {
    private let scheduler: OCVirtualScheduler
    private let initialDemand: Subscribers.Demand
    private let perValueDemand: Subscribers.Demand
    private var subscription: (any OpenCombine.Subscription)?
    private var isTerminated = false
    private(set) var events: [TimedEvent] = []

    init(scheduler: OCVirtualScheduler, initialDemand: Subscribers.Demand, perValueDemand: Subscribers.Demand = .none) {
        self.scheduler = scheduler
        self.initialDemand = initialDemand
        self.perValueDemand = perValueDemand
    }

    func receive(subscription: any OpenCombine.Subscription) {
        guard self.subscription == nil, !isTerminated else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        record(.subscribe)
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !isTerminated else { return .none }
        record(input.laneEvent)
        return perValueDemand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !isTerminated else { return }
        isTerminated = true
        subscription = nil
        switch completion {
        case .finished: record(.finished)
        case .failure(let error): record(.failure((error as? TestError)?.message ?? "\(error)"))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        // OpenCombine asserts on a zero request in debug builds.
        guard demand > .none else { return }
        subscription?.request(demand)
    }

    func cancel() {
        guard !isTerminated else { return }
        isTerminated = true
        record(.cancel)
        subscription?.cancel()
        subscription = nil
    }

    private func record(_ event: LaneEvent) { events.append(TimedEvent(time: scheduler.nowMs, event: event)) }
}

extension StreamCore.Demand {
    var openCombine: Subscribers.Demand { isUnlimited ? .unlimited : .max(count) }
}

enum TheirsRunner {
    static func run<P: OpenCombine.Publisher>(
        _ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
        connect: ((P) -> any OpenCombine.Cancellable)? = nil,
        _ build: (TheirWorld) -> P
    ) -> Lanes where P.Output: LaneValue {
        let world = TheirWorld(currentValue: scenario.currentValue)
        let publisher = build(world)
        let scheduler = world.scheduler
        var sinks: [Int: OCLane<P.Output, P.Failure>] = [:]
        var connections: [any OpenCombine.Cancellable] = []
        for (time, action) in scenario.actions {
            scheduler.schedule(after: .init(ms: time)) {
                switch action {
                case .send, .finish, .fail: world.send(action)
                case .subscribe(let lane, let demand):
                    let sink = OCLane<P.Output, P.Failure>(scheduler: scheduler, initialDemand: demand.openCombine,
                                                           perValueDemand: (scenario.perValueDemand[lane] ?? .none).openCombine)
                    sinks[lane] = sink
                    publisher.subscribe(sink)
                case .cancel(let lane): sinks[lane]?.cancel()
                case .request(let lane, let demand): sinks[lane]?.request(demand.openCombine)
                case .connect:
                    guard let connect else {
                        Issue.record("connect in a scenario whose pipeline is not connectable", sourceLocation: sourceLocation)
                        return
                    }
                    connections.append(connect(publisher))
                case .disconnect: connections.popLast()?.cancel()
                }
            }
        }
        scheduler.run(until: scenario.horizon)
        var lanes = Lanes()
        for (lane, sink) in sinks { lanes[lane] = sink.events }
        return lanes
    }

    static func runConnectable<P: OpenCombine.ConnectablePublisher>(
        _ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
        _ build: (TheirWorld) -> P
    ) -> Lanes where P.Output: LaneValue {
        run(scenario, sourceLocation: sourceLocation, connect: { $0.connect() }, build)
    }
}
