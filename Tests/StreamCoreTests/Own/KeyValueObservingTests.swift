import StreamCore
import Testing

/// KVO's `publisher(for:options:)`. OpenCombine has no KVO (it needs the Objective-C
/// runtime), so these are our own tests, reasoned from Apple's documentation ("A Combine
/// publisher that produces a new element whenever the observed value changes"; options
/// default to `[.initial, .new]`; `.initial`: "a notification should be sent to the observer
/// immediately, before the observer registration method even returns") and from the Foundation
/// overlay's `KVOSubscription` (Publishers+KeyValueObserving.swift): observing starts at
/// subscription; the initial value is kept until the first demand; a change without demand is
/// dropped; each change sends the value after the set. A scenario's sends to `a` set the property.
@Suite struct KeyValueObservingTests {
    static func observe(_ world: OurWorld, initial: Bool = true) -> any StreamCore.Publisher {
        let property = PublishedSubject(.int(0))
        world.a.sink(receiveValue: { property.send($0) })
        return KeyValueObservingPublisher(property, initial: initial)
    }

    /// The default options send the current value first, then every change; nothing completes.
    @Test func theCurrentValueFirstThenEachChange() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 150); $0.sends("100:1 200:2 300:|") }
        let lanes = OursRunner.run(scenario) { Self.observe($0) }
        expectLanes(lanes, [1: "0:^ 0:0 100:1 200:2", 2: "150:^ 150:1 200:2"])
    }

    /// `[.new]`: changes only.
    @Test func newOnlySendsChangesOnly() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.sends("100:1 200:1") }
        let lanes = OursRunner.run(scenario) { Self.observe($0, initial: false) }
        // KVO reports every set, an equal value included.
        expectLanes(lanes, [1: "0:^ 100:1 200:1"])
    }

    /// Without demand a change is dropped; the first request gets the value kept when
    /// observing began (0), not the newer one, unlike a CurrentValueSubject.
    @Test func theKeptInitialValueWaitsForDemand() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.sends("100:1 200:2")
            $0.request(1, .max(1), at: 150)
            $0.request(1, .max(1), at: 250)
            $0.send(3, at: 300)
        }
        let lanes = OursRunner.run(scenario) { Self.observe($0) }
        expectLanes(lanes, [1: "0:^ 150:0 300:3"])
    }

    /// Demand 1 takes the initial value; a change then is dropped, and a later request
    /// brings back nothing until the next change.
    @Test func changesWithoutDemandAreLost() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.sends("100:1 200:2")
            $0.request(1, .max(1), at: 150)
        }
        let lanes = OursRunner.run(scenario) { Self.observe($0) }
        expectLanes(lanes, [1: "0:^ 0:0 200:2"])
    }

    /// Cancelling removes the observer: nothing after, and the property lets it go.
    @Test func cancellingStopsObserving() {
        let property = PublishedSubject(.int(0))
        let publisher = KeyValueObservingPublisher(property, initial: true)
        var seen: [Value] = []
        let sink = publisher.sink(receiveValue: { seen.append($0) })
        #expect(property.keyValueObservers.count == 1)
        property.send(.int(1))
        sink.cancel()
        #expect(property.keyValueObservers.count == 0)
        property.send(.int(2))
        #expect(seen == [.int(0), .int(1)])
    }

    /// KVO's didChange comes after the set: the value is stored, and `didSet` has run.
    @Test func aChangeArrivesAfterTheSetAndItsDidSet() {
        let property = PublishedSubject(.int(0))
        var log: [String] = []
        property.didSet.append { value, _ in log.append("didSet \(value)") }
        _ = KeyValueObservingPublisher(property, initial: false).sink(receiveValue: { _ in
            log.append("kvo \(property.value)")
        })
        property.send(.int(5))
        #expect(log == ["didSet 5", "kvo 5"])
    }
}
