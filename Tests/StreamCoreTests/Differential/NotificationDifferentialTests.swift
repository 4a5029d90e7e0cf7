import Foundation
import OpenCombine
import OpenCombineFoundation
import StreamCore
import Testing

/// `NotificationCenter.publisher(for:)` on both engines: OpenCombineFoundation's publisher on a
/// Foundation `NotificationCenter`, and StreamCore's `NotificationCenterModel`. A scenario's
/// sends to `a` are posts of the name (the value is the notification's object); finishing `a`
/// ends only the posting, never the observers. Apple: "Returns a publisher that emits events
/// when broadcasting notifications": hot, never completing, one observer per subscription,
/// which drops what is posted while it has no demand.
@Suite struct NotificationDifferentialTests {
    static let name = "didLogIn"

    static func ours(_ world: OurWorld) -> any StreamCore.Publisher {
        let center = NotificationCenterModel()
        let publisher = center.publisher(for: name)
        world.a.sink(receiveValue: { center.post(name, $0) })
        return publisher
    }

    /// Posts `a`'s values on a center of its own (tests run in parallel: never `.default`).
    static func theirs(_ world: TheirWorld, keeping bridges: inout [AnyCancellable]) -> some OpenCombine.Publisher<Int, Never> {
        let center = NotificationCenter()
        let notificationName = Notification.Name(name)
        bridges.append(world.a.sink(receiveCompletion: { _ in }) { center.post(name: notificationName, object: $0) })
        return center.ocombine.publisher(for: notificationName).map { $0.object as? Int ?? -1 }
    }

    func check(_ scenario: Scenario, expect: [Int: String], sourceLocation: SourceLocation = #_sourceLocation) {
        var bridges: [AnyCancellable] = []
        compare(scenario, ours: Self.ours, theirs: { Self.theirs($0, keeping: &bridges) }, expect: expect,
                sourceLocation: sourceLocation)
    }

    /// Hot: each subscriber sees the posts made while it is subscribed, and nothing completes.
    @Test func everySubscriberSeesThePostsWhileSubscribed() {
        check(Scenario {
            $0.subscribe(1, at: 0)
            $0.subscribe(2, at: 150)
            $0.sends("100:1 200:2 300:3 400:|")
            $0.cancel(1, at: 250)
        }, expect: [1: "0:^ 100:1 200:2 250:!", 2: "150:^ 200:2 300:3"])
    }

    /// A post made while a subscriber has no demand is dropped for it; a later request
    /// does not bring it back.
    @Test func postsWithoutDemandAreDropped() {
        check(Scenario {
            $0.subscribe(1, at: 0, demand: .none)
            $0.subscribe(2, at: 0, demand: .max(1))
            $0.sends("100:1 200:2 300:3")
            $0.request(1, .max(1), at: 150)
            $0.request(2, .max(1), at: 250)
        }, expect: [1: "0:^ 200:2", 2: "0:^ 100:1 300:3"])
    }

    /// No subscriber: posts go nowhere, and a late subscriber sees only later posts.
    @Test func postsBeforeSubscribingAreNotKept() {
        check(Scenario {
            $0.sends("100:1 300:2")
            $0.subscribe(1, at: 200)
        }, expect: [1: "200:^ 300:2"])
    }

    /// Our own: the name is declared by asking for its publisher; a post to another name is lost,
    /// and a cancelled observer is removed.
    @Test func theCenterKnowsItsNames() {
        let center = NotificationCenterModel()
        #expect(!center.isDeclared("didLogIn"))
        let publisher = center.publisher(for: "didLogIn")
        #expect(center.isDeclared("didLogIn"))
        #expect(center.publisher(for: "didLogIn") === publisher)
        var seen: [Value] = []
        let sink = publisher.sink(receiveValue: { seen.append($0) })
        center.post("didLogOut", .int(1))
        center.post("didLogIn", .int(2))
        #expect(seen == [.int(2)])
        #expect(center.observerCount("didLogIn") == 1)
        sink.cancel()
        #expect(center.observerCount("didLogIn") == 0)
        center.post("didLogIn", .int(3))
        #expect(seen == [.int(2)])
    }
}
