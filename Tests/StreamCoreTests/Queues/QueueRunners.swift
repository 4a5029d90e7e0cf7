import OpenCombine
import StreamCore

/// Runs a `QueueScript` on StreamCore. `build` gets the subject seen through a probe (the
/// `up…` lines) and the clock.
enum OursQueueRunner {
    static func run(_ script: QueueScript,
                    _ build: (any StreamCore.Publisher, VirtualClock) -> any StreamCore.Publisher) -> [String] {
        let clock = VirtualClock()
        var log: [String] = []
        let subject = StreamCore.PassthroughSubject()
        let up = EventRecorder(name: "up", clock: clock, keepsRecords: false) { record in
            let event: String? = switch record.kind {
            case .subscribe: "up^"
            case .request(let demand), .synchronousRequest(let demand):
                demand.isUnlimited ? "req unlimited" : "req \(demand.count)"
            case .cancel: "!"
            default: nil
            }
            if let event { log.append(QueueScript.line(record.time, record.queue.rawValue, event)) }
        }
        let lane = EventRecorder(name: "sink", clock: clock, keepsRecords: false) { record in
            let event: String? = switch record.kind {
            case .subscribe: "^"
            case .value(.int(let value)): String(value)
            case .value(let value): "?" + value.description
            case .finished: "|"
            case .failure(let error): "#" + error.message
            default: nil
            }
            if let event { log.append(QueueScript.line(record.time, record.queue.rawValue, event)) }
        }
        let sink = RecordingSink(recorder: lane, initialDemand: script.demand.map { .max($0) } ?? .unlimited)
        build(subject.probe(up), clock).receive(subscriber: sink)
        for value in script.immediately { subject.send(.int(value)) }
        for (time, step) in script.steps {
            clock.schedule(at: time) {
                switch step {
                case .send(let value): subject.send(.int(value))
                case .finish: subject.send(completion: .finished)
                case .mark: log.append(QueueScript.line(clock.now, clock.currentQueue.rawValue, "mark"))
                case .cancel: sink.cancel()
                case .request(let count): sink.request(.max(count))
                }
            }
        }
        clock.run(until: 100_000)
        return log
    }
}

/// Runs a `QueueScript` on OpenCombine, with two labelled schedulers on one virtual timeline.
enum TheirsQueueRunner {
    typealias Subject = OpenCombine.PassthroughSubject<Int, TestError>

    static func run<P: OpenCombine.Publisher>(
        _ script: QueueScript, _ build: (AnyPublisher<Int, TestError>, OCQueues) -> P
    ) -> [String] where P.Output == Int, P.Failure == TestError {
        let queues = OCQueues()
        var log: [String] = []
        func note(_ event: String) { log.append(QueueScript.line(queues.base.nowMs, queues.current, event)) }
        let subject = Subject()
        let probed = subject.handleEvents(
            receiveSubscription: { _ in note("up^") },
            receiveCancel: { note("!") },
            receiveRequest: { note($0 == .unlimited ? "req unlimited" : "req \($0.max ?? 0)") }
        ).eraseToAnyPublisher()
        let sink = LogSink(demand: script.demand.map { .max($0) } ?? .unlimited, note: note)
        build(probed, queues).subscribe(sink)
        for value in script.immediately { subject.send(value) }
        for (time, step) in script.steps {
            queues.base.schedule(after: .init(ms: time), tolerance: .zero, options: nil) {
                switch step {
                case .send(let value): subject.send(value)
                case .finish: subject.send(completion: .finished)
                case .mark: note("mark")
                case .cancel: sink.cancel()
                case .request(let count): sink.request(.max(count))
                }
            }
        }
        queues.base.run(until: 100_000)
        return log
    }

    /// A sink that logs what it receives and asks for a fixed initial demand, as StreamCore's does.
    private final class LogSink: OpenCombine.Subscriber {
        typealias Input = Int
        typealias Failure = TestError
        private let demand: Subscribers.Demand
        private let note: (String) -> Void
        private var subscription: (any OpenCombine.Subscription)?

        init(demand: Subscribers.Demand, note: @escaping (String) -> Void) {
            self.demand = demand
            self.note = note
        }

        func receive(subscription: any OpenCombine.Subscription) {
            self.subscription = subscription
            note("^")
            if demand > .none { subscription.request(demand) }
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            note(String(input))
            return .none
        }

        func receive(completion: Subscribers.Completion<TestError>) {
            switch completion {
            case .finished: note("|")
            case .failure(let error): note("#" + error.message)
            }
            subscription = nil
        }

        func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

        func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }
}
