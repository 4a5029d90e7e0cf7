import OpenCombine
import StreamCore
import Testing

/// handleEvents on both engines: every hook writes "TIME:hook argument" to a log, and the two
/// logs must be the same (and the values pass through unchanged, as the lanes show). The
/// expected logs are worked out from OpenCombine 0.14's `Publishers.HandleEvents.Inner`:
/// subscription before the downstream subscribes, request for each request from below and
/// for the demand a value returns when above zero, output before the value goes down,
/// completion before it goes down, cancel before the upstream is cancelled, nothing after
/// the end.
@Suite struct HandleEventsDifferentialTests {
    /// Hooks that log on StreamCore, with the clock's time.
    static func ourHooks(_ world: OurWorld, _ log: Log) -> EventHooks {
        let now = { world.clock.now }
        return EventHooks(subscription: { log.add("\(now()):subscription") },
                          output: { log.add("\(now()):output \($0)") },
                          completion: { log.add("\(now()):completion \(Self.describe($0))") },
                          cancel: { log.add("\(now()):cancel") },
                          request: { log.add("\(now()):request \($0)") })
    }

    static func describe(_ completion: StreamCore.Completion) -> String {
        switch completion {
        case .finished: "finished"
        case .failure(let error): "failure(\(error.message))"
        }
    }

    /// The same hooks on OpenCombine.
    static func theirHooks(_ world: TheirWorld, _ log: Log,
                           _ upstream: OpenCombine.PassthroughSubject<Int, TestError>)
        -> Publishers.HandleEvents<OpenCombine.PassthroughSubject<Int, TestError>> {
        let now = { world.scheduler.nowMs }
        return upstream.handleEvents(
            receiveSubscription: { _ in log.add("\(now()):subscription") },
            receiveOutput: { log.add("\(now()):output \($0)") },
            receiveCompletion: { completion in
                switch completion {
                case .finished: log.add("\(now()):completion finished")
                case .failure(let error): log.add("\(now()):completion failure(\(error.message))")
                }
            },
            receiveCancel: { log.add("\(now()):cancel") },
            receiveRequest: { log.add("\(now()):request \($0)") })
    }

    final class Log {
        var entries: [String] = []
        func add(_ entry: String) { entries.append(entry) }
    }

    /// The standard scenarios (1, 2, 3, 2, finished at 400; the failure one 1, 2, "boom" at
    /// 200; the later request asks for 1 at 150 and 1 at 450). The sink's requests return no
    /// more demand, so the request hook sees only the subscriber's own requests; one at 450,
    /// after the end, runs no hook.
    @Test(arguments: Standard.allCases)
    func hooksRunInCombinesOrder(_ standard: Standard) {
        let (ours, theirs) = (Log(), Log())
        compare(standard, ours: { $0.a.handleEvents(Self.ourHooks($0, ours)) },
                theirs: { Self.theirHooks($0, theirs, $0.a) },
                table: [.values: "0:^ 0:1 100:2 200:3 300:2 400:|",
                        .demandZero: "0:^ 400:|",
                        .demandOne: "0:^ 0:1 400:|",
                        .laterRequest: "0:^ 200:3 400:|",
                        .empty: "0:^ 100:|",
                        .failure: "0:^ 0:1 100:2 200:#boom"])
        let expected: [Standard: [String]] = [
            .values: ["0:subscription", "0:request unlimited", "0:output 1", "100:output 2", "200:output 3",
                      "300:output 2", "400:completion finished"],
            .demandZero: ["0:subscription", "400:completion finished"],
            .demandOne: ["0:subscription", "0:request max(1)", "0:output 1", "400:completion finished"],
            .laterRequest: ["0:subscription", "150:request max(1)", "200:output 3", "400:completion finished"],
            .empty: ["0:subscription", "0:request unlimited", "100:completion finished"],
            .failure: ["0:subscription", "0:request unlimited", "0:output 1", "100:output 2",
                       "200:completion failure(boom)"],
        ]
        #expect(ours.entries == theirs.entries, "StreamCore \(ours.entries)\nOpenCombine \(theirs.entries)")
        #expect(ours.entries == expected[standard])
    }

    /// A cancel at 150 runs the cancel hook once; nothing runs after it (the 200 and 300
    /// values and the finish at 400 find no subscription).
    @Test func cancelRunsTheCancelHookThenNothing() {
        let (ours, theirs) = (Log(), Log())
        compare(Standard.values.scenario { $0.cancel(1, at: 150) },
                ours: { $0.a.handleEvents(Self.ourHooks($0, ours)) },
                theirs: { Self.theirHooks($0, theirs, $0.a) },
                expect: [1: "0:^ 0:1 100:2 150:!"])
        #expect(ours.entries == theirs.entries, "StreamCore \(ours.entries)\nOpenCombine \(theirs.entries)")
        #expect(ours.entries == ["0:subscription", "0:request unlimited", "0:output 1", "100:output 2", "150:cancel"])
    }

    /// Demand a downstream stage returns for a value reaches the request hook after that
    /// value's output hook: `output(in: 2...3)` with demand 1 skips indices 0 and 1, asking
    /// for one more each time; 3 (index 2) uses the subscriber's demand, so the 2 at 300
    /// finds none upstream and is dropped by the subject.
    @Test func demandReturnedForAValueIsAReportedRequest() {
        let (ours, theirs) = (Log(), Log())
        compare(Standard.demandOne.scenario,
                ours: { $0.a.handleEvents(Self.ourHooks($0, ours)).output(in: 2...3) },
                theirs: { Self.theirHooks($0, theirs, $0.a).output(in: 2...3) },
                expect: [1: "0:^ 200:3 400:|"])
        #expect(ours.entries == theirs.entries, "StreamCore \(ours.entries)\nOpenCombine \(theirs.entries)")
        #expect(ours.entries == ["0:subscription", "0:request max(1)", "0:output 1", "0:request max(1)",
                                 "100:output 2", "100:request max(1)", "200:output 3", "400:completion finished"])
    }
}
