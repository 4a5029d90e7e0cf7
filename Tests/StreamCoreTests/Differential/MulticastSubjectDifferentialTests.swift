import OpenCombine
import StreamCore
import Testing

/// `multicast(subject:)` with a subject its owner also drives (issue 20's `multicast subject
/// NAME`), on both engines: the pipeline is `a.multicast(subject: b)` (or `cv`), and the script
/// sends to `b` directly too. Subscribers subscribe to the multicast, which subscribes them to
/// the subject at once; only the upstream waits for `connect`.
@Suite struct MulticastSubjectDifferentialTests {
    static func ours(_ world: OurWorld) -> any StreamCore.ConnectablePublisher { world.a.multicast(subject: world.b) }
    static func theirs(_ world: TheirWorld) -> Publishers.Multicast<TheirWorld.Subject, TheirWorld.Subject> {
        world.a.multicast(subject: world.b)
    }

    /// A direct send to b reaches the multicast's subscriber before any connect; a's 1 is sent
    /// before the connect and reaches nobody; a's finish completes b, so b's later 8 is ignored.
    @Test func directSendsPassAndTheUpstreamWaitsForConnect() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.send(5, to: .b, at: 50)
            $0.send(1, at: 60)
            $0.connect(at: 100)
            $0.send(2, at: 150)
            $0.send(7, to: .b, at: 200)
            $0.finish(at: 300)
            $0.send(8, to: .b, at: 350)
        }
        compareConnectable(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 50:5 150:2 200:7 300:|"])
    }

    /// Demand 0: b asks its upstream for nothing until one of its subscribers has demand, so
    /// a's 1 finds no demand; the request at 150 lets 2 through, and 3 finds no demand again.
    @Test func demandZeroThenALaterRequest() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.connect(at: 50)
            $0.sends("100:1 200:2 300:3 400:|")
            $0.request(1, .max(1), at: 150)
        }
        compareConnectable(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 200:2 400:|"])
    }

    @Test func demandOne() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.connect(at: 50)
            $0.sends("100:1 200:2 300:|")
        }
        compareConnectable(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 100:1 300:|"])
    }

    @Test func emptyUpstream() {
        let scenario = Scenario { $0.subscribe(1, at: 0); $0.connect(at: 50); $0.finish(at: 100) }
        compareConnectable(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "0:^ 100:|"])
    }

    /// The failure passes through b, which stays failed: a later subscriber gets it at once.
    @Test func failurePassesThroughTheSubject() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.connect(at: 50)
            $0.sends("100:1 200:#boom")
            $0.subscribe(2, at: 300)
        }
        compareConnectable(scenario, ours: Self.ours, theirs: Self.theirs,
                           expect: [1: "0:^ 100:1 200:#boom", 2: "300:^ 300:#boom"])
    }

    /// Connected before anyone subscribed: b has no demand, so a's 1 is dropped at a; once a
    /// subscriber asks, the connection asks a for everything.
    @Test func connectBeforeSubscribing() {
        let scenario = Scenario {
            $0.connect(at: 0)
            $0.send(1, at: 50)
            $0.subscribe(1, at: 100)
            $0.send(2, at: 150)
            $0.finish(at: 200)
        }
        compareConnectable(scenario, ours: Self.ours, theirs: Self.theirs, expect: [1: "100:^ 150:2 200:|"])
    }

    /// Through a CurrentValueSubject: its value reaches a subscriber at subscription, before
    /// the connect; a direct send changes it; a later subscriber starts with the current value.
    @Test func currentValueSubject() {
        let scenario = Scenario(currentValue: 4) {
            $0.subscribe(1, at: 0)
            $0.send(6, to: .cv, at: 50)
            $0.connect(at: 100)
            $0.send(1, at: 150)
            $0.subscribe(2, at: 200)
            $0.finish(at: 300)
        }
        compareConnectable(scenario, ours: { $0.a.multicast(subject: $0.cv) }, theirs: { $0.a.multicast(subject: $0.cv) },
                           expect: [1: "0:^ 0:4 50:6 150:1 300:|", 2: "200:^ 200:1 300:|"])
    }

    /// A CurrentValueSubject subscriber with no demand that later requests gets the value
    /// current then (2), not the ones it missed.
    @Test func currentValueSubjectDemandZeroThenRequest() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.connect(at: 50)
            $0.sends("100:1 200:2 300:3 400:|")
            $0.request(1, .max(1), at: 250)
        }
        compareConnectable(scenario, ours: { $0.a.multicast(subject: $0.cv) }, theirs: { $0.a.multicast(subject: $0.cv) },
                           expect: [1: "0:^ 250:2 400:|"])
    }
}

/// `multicast(_:)`, the factory (issue 20's `multicast { subject }` / `multicast { current V }`),
/// on both engines. OpenCombine's `Publishers.Multicast` calls the factory once, when the
/// subject is first needed (`lazySubject`, on the first subscribe or connect), and keeps that
/// subject: a second connect does not make a fresh one.
@Suite struct MulticastFactoryDifferentialTests {
    /// What each engine counted: upstream subscriptions and subjects made.
    final class Counts {
        var upstreamSubscriptions = 0
        var subjectsMade = 0
    }

    /// After the upstream finished, a second connect subscribes the cold upstream again (its
    /// subscription side effect happens), but into the same, completed subject: subscribers
    /// after it get only the completion, and the factory ran once.
    @Test func aSecondConnectAfterCompletionReusesTheCompletedSubject() {
        let script = "100:1 200:|"
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.connect(at: 0)
            $0.subscribe(2, at: 400)
            $0.connect(at: 500)
            $0.subscribe(3, at: 700)
        }
        let ourCounts = Counts(), theirCounts = Counts()
        compareConnectable(scenario, ours: { world in
            world.cold(script).handleEvents(EventHooks(subscription: { ourCounts.upstreamSubscriptions += 1 }))
                .multicast { ourCounts.subjectsMade += 1; return StreamCore.PassthroughSubject() }
        }, theirs: { world in
            world.cold(script).handleEvents(receiveSubscription: { _ in theirCounts.upstreamSubscriptions += 1 })
                .multicast { theirCounts.subjectsMade += 1; return OpenCombine.PassthroughSubject<Int, TestError>() }
        }, expect: [1: "0:^ 100:1 200:|", 2: "400:^ 400:|", 3: "700:^ 700:|"])
        #expect(ourCounts.upstreamSubscriptions == 2 && theirCounts.upstreamSubscriptions == 2)
        #expect(ourCounts.subjectsMade == 1 && theirCounts.subjectsMade == 1)
    }

    /// A connection cancelled and made again feeds the same CurrentValueSubject: the subscriber
    /// got 3 at subscription, stays subscribed, and sees the cold upstream start over.
    @Test func reconnectingAfterACancelKeepsTheSubject() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0)
            $0.connect(at: 50)
            $0.disconnect(at: 200)
            $0.connect(at: 300)
        }
        let ourCounts = Counts(), theirCounts = Counts()
        compareConnectable(scenario, ours: { world in
            world.cold("100:1 200:2 300:|").multicast { ourCounts.subjectsMade += 1; return StreamCore.CurrentValueSubject(.int(3)) }
        }, theirs: { world in
            world.cold("100:1 200:2 300:|")
                .multicast { theirCounts.subjectsMade += 1; return OpenCombine.CurrentValueSubject<Int, TestError>(3) }
        }, expect: [1: "0:^ 0:3 150:1 400:1 500:2 600:|"])
        #expect(ourCounts.subjectsMade == 1 && theirCounts.subjectsMade == 1)
    }

    /// The standard scenarios, connected at 0 just after a's first value (so 1 reaches
    /// nobody). A PassthroughSubject asks its upstream for nothing until a subscriber has
    /// demand; a CurrentValueSubject asks at once, keeps the newest value, and hands it to a
    /// subscriber when it asks (2 at 150 in `laterRequest`).
    static let passthroughTable: [Standard: String] = [
        .values: "0:^ 100:2 200:3 300:2 400:|", .demandZero: "0:^ 400:|", .demandOne: "0:^ 100:2 400:|",
        .laterRequest: "0:^ 200:3 400:|", .empty: "0:^ 100:|", .failure: "0:^ 100:2 200:#boom",
    ]
    static let currentValueTable: [Standard: String] = [
        .values: "0:^ 0:9 100:2 200:3 300:2 400:|", .demandZero: "0:^ 400:|", .demandOne: "0:^ 0:9 400:|",
        .laterRequest: "0:^ 150:2 400:|", .empty: "0:^ 0:9 100:|", .failure: "0:^ 0:9 100:2 200:#boom",
    ]

    @Test(arguments: Standard.allCases)
    func standardScenarios(_ standard: Standard) {
        let scenario = standard.scenario { $0.connect(at: 0) }
        compareConnectable(scenario, ours: { $0.a.multicast { StreamCore.PassthroughSubject() } },
                           theirs: { $0.a.multicast { OpenCombine.PassthroughSubject<Int, TestError>() } },
                           expect: [1: Self.passthroughTable[standard]!])
        compareConnectable(scenario, ours: { $0.a.multicast { StreamCore.CurrentValueSubject(.int(9)) } },
                           theirs: { $0.a.multicast { OpenCombine.CurrentValueSubject<Int, TestError>(9) } },
                           expect: [1: Self.currentValueTable[standard]!])
    }

    /// Demand 1 with a later request, through a factory-made PassthroughSubject.
    @Test func demandOneThenALaterRequest() {
        let scenario = Scenario {
            $0.subscribe(1, at: 0, demand: .max(1))
            $0.connect(at: 0)
            $0.sends("100:1 200:2 300:3 400:|")
            $0.request(1, .max(1), at: 250)
        }
        compareConnectable(scenario, ours: { $0.a.multicast { StreamCore.PassthroughSubject() } },
                           theirs: { $0.a.multicast { OpenCombine.PassthroughSubject<Int, TestError>() } },
                           expect: [1: "0:^ 100:1 300:3 400:|"])
    }
}
