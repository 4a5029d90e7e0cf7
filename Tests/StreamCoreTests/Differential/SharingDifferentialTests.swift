import OpenCombine
import StreamCore
import Testing

/// share, multicast, makeConnectable + connect and autoconnect on both engines
/// (SEMANTICS.md, "Sharing"). The upstream is usually a cold source, so a restart shows.
/// Combine's `makeConnectable()` needs `Failure == Never`; `Publishers.MakeConnectable(upstream:)`
/// is the same publisher without that constraint.
@Suite struct SharingDifferentialTests {
    static let script = "100:1 200:2 300:3 400:|"

    /// The first subscriber starts the upstream; a later one misses what came before it.
    @Test func shareLateSubscriberMissesValues() {
        compare(Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 150) },
                ours: { $0.cold(Self.script).share() }, theirs: { $0.cold(Self.script).share() },
                expect: [1: "0:^ 100:1 200:2 300:3 400:|", 2: "150:^ 200:2 300:3 400:|"])
    }

    /// When every subscriber has cancelled, the upstream is cancelled; the next subscriber
    /// starts it again from the beginning.
    @Test func shareRestartsAfterAllSubscribersCancel() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.subscribe(2, at: 50)
            $0.cancel(1, at: 120)
            $0.cancel(2, at: 150)
            $0.subscribe(3, at: 500)
        }
        compare(scenario, ours: { $0.cold(Self.script).share() }, theirs: { $0.cold(Self.script).share() },
                expect: [1: "0:^ 100:1 120:!", 2: "50:^ 100:1 150:!", 3: "500:^ 600:1 700:2 800:3 900:|"])
    }

    /// One cancel out of two does not stop the upstream.
    @Test func shareKeepsRunningWhileOneSubscriberRemains() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 50); $0.cancel(1, at: 150) }
        compare(scenario, ours: { $0.cold(Self.script).share() }, theirs: { $0.cold(Self.script).share() },
                expect: [1: "0:^ 100:1 150:!", 2: "50:^ 100:1 200:2 300:3 400:|"])
    }

    /// After the upstream finished, the shared subject is finished too: a new subscriber
    /// gets only the completion, and the upstream is not restarted.
    @Test func shareDoesNotRestartAfterFinish() {
        compare(Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 500) },
                ours: { $0.cold(Self.script).share() }, theirs: { $0.cold(Self.script).share() },
                expect: [1: "0:^ 100:1 200:2 300:3 400:|", 2: "500:^ 500:|"])
    }

    /// Nothing flows until connect (at 150, so the cold script runs from 150).
    @Test func multicastWaitsForConnect() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.subscribe(2, at: 50)
            $0.connect(at: 150)
            $0.subscribe(3, at: 300)
        }
        compareConnectable(scenario,
                           ours: { $0.cold(Self.script).multicast { StreamCore.PassthroughSubject() } },
                           theirs: { $0.cold(Self.script).multicast(subject: OpenCombine.PassthroughSubject()) },
                           expect: [1: "0:^ 250:1 350:2 450:3 550:|", 2: "50:^ 250:1 350:2 450:3 550:|",
                                    3: "300:^ 350:2 450:3 550:|"])
    }

    /// With a CurrentValueSubject, every subscriber first gets the current value — before the
    /// connect too. Connected at 50, the cold script emits at 150, 250, 350 and ends at 450;
    /// subscriber 2's subscription at 250 was scheduled before the script's 250 event, so it
    /// first gets the current value 1, then 2.
    @Test func multicastCurrentValueSubjectGivesCurrentValue() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.connect(at: 50)
            $0.subscribe(2, at: 250)
        }
        compareConnectable(scenario,
                           ours: { $0.cold(Self.script).multicast { StreamCore.CurrentValueSubject(.int(0)) } },
                           theirs: { $0.cold(Self.script).multicast(subject: OpenCombine.CurrentValueSubject(0)) },
                           expect: [1: "0:^ 0:0 150:1 250:2 350:3 450:|", 2: "250:^ 250:1 250:2 350:3 450:|"])
    }

    /// makeConnectable on a hot subject: values before connect and after the connection is
    /// cancelled are not relayed; a second connect relays again.
    @Test func makeConnectableConnectAndDisconnect() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.send(1, at: 50)
            $0.connect(at: 100)
            $0.send(2, at: 150)
            $0.disconnect(at: 200)
            $0.send(3, at: 250)
            $0.connect(at: 300)
            $0.sends("350:4 400:|")
        }
        compareConnectable(scenario, ours: { $0.a.makeConnectable() }, theirs: { Publishers.MakeConnectable(upstream: $0.a) },
                           expect: [1: "0:^ 150:2 350:4 400:|"])
    }

    /// autoconnect connects with the first subscriber, like share.
    @Test func autoconnectConnectsOnFirstSubscriber() {
        compare(Scenario { $0.subscribe(1, at: 100); $0.subscribe(2, at: 250) },
                ours: { $0.cold(Self.script).makeConnectable().autoconnect() },
                theirs: { Publishers.MakeConnectable(upstream: $0.cold(Self.script)).autoconnect() },
                expect: [1: "100:^ 200:1 300:2 400:3 500:|", 2: "250:^ 300:2 400:3 500:|"])
    }

    /// autoconnect over a CurrentValueSubject multicast: each subscriber starts with the
    /// current value.
    @Test func autoconnectCurrentValueMulticast() {
        compare(Scenario { $0.subscribe(1, at: 0); $0.subscribe(2, at: 150) },
                ours: { $0.cold(Self.script).multicast { StreamCore.CurrentValueSubject(.int(0)) }.autoconnect() },
                theirs: { $0.cold(Self.script).multicast(subject: OpenCombine.CurrentValueSubject(0)).autoconnect() },
                expect: [1: "0:^ 0:0 100:1 200:2 300:3 400:|", 2: "150:^ 150:1 200:2 300:3 400:|"])
    }

    /// A synchronous upstream connected before anyone subscribes: Combine's PassthroughSubject
    /// asks its upstream for values only once one of its subscribers has demand, so the
    /// values wait for the first subscriber instead of being lost.
    @Test func connectBeforeSubscribeWaitsForDemand() {
        let scenario = Scenario { $0.connect(at: 0); $0.subscribe(1, at: 100); $0.subscribe(2, at: 200) }
        compareConnectable(scenario,
                           ours: { $0.sequence([1, 2]).makeConnectable() },
                           theirs: { Publishers.MakeConnectable(upstream: $0.sequence([1, 2])) },
                           expect: [1: "100:^ 100:1 100:2 100:|", 2: "200:^ 200:|"])
    }
}
