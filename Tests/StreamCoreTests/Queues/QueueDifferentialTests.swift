import OpenCombine
import StreamCore
import Testing

/// `receive(on:)`, `subscribe(on:)` and time operators on a background queue, on both engines:
/// the same script, one log per engine of (time, queue, event) in the order things happened.
/// Each expected log is reasoned out from OpenCombine 0.14.0's `ReceiveOn`/`SubscribeOn`
/// sources and docs/SCHEDULER-SEMANTICS.md, so a test fails if both engines agree on a
/// wrong answer too.
@Suite struct QueueDifferentialTests {
    private func compareLogs<P: OpenCombine.Publisher>(
        _ script: QueueScript,
        ours: (any StreamCore.Publisher, VirtualClock) -> any StreamCore.Publisher,
        theirs: (AnyPublisher<Int, TestError>, OCQueues) -> P,
        expect: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) where P.Output == Int, P.Failure == TestError {
        let ourLog = OursQueueRunner.run(script, ours)
        let theirLog = TheirsQueueRunner.run(script, theirs)
        #expect(ourLog == theirLog, "engines disagree\nStreamCore:  \(ourLog)\nOpenCombine: \(theirLog)",
                sourceLocation: sourceLocation)
        #expect(ourLog == expect, "StreamCore\n  expected: \(expect)\n    actual: \(ourLog)", sourceLocation: sourceLocation)
    }

    private static let sendAndMark = QueueScript(steps: [(100, .send(1)), (100, .mark), (200, .finish)])

    /// Without a hop the value is delivered inside the send, before the marker due at the same instant.
    @Test func withoutAHopTheValueComesBeforeWorkAlreadyDue() {
        compareLogs(Self.sendAndMark, ours: { upstream, _ in upstream }, theirs: { upstream, _ in upstream },
                    expect: ["0 main up^", "0 main ^", "0 main req unlimited", "100 main 1", "100 main mark", "200 main |"])
    }

    /// receive(on: main) queues the value at the same instant, behind the marker already due there.
    @Test func receiveOnMainDeliversAfterWorkAlreadyDue() {
        compareLogs(Self.sendAndMark,
                    ours: { upstream, clock in upstream.receive(on: .main, clock: clock) },
                    theirs: { upstream, queues in upstream.receive(on: queues.main) },
                    expect: ["0 main up^", "0 main ^", "0 main req unlimited",
                             "100 main mark", "100 main 1", "200 main |"])
    }

    /// receive(on: background) moves values and completion, not the subscription or the request.
    @Test func receiveOnBackgroundMovesValuesAndCompletion() {
        compareLogs(Self.sendAndMark,
                    ours: { upstream, clock in upstream.receive(on: .background, clock: clock) },
                    theirs: { upstream, queues in upstream.receive(on: queues.background) },
                    expect: ["0 main up^", "0 main ^", "0 main req unlimited",
                             "100 main mark", "100 background 1", "200 background |"])
    }

    /// A value queued before the completion still arrives; demand the sink never gave is
    /// not invented: with demand 1, receive(on:) hands on what the subject sent for it.
    @Test func receiveOnKeepsOrderAndDemand() {
        var script = QueueScript(steps: [(100, .send(1)), (100, .send(2)), (100, .finish)])
        script.demand = 1
        compareLogs(script,
                    ours: { upstream, clock in upstream.receive(on: .background, clock: clock) },
                    theirs: { upstream, queues in upstream.receive(on: queues.background) },
                    expect: ["0 main up^", "0 main ^", "0 main req 1", "100 background 1", "100 background |"])
    }

    /// subscribe(on: background) moves the subscription and the request to the queue, at the
    /// same instant; a value sent before that scheduled subscription ran is lost; values
    /// themselves stay on the queue they were sent on; the cancel is moved too.
    @Test func subscribeOnMovesSubscriptionRequestAndCancel() {
        var script = QueueScript(steps: [(100, .send(1)), (150, .cancel), (200, .send(2))])
        script.immediately = [0]
        compareLogs(script,
                    ours: { upstream, clock in upstream.subscribe(on: .background, clock: clock) },
                    theirs: { upstream, queues in upstream.subscribe(on: queues.background) },
                    expect: ["0 background up^", "0 background ^", "0 background req unlimited",
                             "100 main 1", "150 background !"])
    }

    /// A later request is moved too: with demand 1, the subject drops 2 (no demand yet); the
    /// request made on main at 200 reaches the subject on background at 200; 3 then arrives.
    @Test func subscribeOnMovesALaterRequest() {
        var script = QueueScript(steps: [(100, .send(1)), (100, .send(2)), (200, .request(1)), (300, .send(3))])
        script.demand = 1
        compareLogs(script,
                    ours: { upstream, clock in upstream.subscribe(on: .background, clock: clock) },
                    theirs: { upstream, queues in upstream.subscribe(on: queues.background) },
                    expect: ["0 background up^", "0 background ^", "0 background req 1",
                             "100 main 1", "200 background req 1", "300 main 3"])
    }

    /// The same script without subscribe(on:): 0, sent right after subscribing, arrives.
    @Test func withoutSubscribeOnTheImmediateValueArrives() {
        var script = QueueScript(steps: [(100, .send(1)), (150, .cancel), (200, .send(2))])
        script.immediately = [0]
        compareLogs(script, ours: { upstream, _ in upstream }, theirs: { upstream, _ in upstream },
                    expect: ["0 main up^", "0 main ^", "0 main req unlimited", "0 main 0", "100 main 1", "150 main !"])
    }

    /// SEMANTICS.md's worked example: debounce on a background queue delivers 3@500 and 5@1000
    /// there, and the completion too; receive(on: main) brings them back to main at the same times.
    @Test(arguments: [false, true])
    func debounceOnBackgroundThenReceiveOnMain(hopBack: Bool) {
        let script = QueueScript(steps: [(0, .send(1)), (100, .send(2)), (200, .send(3)), (600, .send(4)),
                                         (700, .send(5)), (1500, .finish)])
        let queue = hopBack ? "main" : "background"
        compareLogs(script,
                    ours: { upstream, clock in
                        let debounced = upstream.debounce(300, on: clock, queue: .background)
                        return hopBack ? debounced.receive(on: .main, clock: clock) : debounced
                    },
                    theirs: { upstream, queues in
                        let debounced = upstream.debounce(for: .ms(300), scheduler: queues.background).eraseToAnyPublisher()
                        return hopBack ? debounced.receive(on: queues.main).eraseToAnyPublisher() : debounced
                    },
                    expect: ["0 main up^", "0 main ^", "0 main req unlimited",
                             "500 \(queue) 3", "1000 \(queue) 5", "1500 \(queue) |"])
    }

    /// delay on background delivers there; the subscription stays on main.
    @Test func delayDeliversOnItsQueue() {
        let script = QueueScript(steps: [(0, .send(1)), (100, .send(2)), (400, .finish)])
        compareLogs(script,
                    ours: { upstream, clock in upstream.delay(250, on: clock, queue: .background) },
                    theirs: { upstream, queues in upstream.delay(for: .ms(250), scheduler: queues.background) },
                    expect: ["0 main up^", "0 main ^", "0 main req unlimited",
                             "250 background 1", "350 background 2", "650 background |"])
    }

    /// throttle on background emits there, the first value of a window included (it is
    /// scheduled), and the completion too: it is scheduled even when nothing is pending.
    /// OpenCombine's throttle asks upstream before handing its subscription down (a
    /// known handshake difference, `HandshakeDeviationTests`), so the request line is left
    /// out of the comparison.
    @Test func throttleEmitsOnItsQueue() {
        let script = QueueScript(steps: [(0, .send(1)), (100, .send(2)), (400, .finish)])
        let withoutRequest = { (log: [String]) in log.filter { !$0.hasSuffix("req unlimited") } }
        let ours = withoutRequest(OursQueueRunner.run(script) { upstream, clock in
            upstream.throttle(300, latest: true, on: clock, queue: .background)
        })
        let theirs = withoutRequest(TheirsQueueRunner.run(script) { upstream, queues in
            upstream.throttle(for: .ms(300), scheduler: queues.background, latest: true)
        })
        #expect(ours == theirs, "engines disagree\nStreamCore:  \(ours)\nOpenCombine: \(theirs)")
        #expect(ours == ["0 main up^", "0 main ^", "0 background 1", "300 background 2", "400 background |"])
    }

    /// timeout on background: values hop there at once; the timeout's own completion too.
    @Test func timeoutDeliversOnItsQueue() {
        let script = QueueScript(steps: [(100, .send(1))])
        compareLogs(script,
                    ours: { upstream, clock in upstream.timeout(200, on: clock, queue: .background) },
                    theirs: { upstream, queues in upstream.timeout(.ms(200), scheduler: queues.background) },
                    expect: ["0 main up^", "0 main ^", "0 main req unlimited",
                             "100 background 1", "300 background !", "300 background |"])
    }
}
