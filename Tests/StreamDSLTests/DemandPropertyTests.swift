import StreamCore
@testable import StreamDSL
import StreamLanguage
import Testing
import TestSupport

/// The demand contract as a property: random pipelines built from every operator of the
/// registry, fed random timelines, with random demand at the sink (unlimited, 0, 1, N) and
/// later `request`s. With `:set stages on` every stage boundary is probed, and no boundary
/// may deliver more values than were requested across it.
@Suite struct DemandPropertyTests {
    /// One stage (or a short run of stages, where an operator needs a partner) per operator.
    static let generators: [String: @Sendable (inout SplitMix64) -> String] = [
        "map": { _ in "map x + 1" },
        "tryMap": { rng in #"tryMap x > \#(rng.int(in: 5...9)) ? fail("big") : x"# },
        "compactMap": { _ in "compactMap x % 3 == 0 ? nil : x" },
        "replaceNil": { _ in "map x % 2 == 0 ? nil : x | replaceNil 0" },
        "scan": { _ in "scan 0, acc + x" },
        "tryScan": { _ in #"tryScan 0, acc > 20 ? fail("over") : acc + x"# },
        "filter": { _ in "filter x % 2 == 0" },
        "tryFilter": { _ in #"tryFilter x > 8 ? fail("nine") : x % 2 == 1"# },
        "removeDuplicates": { rng in rng.chance(50) ? "removeDuplicates" : "removeDuplicates by x - prev < 2" },
        "first": { rng in rng.chance(50) ? "first" : "first x > 3" },
        "last": { rng in rng.chance(50) ? "last" : "last x < 5" },
        "prefix": { rng in rng.pick(["prefix 2", "prefix while x < 6", "prefix until b"]) },
        "output": { rng in rng.chance(50) ? "output at 1" : "output in 1...3" },
        "dropFirst": { rng in rng.chance(50) ? "dropFirst" : "dropFirst 2" },
        "drop": { rng in rng.chance(50) ? "drop while x < 4" : "drop until b" },
        "reduce": { _ in "reduce 0, acc + x" },
        "collect": { rng in rng.pick(["collect", "collect 2", "collect 150ms"]) },
        "count": { _ in "count" },
        "min": { rng in rng.chance(50) ? "min" : "min by x > prev" },
        "max": { rng in rng.chance(50) ? "max" : "max by x > prev" },
        "tryCompactMap": { _ in #"tryCompactMap x > 8 ? fail("nine") : (x % 3 == 0 ? nil : x)"# },
        "tryRemoveDuplicates": { _ in #"tryRemoveDuplicates by x > 8 ? fail("nine") : x - prev < 2"# },
        "tryFirst": { _ in #"tryFirst x > 8 ? fail("nine") : x > 3"# },
        "tryLast": { _ in #"tryLast x > 8 ? fail("nine") : x < 5"# },
        "tryPrefix": { _ in #"tryPrefix while x > 8 ? fail("nine") : x < 6"# },
        "tryDrop": { _ in #"tryDrop while x > 8 ? fail("nine") : x < 4"# },
        "tryReduce": { _ in #"tryReduce 0, acc > 20 ? fail("over") : acc + x"# },
        "tryMin": { _ in #"tryMin by x > 8 ? fail("nine") : x < prev"# },
        "tryMax": { _ in #"tryMax by x > 8 ? fail("nine") : x < prev"# },
        "tryContains": { _ in #"tryContains x > 8 ? fail("nine") : x > 6"# },
        "tryAllSatisfy": { _ in #"tryAllSatisfy x > 8 ? fail("nine") : x < 8"# },
        "contains": { _ in "contains x > 6" },
        "allSatisfy": { _ in "allSatisfy x < 8" },
        "ignoreOutput": { _ in "ignoreOutput" },
        "debounce": { rng in "debounce \(rng.pick([50, 100, 200]))ms" },
        "throttle": { rng in "throttle \(rng.pick([50, 100, 200]))ms \(rng.pick(["latest", "first"]))" },
        "delay": { rng in "delay \(rng.pick([0, 50, 120]))ms" },
        "timeout": { rng in rng.chance(50) ? "timeout 250ms" : #"timeout 250ms fail "slow""# },
        "measureInterval": { _ in "measureInterval" },
        "receive": { rng in "receive on \(rng.pick(["main", "background"]))" },
        "subscribe": { rng in "subscribe on \(rng.pick(["main", "background"]))" },
        "merge": { _ in "merge b" },
        "mergeMany": { rng in rng.chance(50) ? "mergeMany b" : "mergeMany b, (sequence 5, 6)" },
        "combineLatest": { _ in "combineLatest b | map x.0" },
        "zip": { _ in "zip b | map x.1" },
        "flatMap": { rng in
            let limit = rng.pick(["", "max 1 ", "max 2 "])
            return "flatMap \(limit){ just x | delay \(rng.pick([0, 50, 150]))ms }"
        },
        "switchToLatest": { rng in "map { just x | delay \(rng.pick([0, 60, 160]))ms } | switchToLatest" },
        "share": { _ in "share" },
        // Issue 20: the factory in braces, and multicast through the declared subject b.
        "multicast": { rng in
            rng.pick(["multicast | autoconnect", "multicast current 0 | autoconnect", "multicast { current 0 } | autoconnect",
                      "multicast subject b | autoconnect"])
        },
        "makeConnectable": { _ in "makeConnectable | autoconnect" },
        "autoconnect": { _ in "multicast | autoconnect" },
        "catch": { _ in "catch { sequence -1, -2, -3 }" },
        "tryCatch": { _ in #"tryCatch { just (x == "boom" ? -1 : fail(x)) }"# },
        "retry": { rng in "retry \(rng.int(in: 0...2))" },
        "mapError": { _ in #"mapError "wrapped " + x"# },
        "replaceError": { _ in "replaceError -1" },
        "replaceEmpty": { _ in "replaceEmpty -2" },
        "prepend": { rng in rng.pick(["prepend 10, 11", "prepend (sequence 10, 11)", "prepend (just 10 | delay 50ms)"]) },
        "append": { rng in rng.pick(["append 20, 21", "append b", "append (sequence 20, 21)"]) },
        "print": { _ in #"print "p""# },
        // Issue 20: hooks that feed nothing back, so only the stage's demand is under test.
        "handleEvents": { _ in "handleEvents output { } request { } cancel { }" },
        "buffer": { rng in
            rng.pick(["buffer", "buffer 2", "buffer 2 prefetch keepFull whenFull dropOldest",
                      "buffer 1 prefetch byRequest whenFull dropOldest", #"buffer 2 prefetch keepFull whenFull fail "full""#,
                      #"buffer 1 whenFull fail "full""#])
        },
        "eraseToAnyPublisher": { _ in "eraseToAnyPublisher" },
        "setFailureType": { _ in "setFailureType" },
        // A failure would stop the program: only where the stream cannot fail any more.
        "assertNoFailure": { _ in #"replaceError -1 | assertNoFailure "never""# },
        // Issue 20: it misbehaves only after its completion, and the probe below it has ended
        // by then and ignores the stray (as Combine's Sink does), so every boundary still
        // keeps the contract; what is under test is that nothing turns a stray into a value.
        "sendingAfterCompletion": { rng in "sendingAfterCompletion \(rng.int(in: 0...9)), \(rng.int(in: 0...9))" },
    ]

    /// What a source needs around the subscription: declarations before it, and the
    /// statements that drive it after the sends to a.
    struct SourceScript {
        var setup: [String] = []
        var source: String
        var drive: [String] = []
    }

    /// Issue 20's sources, drawn instead of subject a for a quarter of the pipelines; a has
    /// its sends all the same, and nothing hears them.
    static let sourceGenerators: [String: @Sendable (inout SplitMix64) -> SourceScript] = [
        "record": { rng in
            let values = (0..<rng.int(in: 1...5)).map { _ in "\(rng.int(in: 0...9))" }.joined(separator: ", ")
            return SourceScript(source: "record \(values) \(rng.chance(30) ? #"fail "boom""# : "finished")")
        },
        "future": { rng in
            SourceScript(source: rng.pick(["future \(rng.int(in: 0...9)) after \(rng.int(in: 0...4) * 50)ms",
                                           #"future fail "boom" after 100ms"#,
                                           "future { sleep \(rng.int(in: 0...4) * 50)ms; return \(rng.int(in: 0...9)) }"]))
        },
        "fetch": { rng in
            SourceScript(source: rng.chance(70) ? "fetch \(rng.int(in: 0...9)) after \(rng.int(in: 0...4) * 50)ms"
                                                : #"fetch fail "offline" after 100ms"#)
        },
        "notifications": { rng in
            let posts = (0..<rng.int(in: 2...6)).map { _ in "post ping \(rng.int(in: 0...9)) @\(rng.int(in: 0...12) * 50)ms" }
            return SourceScript(source: "notifications ping", drive: posts)
        },
        "kvo": { rng in
            let sets = (0..<rng.int(in: 1...5)).map { _ in "\(rng.int(in: 0...9)) @\(rng.int(in: 1...12) * 50)ms" }
            return SourceScript(setup: ["object vm", "published vm.level = 0"],
                                source: rng.chance(50) ? "kvo vm.level" : "kvo vm.level new",
                                drive: sets.map { "set vm.level \($0)" })
        },
    ]

    /// Issue 20: operators that break the contract on purpose, left out of the random
    /// pipelines (`ignoringDemandIsCaught` shows the check catching them).
    static let contractBreakers: Set<String> = ["ignoringDemand"]

    @Test func everyOperatorHasAGenerator() {
        let missing = OperatorRegistry.publisherOperators.map(\.name)
            .filter { Self.generators[$0] == nil && !Self.contractBreakers.contains($0) }
        #expect(missing.isEmpty, "operators without a demand generator: \(missing)")
        // And no generator outlives its operator (a renamed one would silently go undrawn).
        let stale = Set(Self.generators.keys).subtracting(OperatorRegistry.publisherOperators.map(\.name))
        #expect(stale.isEmpty, "generators for no operator: \(stale.sorted())")
    }

    /// Issue 20's sources are each drawn, and each is a source the language has.
    @Test func everyIssue20SourceHasAGenerator() {
        let issue20Sources: Set = ["record", "future", "fetch", "notifications", "kvo"]
        #expect(Set(Self.sourceGenerators.keys) == issue20Sources)
        #expect(issue20Sources.isSubset(of: Keywords.sources))
    }

    /// 2,000 seeded cases; a failure names the seed and the whole script.
    @Test(arguments: 0..<20)
    func noStageBoundaryDeliversMoreThanWasRequested(batch: Int) {
        var valuesChecked = 0
        for seed in (batch * 100)..<(batch * 100 + 100) {
            var rng = SplitMix64(seed: UInt64(seed))
            let script = Self.randomScript(&rng)
            let lab = Playground(horizon: 5_000)
            lab.accept(":set stages on")
            for line in script {
                // Every generated statement is valid: a rejected one would test nothing.
                let reply = lab.console.submit(line)
                #expect(!reply.hadError, "seed \(seed): rejected \(line)\n\(reply.errors)")
            }
            var violations: [String] = []
            for lane in lab.session.recording.lanes where lane.role != .source {
                violations += DemandContract.violations(in: lane.records, lane: lane.name)
                valuesChecked += lane.records.count { if case .value = $0.kind { true } else { false } }
            }
            #expect(violations.isEmpty, "seed \(seed):\n\(script.joined(separator: "\n"))\n\(violations.joined(separator: "\n"))")
        }
        // The scripts really move values through their stages. Issue 20's sources (a future or
        // a fetch sends one value) and `demand 0 then 1` move fewer than subject a did: the
        // poorest of the 20 batches went from 327 to 272, so the floor is 250, not 300.
        #expect(valuesChecked > 250, "only \(valuesChecked) values crossed a probed boundary in batch \(batch)")
    }

    /// The check can fail: a stage that ignores demand (it asks its upstream for everything and
    /// forwards every value) is caught at the boundary below it.
    @Test func aStageThatIgnoresDemandIsCaught() {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        let recorder = EventRecorder(name: "greedy", clock: clock)
        let sink = RecordingSink(recorder: EventRecorder(name: "out", clock: clock), initialDemand: .max(1))
        GreedyPublisher(upstream: subject).probe(recorder).receive(subscriber: sink)
        subject.send(.int(1))
        subject.send(.int(2))
        let violations = DemandContract.violations(in: recorder.records, lane: "greedy")
        #expect(violations == ["greedy: value 2 at 0ms is value #2, but only 1 were requested"])
    }

    /// Issue 20: the language's own contract breaker is caught at the boundary below it, and
    /// only there: `a` to `ignoringDemand` keeps the contract (it asked for everything).
    @Test func ignoringDemandIsCaught() {
        let lab = Playground(horizon: 5_000)
        lab.accept(":set stages on")
        for line in ["subject a", "a | ignoringDemand | sink demand 1 as out", "send a 1 @0ms, 2 @100ms, 3 @200ms", "run"] {
            #expect(!lab.console.submit(line).hadError, "\(line)")
        }
        var violations: [String] = []
        for lane in lab.session.recording.lanes where lane.role != .source {
            violations += DemandContract.violations(in: lane.records, lane: lane.name)
        }
        // 2 and 3 went out beyond the sink's one; 1 was asked for.
        #expect(violations.contains { $0.hasSuffix("value 2 at 100ms is value #2, but only 1 were requested") }, "\(violations)")
        #expect(violations.contains { $0.hasSuffix("value 3 at 200ms is value #3, but only 1 were requested") }, "\(violations)")
        #expect(!violations.contains { $0.contains("value 1 ") }, "\(violations)")
    }

    /// Issue 20: the check also fails on a value after a boundary's completion...
    @Test func aValueAfterTheCompletionIsCaught() {
        let records = [EventRecord(time: 0, kind: .subscribe), EventRecord(time: 0, kind: .request(.unlimited)),
                       EventRecord(time: 100, kind: .finished), EventRecord(time: 100, kind: .value(.int(7)))]
        #expect(DemandContract.violations(in: records, lane: "out") == ["out: value 7 at 100ms arrived after finished"])
    }

    /// ...and `sendingAfterCompletion`'s strays cross no boundary: the probe below it has
    /// ended and ignores them, though the stage did send them (its note says so).
    @Test func sendingAfterCompletionsStraysCrossNoBoundary() {
        let lab = Playground(horizon: 5_000)
        lab.accept(":set stages on")
        var output: [String] = []
        for line in ["subject a", "a | sendingAfterCompletion 7, 8 | map x * 10 | sink demand 0 then 1 as out",
                     "send a 1 @0ms, 2 @100ms", "request out 1 @50ms", "complete a @200ms", "run"] {
            let reply = lab.console.submit(line)
            #expect(!reply.hadError, "\(line)")
            output.append(reply.output)
        }
        #expect(output.joined().contains("note: sendingAfterCompletion sent 8 after finished"), "\(output)")
        var violations: [String] = []
        var values = 0
        for lane in lab.session.recording.lanes where lane.role != .source {
            violations += DemandContract.violations(in: lane.records, lane: lane.name)
            values += lane.records.count { if case .value = $0.kind { true } else { false } }
        }
        #expect(violations.isEmpty, "\(violations)")
        // 2 crossed each of the three boundaries (the stage, map, the sink): 1 found no demand.
        #expect(values == 3)
    }

    // MARK: Scripts

    static func randomScript(_ rng: inout SplitMix64) -> [String] {
        let names = OperatorRegistry.publisherOperators.map(\.name).filter { !contractBreakers.contains($0) }
        let stages = (0..<rng.int(in: 1...3)).map { _ -> String in
            let name = rng.pick(names)
            return generators[name].map { $0(&rng) } ?? name
        }
        // Issue 20: `then 1`/`then 2` is a subscriber that asks for more as values arrive.
        let demand = rng.pick(["", " demand 0", " demand 1", " demand 3", " demand 0 then 1", " demand 1 then 2"])
        // Issue 20: a quarter of the pipelines start from one of the new sources instead of a.
        let source = rng.chance(25) ? sourceGenerators[rng.pick(sourceGenerators.keys.sorted())].map { $0(&rng) } : nil
        var script = ["subject a", "subject b"] + (source?.setup ?? [])
        script.append("\(source?.source ?? "a") | \(stages.joined(separator: " | ")) | sink\(demand) as out")
        var times = (0..<rng.int(in: 0...8)).map { _ in rng.int(in: 0...12) * 50 }
        times.sort()
        for time in times { script.append("send a \(rng.int(in: 0...9)) @\(time)ms") }
        if rng.chance(40) { script.append("send b \(rng.int(in: 0...9)) @\(rng.int(in: 0...12) * 50)ms") }
        for _ in 0..<rng.int(in: 0...2) {
            script.append("request out \(rng.pick(["1", "2", "unlimited"])) @\(rng.int(in: 1...14) * 50)ms")
        }
        switch rng.int(in: 0...3) {
        case 0: script.append("complete a @\(rng.int(in: 6...16) * 50)ms")
        case 1: script.append(#"fail a "boom" @\#(rng.int(in: 6...16) * 50)ms"#)
        default: break
        }
        if rng.chance(30) { script.append("complete b @\(rng.int(in: 6...16) * 50)ms") }
        script += source?.drive ?? []
        script.append("run")
        return script
    }
}

/// A deliberately broken operator: asks for everything and forwards every value, whatever
/// its downstream asked for.
private final class GreedyPublisher: StreamCore.Publisher {
    let upstream: any StreamCore.Publisher
    init(upstream: any StreamCore.Publisher) { self.upstream = upstream }

    func receive(subscriber: any Subscriber) {
        upstream.receive(subscriber: GreedySubscription(downstream: subscriber))
    }
}

private final class GreedySubscription: Subscriber, Subscription {
    let downstream: any Subscriber
    var upstream: (any Subscription)?
    init(downstream: any Subscriber) { self.downstream = downstream }

    func receive(subscription: any Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ value: Value) -> Demand {
        _ = downstream.receive(value)
        return .none
    }

    func receive(completion: Completion) { downstream.receive(completion: completion) }
    func request(_ demand: Demand) {}
    func cancel() { upstream?.cancel() }
}
