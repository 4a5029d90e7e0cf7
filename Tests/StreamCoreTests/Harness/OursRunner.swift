import StreamCore
import Testing

/// What a StreamCore pipeline is built from: the clock, the scenario's subjects, cold sources.
final class OurWorld {
    let clock = VirtualClock()
    let a = StreamCore.PassthroughSubject()
    let b = StreamCore.PassthroughSubject()
    let cv: StreamCore.CurrentValueSubject

    init(currentValue: Int) { cv = StreamCore.CurrentValueSubject(.int(currentValue)) }

    func subject(_ name: SourceName) -> any StreamCore.Subject {
        switch name {
        case .a: return a
        case .b: return b
        case .cv: return cv
        }
    }

    /// A cold source replaying `script` (timeline notation, offsets from subscription).
    func cold(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> any StreamCore.Publisher {
        ColdScriptedPublisher(clock: clock, events: Timeline.parse(script, sourceLocation: sourceLocation).compactMap { item in
            switch item.event {
            case .value(let value): return ScriptedEvent(offset: item.time, .value(.int(value)))
            case .finished: return ScriptedEvent(offset: item.time, .finished)
            case .failure(let message): return ScriptedEvent(offset: item.time, .failure(StreamError(message)))
            default: return nil
            }
        })
    }

    func just(_ value: Int) -> any StreamCore.Publisher { SequencePublisher(just: .int(value)) }
    func sequence(_ values: [Int]) -> any StreamCore.Publisher { SequencePublisher(.values(values.map(Value.int))) }
    func fail(_ message: String) -> any StreamCore.Publisher { ImmediateCompletionPublisher(.failure(StreamError(message))) }
    var empty: any StreamCore.Publisher { ImmediateCompletionPublisher(.finished) }
}

/// Lifts integer functions into StreamCore's dynamic transforms; a non-integer fails the stream.
enum Lift {
    static func int(_ value: Value) throws(StreamError) -> Int {
        guard case .int(let number) = value else { throw StreamError("expected an integer, got \(value.kindName)") }
        return number
    }

    static func map(_ body: @escaping (Int) -> Int) -> ValueTransform {
        { (value: Value) throws(StreamError) -> Value in .int(body(try int(value))) }
    }

    static func optional(_ body: @escaping (Int) -> Int?) -> ValueTransform {
        { (value: Value) throws(StreamError) -> Value in body(try int(value)).map(Value.int) ?? .null }
    }

    static func predicate(_ body: @escaping (Int) -> Bool) -> ValuePredicate {
        { (value: Value) throws(StreamError) -> Bool in body(try int(value)) }
    }

    static func accumulate(_ body: @escaping (Int, Int) -> Int) -> Accumulator {
        { (acc: Value, value: Value) throws(StreamError) -> Value in .int(body(try int(acc), try int(value))) }
    }

    /// A map to publishers carried as values (what `switchToLatest` consumes).
    static func publisher(_ body: @escaping (Int) -> any StreamCore.Publisher) -> ValueTransform {
        { (value: Value) throws(StreamError) -> Value in .publisher(PublisherBox(body(try int(value)))) }
    }

    static func flat(_ body: @escaping (Int) -> any StreamCore.Publisher) -> PublisherTransform {
        { (value: Value) throws(StreamError) -> any StreamCore.Publisher in body(try int(value)) }
    }
}

/// A StreamCore pipeline under test: a publisher, and a way to connect it if it is connectable.
struct OurTarget {
    var publisher: any StreamCore.Publisher
    var connect: (() -> any StreamCore.Cancellable)?
}

enum OursRunner {
    static func run(_ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
                    _ build: (OurWorld) -> OurTarget) -> Lanes {
        let world = OurWorld(currentValue: scenario.currentValue)
        let target = build(world)
        let clock = world.clock
        var sinks: [Int: RecordingSink] = [:]
        var connections: [any StreamCore.Cancellable] = []
        for (time, action) in scenario.actions {
            clock.schedule(at: time) {
                switch action {
                case .send(let value, let source): world.subject(source).send(.int(value))
                case .finish(let source): world.subject(source).send(completion: .finished)
                case .fail(let source, let message): world.subject(source).send(completion: .failure(StreamError(message)))
                case .subscribe(let lane, let demand):
                    let sink = RecordingSink(recorder: EventRecorder(name: "\(lane)", clock: clock), initialDemand: demand,
                                             perValueDemand: scenario.perValueDemand[lane] ?? .none)
                    sinks[lane] = sink
                    target.publisher.receive(subscriber: sink)
                case .cancel(let lane): sinks[lane]?.cancel()
                case .request(let lane, let demand): sinks[lane]?.request(demand)
                case .connect:
                    guard let connect = target.connect else {
                        Issue.record("connect in a scenario whose pipeline is not connectable", sourceLocation: sourceLocation)
                        return
                    }
                    connections.append(connect())
                case .disconnect: connections.popLast()?.cancel()
                }
            }
        }
        clock.run(until: scenario.horizon)
        var lanes = Lanes()
        for (lane, sink) in sinks {
            lanes[lane] = sink.recorder.records.compactMap(normalise)
        }
        return lanes
    }

    static func run(_ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
                    _ build: (OurWorld) -> any StreamCore.Publisher) -> Lanes {
        run(scenario, sourceLocation: sourceLocation) { OurTarget(publisher: build($0), connect: nil) }
    }

    static func runConnectable(_ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation,
                               _ build: (OurWorld) -> any StreamCore.ConnectablePublisher) -> Lanes {
        run(scenario, sourceLocation: sourceLocation) { world in
            let connectable = build(world)
            return OurTarget(publisher: connectable, connect: { connectable.connect() })
        }
    }

    private static func normalise(_ record: EventRecord) -> TimedEvent? {
        let event: LaneEvent
        switch record.kind {
        case .subscribe: event = .subscribe
        case .request, .synchronousRequest: return nil
        // Task events: no publisher in these differential tests records them.
        case .taskStarted, .cancelRequested, .returned, .suspended, .resumed, .waiting: return nil
        case .value(let value): event = normalise(value)
        case .finished: event = .finished
        case .failure(let error): event = .failure(error.message)
        case .cancel: event = .cancel
        }
        return TimedEvent(time: record.time, event: event)
    }

    private static func normalise(_ value: Value) -> LaneEvent {
        switch value {
        case .int(let number): return .value(number)
        case .array(let items), .tuple(let items):
            var numbers: [Int] = []
            for item in items {
                guard case .int(let number) = item else { return .other(value.literal) }
                numbers.append(number)
            }
            return .array(numbers)
        default: return .other(value.literal)
        }
    }
}
