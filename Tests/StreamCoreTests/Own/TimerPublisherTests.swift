import StreamCore
import Testing

/// `timer` is Combine's `Timer.publish(every:on:in:)` on the virtual clock. OpenCombine's
/// `Timer.TimerPublisher` runs on a Foundation `RunLoop` and stamps ticks with `Date()`, so it
/// cannot be driven by a virtual clock: these are our own tests, their expectations reasoned
/// from Apple's documentation ("a publisher that repeatedly emits the current date on the given
/// interval"; it is a `ConnectablePublisher`, so it emits only after `connect()` or
/// `autoconnect()`) and from OpenCombine's source (0.14.0, Timer+Publisher.swift: all
/// subscribers are fed by one timer, a tick is dropped for a subscriber without demand, and
/// cancelling the connection invalidates the timer and lets the subscribers go, without a
/// completion). Values are the tick's virtual time in milliseconds.
@Suite struct TimerPublisherTests {
    static func timer(_ world: OurWorld) -> TimerPublisher { TimerPublisher(clock: world.clock, interval: 100) }

    /// Without a connection nothing ticks, however long the run.
    @Test func nothingTicksBeforeConnect() {
        let lanes = OursRunner.runConnectable(Scenario(horizon: 1000), Self.timer)
        expectLanes(lanes, [1: "0:^"])
    }

    /// The first tick comes one interval after connect (not after subscription); every
    /// subscriber shares the same ticks, seeing those after it subscribed.
    @Test func connectStartsSharedTicks() {
        let scenario = Scenario(horizon: 400) {
            $0.subscribe(1, at: 0)
            $0.connect(at: 50)
            $0.subscribe(2, at: 200)
        }
        let lanes = OursRunner.runConnectable(scenario, Self.timer)
        expectLanes(lanes, [1: "0:^ 150:150 250:250 350:350", 2: "200:^ 250:250 350:350"])
    }

    /// Cancelling the connection stops the ticks, with no completion.
    @Test func cancellingTheConnectionStopsWithoutCompletion() {
        let scenario = Scenario(horizon: 1000) { $0.connect(at: 0); $0.disconnect(at: 250) }
        let lanes = OursRunner.runConnectable(scenario, Self.timer)
        expectLanes(lanes, [1: "0:^ 100:100 200:200"])
    }

    /// A tick that finds the subscriber without demand is lost for it; a later request
    /// admits the next tick, not a missed one.
    @Test func tickWithoutDemandIsLost() {
        let scenario = Scenario(horizon: 1000) {
            $0.subscribe(1, at: 0, demand: .none)
            $0.connect(at: 0)
            $0.request(1, .max(1), at: 250)
            $0.subscribe(2, at: 0, demand: .max(2))
        }
        let lanes = OursRunner.runConnectable(scenario, Self.timer)
        expectLanes(lanes, [1: "0:^ 300:300", 2: "0:^ 100:100 200:200"])
    }

    /// autoconnect connects on the first subscription (first tick one interval later); when
    /// its last subscriber cancels the timer stops, and the next subscriber starts a new one.
    @Test func autoconnectStartsAndStopsTheTimer() {
        let scenario = Scenario(horizon: 700) {
            $0.subscribe(1, at: 50)
            $0.cancel(1, at: 260)
            $0.subscribe(2, at: 400)
        }
        var timer: TimerPublisher?
        let lanes = OursRunner.run(scenario) { world in
            let made = Self.timer(world)
            timer = made
            return made.autoconnect()
        }
        expectLanes(lanes, [1: "50:^ 150:150 250:250 260:!", 2: "400:^ 500:500 600:600 700:700"])
        #expect(timer?.isConnected == true)
    }

    /// prefix ends its subscription, which is autoconnect's last: the timer stops.
    @Test func autoconnectStopsWhenPrefixEnds() {
        let world = OurWorld(currentValue: 0)
        let timer = Self.timer(world)
        var values: [Value] = []
        timer.autoconnect().prefix(2).sink { values.append($0) }
        world.clock.run(until: 1000)
        #expect(values == [.int(100), .int(200)])
        #expect(!timer.isConnected)
        #expect(timer.wasEverConnected)
        #expect(world.clock.run(until: 2000) == .idle)
    }

    /// A per-subscriber timer is `Deferred { timer.autoconnect() }`: each starts its own.
    @Test func deferredAutoconnectTimerIsPerSubscriber() {
        let scenario = Scenario(horizon: 350) { $0.subscribe(1, at: 0); $0.subscribe(2, at: 150) }
        let lanes = OursRunner.run(scenario) { world in
            DeferredPublisher { Self.timer(world).autoconnect() }
        }
        expectLanes(lanes, [1: "0:^ 100:100 200:200 300:300", 2: "150:^ 250:250 350:350"])
    }

    /// What the language needs to warn "timer … was never connected".
    @Test func reportsWhetherItWasEverConnected() {
        let world = OurWorld(currentValue: 0)
        let timer = Self.timer(world)
        timer.sink { _ in }
        #expect(!timer.wasEverConnected && !timer.isConnected)
        let connection = timer.connect()
        #expect(timer.wasEverConnected && timer.isConnected)
        connection.cancel()
        #expect(timer.wasEverConnected && !timer.isConnected)
    }
}
