import OpenCombine
import StreamCore
import Testing

/// The demand audit of operators that pass demand on or drop what finds no demand: each runs
/// on both engines with demand 0, demand 1, a later request, an empty upstream and a failure.
/// The contract checked on top of agreement: never more values than requested (demand 1 +
/// 1 requested at 250 admits at most two values).
@Suite struct OperatorDemandAuditTests {
    enum Operator: String, CaseIterable, Sendable {
        case scan, filter, compactMap, removeDuplicates, dropFirst, prefix, debounce, throttleLatest, throttleFirst,
             delay, timeout, retry, switchToLatest, prepend
        // The try… forms throw "threw 4" on 4 (at 300, once something has asked for it).
        case tryCompactMap, tryRemoveDuplicates, tryDropWhile, tryPrefixWhile, tryFirstWhere, tryLastWhere, tryReduce,
             tryContains, tryAllSatisfy, minBy, maxBy, tryMinBy, tryMaxBy
        // output(in: 1...9) outlasts the values, so OpenCombine's late finish never shows.
        case output
        // Concatenate of a publisher (Just 7 before, Just 9 after); setFailureType behind
        // replaceError, as OpenCombine needs a publisher that cannot fail.
        case prependPublisher, appendPublisher, setFailureType
        // buffer(size: 2) with a policy: keepFull dropping the oldest; byRequest failing when full.
        case bufferKeepFullDropOldest, bufferFailWhenFull
        // Issue 20: handleEvents with every hook set (they record nothing): it passes demand on as it is.
        case handleEvents
        // Issue 20: multicast through subject b, and a factory-made CurrentValueSubject(9), each
        // behind autoconnect (a connectable publisher needs a connection to pass anything on).
        case multicastSubject, multicastFactory
        // Issue 20: sends 7 after the completion, which the ended subscriber ignores on both
        // engines; before it, demand passes through as it is.
        case sendingAfterCompletion
    }

    static func ours(_ op: Operator) -> (OurWorld) -> any StreamCore.Publisher {
        switch op {
        case .scan: return { $0.a.scan(.int(0), Lift.accumulate(+)) }
        case .filter: return { $0.a.filter(Lift.predicate { $0 % 2 == 1 }) }
        case .compactMap: return { $0.a.compactMap(Lift.optional { $0 % 2 == 1 ? $0 * 10 : nil }) }
        case .removeDuplicates: return { $0.a.removeDuplicates() }
        case .dropFirst: return { $0.a.dropFirst(1) }
        case .prefix: return { $0.a.prefix(3) }
        case .debounce: return { $0.a.debounce(30, on: $0.clock) }
        case .throttleLatest: return { $0.a.throttle(150, latest: true, on: $0.clock) }
        case .throttleFirst: return { $0.a.throttle(150, latest: false, on: $0.clock) }
        case .delay: return { $0.a.delay(30, on: $0.clock) }
        case .timeout: return { $0.a.timeout(1000, on: $0.clock) }
        case .retry: return { $0.a.retry(1) }
        case .switchToLatest: return { world in world.a.map(Lift.publisher { world.just($0) }).switchToLatest() }
        case .prepend: return { $0.a.prepend([.int(7)]) }
        case .tryCompactMap: return { $0.a.compactMap(Throwing.optional(on: 4) { $0 == 3 ? nil : $0 }) }
        case .tryRemoveDuplicates: return { $0.a.removeDuplicates(by: Throwing.pair(on: 4, ==)) }
        case .tryDropWhile: return { $0.a.drop(while: Throwing.predicate(on: 4) { $0 < 3 }) }
        case .tryPrefixWhile: return { $0.a.prefix(while: Throwing.predicate(on: 4) { $0 < 9 }) }
        case .tryFirstWhere: return { $0.a.first(where: Throwing.predicate(on: 4) { $0 > 2 }) }
        case .tryLastWhere: return { $0.a.last(where: Throwing.predicate(on: 4) { $0 < 3 }) }
        case .tryReduce: return { $0.a.reduce(.int(0), Throwing.accumulate(on: 4, +)) }
        case .tryContains: return { $0.a.contains(where: Throwing.predicate(on: 4) { $0 == 3 }).map(Lift.boolAsInt()) }
        case .tryAllSatisfy: return { $0.a.allSatisfy(Throwing.predicate(on: 4) { $0 < 3 }).map(Lift.boolAsInt()) }
        case .minBy: return { $0.a.min(by: Lift.order(>)) }
        case .maxBy: return { $0.a.max(by: Lift.order(>)) }
        case .tryMinBy: return { $0.a.min(by: Throwing.pair(on: 4, <)) }
        case .tryMaxBy: return { $0.a.max(by: Throwing.pair(on: 4, <)) }
        case .output: return { $0.a.output(in: 1...9) }
        case .prependPublisher: return { $0.a.prepend($0.just(7)) }
        case .appendPublisher: return { $0.a.append($0.just(9)) }
        case .setFailureType: return { $0.a.replaceError(with: .int(-1)).setFailureType() }
        case .bufferKeepFullDropOldest: return { $0.a.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest) }
        case .bufferFailWhenFull: return { $0.a.buffer(size: 2, prefetch: .byRequest, whenFull: .fail(StreamError("full"))) }
        case .handleEvents:
            return { $0.a.handleEvents(EventHooks(subscription: {}, output: { _ in }, completion: { _ in }, cancel: {},
                                                  request: { _ in })) }
        case .multicastSubject: return { $0.a.multicast(subject: $0.b).autoconnect() }
        case .multicastFactory: return { $0.a.multicast { StreamCore.CurrentValueSubject(.int(9)) }.autoconnect() }
        case .sendingAfterCompletion: return { $0.a.sendingAfterCompletion([.int(7)]) }
        }
    }

    static func theirs(_ op: Operator) -> (TheirWorld) -> AnyPublisher<Int, TestError> {
        switch op {
        case .scan: return { $0.a.scan(0, +).eraseToAnyPublisher() }
        case .filter: return { $0.a.filter { $0 % 2 == 1 }.eraseToAnyPublisher() }
        case .compactMap: return { $0.a.compactMap { $0 % 2 == 1 ? $0 * 10 : nil }.eraseToAnyPublisher() }
        case .removeDuplicates: return { $0.a.removeDuplicates().eraseToAnyPublisher() }
        case .dropFirst: return { $0.a.dropFirst(1).eraseToAnyPublisher() }
        case .prefix: return { $0.a.prefix(3).eraseToAnyPublisher() }
        case .debounce: return { $0.a.debounce(for: .ms(30), scheduler: $0.scheduler).eraseToAnyPublisher() }
        case .throttleLatest: return { $0.a.throttle(for: .ms(150), scheduler: $0.scheduler, latest: true).eraseToAnyPublisher() }
        case .throttleFirst: return { $0.a.throttle(for: .ms(150), scheduler: $0.scheduler, latest: false).eraseToAnyPublisher() }
        case .delay: return { $0.a.delay(for: .ms(30), scheduler: $0.scheduler).eraseToAnyPublisher() }
        case .timeout: return { $0.a.timeout(.ms(1000), scheduler: $0.scheduler).eraseToAnyPublisher() }
        case .retry: return { $0.a.retry(1).eraseToAnyPublisher() }
        case .switchToLatest: return { world in world.a.map { world.just($0) }.switchToLatest().eraseToAnyPublisher() }
        case .prepend: return { $0.a.prepend(7).eraseToAnyPublisher() }
        case .tryCompactMap: return { $0.a.tryCompactMap(Throwing.theirs(on: 4) { $0 == 3 ? nil : $0 }).asTestError() }
        case .tryRemoveDuplicates: return { $0.a.tryRemoveDuplicates(by: Throwing.theirPair(on: 4, ==)).asTestError() }
        case .tryDropWhile: return { $0.a.tryDrop(while: Throwing.theirs(on: 4) { $0 < 3 }).asTestError() }
        case .tryPrefixWhile: return { $0.a.tryPrefix(while: Throwing.theirs(on: 4) { $0 < 9 }).asTestError() }
        case .tryFirstWhere: return { $0.a.tryFirst(where: Throwing.theirs(on: 4) { $0 > 2 }).asTestError() }
        case .tryLastWhere: return { $0.a.tryLast(where: Throwing.theirs(on: 4) { $0 < 3 }).asTestError() }
        case .tryReduce: return { $0.a.tryReduce(0, Throwing.theirAccumulate(on: 4, +)).asTestError() }
        case .tryContains: return { $0.a.tryContains(where: Throwing.theirs(on: 4) { $0 == 3 }).map { $0 ? 1 : 0 }.asTestError() }
        case .tryAllSatisfy: return { $0.a.tryAllSatisfy(Throwing.theirs(on: 4) { $0 < 3 }).map { $0 ? 1 : 0 }.asTestError() }
        case .minBy: return { $0.a.min(by: >).eraseToAnyPublisher() }
        case .maxBy: return { $0.a.max(by: >).eraseToAnyPublisher() }
        case .tryMinBy: return { $0.a.tryMin(by: Throwing.theirPair(on: 4, <)).asTestError() }
        case .tryMaxBy: return { $0.a.tryMax(by: Throwing.theirPair(on: 4, <)).asTestError() }
        case .output: return { $0.a.output(in: 1...9).eraseToAnyPublisher() }
        case .prependPublisher: return { $0.a.prepend($0.just(7)).eraseToAnyPublisher() }
        case .appendPublisher: return { $0.a.append($0.just(9)).eraseToAnyPublisher() }
        case .setFailureType: return { $0.a.replaceError(with: -1).setFailureType(to: TestError.self).eraseToAnyPublisher() }
        case .bufferKeepFullDropOldest:
            return { $0.a.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest).eraseToAnyPublisher() }
        case .bufferFailWhenFull:
            return { $0.a.buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestError("full") }).eraseToAnyPublisher() }
        case .handleEvents:
            return { $0.a.handleEvents(receiveSubscription: { _ in }, receiveOutput: { _ in }, receiveCompletion: { _ in },
                                       receiveCancel: {}, receiveRequest: { _ in }).eraseToAnyPublisher() }
        case .multicastSubject: return { $0.a.multicast(subject: $0.b).autoconnect().eraseToAnyPublisher() }
        case .multicastFactory:
            return { $0.a.multicast { OpenCombine.CurrentValueSubject<Int, TestError>(9) }.autoconnect().eraseToAnyPublisher() }
        case .sendingAfterCompletion: return { OCSendingAfterCompletion(upstream: $0.a, strays: [7]).eraseToAnyPublisher() }
        }
    }

    /// 1@0 1@100 3@200 4@300 5@400 (a repeat for removeDuplicates, odd and even for filter).
    static let values = "0:1 100:1 200:3 300:4 400:5"

    static func scenarios() -> [(String, Scenario)] {
        [
            ("demand 1, request 1 at 250, finish", Scenario {
                $0.subscribe(1, at: 0, demand: .max(1)); $0.sends(values + " 500:|"); $0.request(1, .max(1), at: 250)
            }),
            ("demand 0, request 2 at 250, failure", Scenario {
                $0.subscribe(1, at: 0, demand: .none); $0.sends(values + " 500:#x"); $0.request(1, .max(2), at: 250)
            }),
            ("demand 0, empty", Scenario { $0.subscribe(1, at: 0, demand: .none); $0.finish(at: 100) }),
            ("demand 1, failure", Scenario { $0.subscribe(1, at: 0, demand: .max(1)); $0.fail(.a, "x", at: 100) }),
        ]
    }

    @Test(arguments: Operator.allCases)
    func agreesAndStaysWithinDemand(_ op: Operator) {
        for (name, scenario) in Self.scenarios() {
            let (ours, _) = compare(scenario, ours: Self.ours(op), theirs: Self.theirs(op))
            let delivered = ours[1].filter { if case .value = $0.event { true } else { false } }.count
            #expect(delivered <= 2, "\(op) \(name): \(delivered) values for a demand of at most 2")
        }
    }

    /// dropFirst asks its upstream for the values it skips on subscription, on top of the
    /// subscriber's demand: with demand 0 the subject's first value is still skipped, so the
    /// request at 250 admits 4 and 5 (before this fix StreamCore skipped 4 instead). With
    /// demand 1 the second 1 goes out; 3 finds no demand and the subject drops it.
    @Test func dropFirstSkipsWithoutDownstreamDemand() {
        compare(Self.scenarios()[1].1, ours: Self.ours(.dropFirst), theirs: Self.theirs(.dropFirst),
                expect: [1: "0:^ 300:4 400:5 500:#x"])
        compare(Self.scenarios()[0].1, ours: Self.ours(.dropFirst), theirs: Self.theirs(.dropFirst),
                expect: [1: "0:^ 100:1 300:4 500:|"])
    }
}
