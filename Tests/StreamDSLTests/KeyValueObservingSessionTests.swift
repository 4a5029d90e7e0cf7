@testable import StreamDSL
import Testing

/// `kvo vm.p [new]` in a session (issue 20): KVO's `publisher(for: \.p)` with the default
/// options `[.initial, .new]` (the current value first), or `[.new]`. Expected lanes follow
/// Apple's documentation and the Foundation overlay (see KeyValueObservingTests).
@Suite struct KeyValueObservingSessionTests {
    static func lab() -> Playground {
        let lab = Playground()
        lab.accept("object vm")
        lab.accept("published vm.count = 0")
        return lab
    }

    @Test func theCurrentValueFirstThenEachSet() {
        let lab = Self.lab()
        lab.accept("kvo vm.count | sink as all")
        lab.accept("kvo vm.count new | sink as changes")
        lab.accept("set vm.count 1 @100ms")
        lab.accept("at 150ms: kvo vm.count | sink as late")
        lab.accept("set vm.count 1 @200ms")
        lab.accept("run")
        #expect(lab.events("all") == ["^@0", "0@0", "1@100", "1@200"])
        #expect(lab.events("changes") == ["^@0", "1@100", "1@200"])
        #expect(lab.events("late") == ["^@150", "1@150", "1@200"])
    }

    /// `vm.$count` publishes in willSet (a sink reading vm.count sees the old value); KVO
    /// after the set (it sees the new one).
    @Test func kvoArrivesAfterTheSetWhereThePublishedPublisherComesBefore() {
        let lab = Self.lab()
        lab.accept("vm.$count | map vm.count | sink as willSet")
        lab.accept("kvo vm.count new | map vm.count | sink as didChange")
        lab.accept("set vm.count 5 @100ms")
        lab.accept("run")
        #expect(lab.events("willSet") == ["^@0", "0@0", "0@100"])
        #expect(lab.events("didChange") == ["^@0", "5@100"])
    }

    @Test func theFirstDemandGetsTheValueKeptAtSubscription() {
        let lab = Self.lab()
        lab.accept("kvo vm.count | sink demand 0 as lazy")
        lab.accept("set vm.count 1 @100ms")
        lab.accept("request lazy 1 @200ms")
        lab.accept("run")
        #expect(lab.events("lazy") == ["^@0", "0@200"])
    }

    @Test func kvoNeedsAnObjectsProperty() {
        let lab = Self.lab()
        lab.accept("subject a")
        #expect(errorHeadlines(lab.reject("kvo vm | sink")).count == 1)
        #expect(errorHeadlines(lab.reject("kvo vm.missing | sink")).count == 1)
        #expect(errorHeadlines(lab.reject("kvo a.count | sink")).count == 1)
        #expect(errorHeadlines(lab.reject("kvo vm.$count | sink")).count == 1)
        #expect(errorHeadlines(lab.reject("kvo vm.objectWillChange | sink")).count == 1)
        #expect(diagnosticLocations(lab.reject("kvo nobody.count | sink")) == ["1:5"])
        lab.accept("run")
        #expect(!lab.laneNames.contains { $0.hasPrefix("kvo") })
    }

    @Test func anObservablePropertyHasNoKVOPublisher() {
        let lab = Playground()
        lab.accept("object m")
        lab.accept("observable m.n = 0")
        lab.reject("kvo m.n | sink")
    }
}
