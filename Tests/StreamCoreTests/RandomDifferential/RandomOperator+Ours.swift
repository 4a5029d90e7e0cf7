import StreamCore
import Testing

extension RandomOperator {
    /// The operator on StreamCore, applied to `upstream`.
    func ours(_ upstream: any StreamCore.Publisher, _ world: OurWorld) -> any StreamCore.Publisher {
        let clock = world.clock
        switch self {
        case .map: return upstream.map(Lift.map { $0 * 2 + 1 })
        case .filter: return upstream.filter(Lift.predicate { $0 % 2 == 0 })
        case .compactMap: return upstream.compactMap(Lift.optional { $0 % 3 == 0 ? nil : $0 })
        case .scan: return upstream.scan(.int(0), Lift.accumulate(+))
        case .reduce: return upstream.reduce(.int(0), Lift.accumulate(+))
        case .removeDuplicates: return upstream.removeDuplicates()
        case .removeDuplicatesNear:
            return upstream.removeDuplicates(by: { (previous: Value, value: Value) throws(StreamError) -> Bool in
                abs(try Lift.int(previous) - Lift.int(value)) < 2
            })
        case .first: return upstream.first()
        case .firstWhere: return upstream.first(where: Lift.predicate { $0 > 4 })
        case .last: return upstream.last()
        case .prefixWhile: return upstream.prefix(while: Lift.predicate { $0 < 7 })
        case .dropFirst(let n): return upstream.dropFirst(n)
        case .dropWhile: return upstream.drop(while: Lift.predicate { $0 < 4 })
        case .count: return upstream.count()
        case .min: return upstream.min()
        case .max: return upstream.max()
        case .ignoreOutput: return upstream.ignoreOutput()
        case .containsWhere: return upstream.contains(where: Lift.predicate { $0 == 3 }).map(Lift.boolAsInt())
        case .allSatisfy: return upstream.allSatisfy(Lift.predicate { $0 < 8 }).map(Lift.boolAsInt())
        case .debounce(let d): return upstream.debounce(d, on: clock)
        case .throttle(let d, let latest): return upstream.throttle(d, latest: latest, on: clock)
        case .delay(let d): return upstream.delay(d, on: clock)
        case .timeout(let d, let fails): return upstream.timeout(d, on: clock, error: fails ? StreamError("late") : nil)
        case .measureInterval: return upstream.measureInterval(on: clock)
        case .replaceError: return upstream.replaceError(with: .int(-1))
        case .replaceEmpty: return upstream.replaceEmpty(with: .int(-2))
        case .prepend: return upstream.prepend([.int(10), .int(11)])
        case .append: return upstream.append([.int(12), .int(13)])
        case .catchJust: return upstream.catch { _ in world.just(-3) }
        case .retry(let n): return upstream.retry(n)
        case .mapError: return upstream.mapError { StreamError("m-" + $0.message) }
        case .flatMap(let k, let d):
            return upstream.flatMap(maxPublishers: k.map { .max($0) } ?? .unlimited,
                                    Lift.flat { world.just($0).delay(d, on: clock) })
        case .switchToLatest(let d):
            return upstream.map(Lift.publisher { world.just($0).delay(d, on: clock) }).switchToLatest()
        case .buffer(let size, false, 0): return upstream.buffer(size: size)
        case .buffer(let size, let keepFull, let whenFull):
            let policies: [BufferFullPolicy] = [.dropNewest, .dropOldest, .fail(StreamError("full"))]
            return upstream.buffer(size: size, prefetch: keepFull ? .keepFull : .byRequest, whenFull: policies[whenFull])
        case .collectSum(let n): return upstream.collect(n).map(Self.sumOfArray)
        case .prefixUntilB: return upstream.prefix(untilOutputFrom: world.b)
        case .dropUntilB: return upstream.drop(untilOutputFrom: world.b)
        case .tryCompactMap: return upstream.compactMap(Throwing.optional(on: 7) { $0 % 3 == 0 ? nil : $0 })
        case .tryRemoveDuplicates: return upstream.removeDuplicates(by: Throwing.pair(on: 7) { abs($0 - $1) < 2 })
        case .tryReduce: return upstream.reduce(.int(0), Throwing.accumulate(on: 7, +))
        case .tryContains: return upstream.contains(where: Throwing.predicate(on: 7) { $0 == 3 }).map(Lift.boolAsInt())
        case .tryAllSatisfy: return upstream.allSatisfy(Throwing.predicate(on: 7) { $0 < 8 }).map(Lift.boolAsInt())
        case .tryDropWhile: return upstream.drop(while: Throwing.predicate(on: 7) { $0 < 4 })
        case .tryPrefixWhile: return upstream.prefix(while: Throwing.predicate(on: 7) { $0 < 9 })
        case .tryFirstWhere: return upstream.first(where: Throwing.predicate(on: 7) { $0 > 4 })
        case .tryLastWhere: return upstream.last(where: Throwing.predicate(on: 7) { $0 % 2 == 0 })
        case .minBy: return upstream.min(by: Lift.order(>))
        case .maxBy: return upstream.max(by: Lift.order { $0 % 3 < $1 % 3 })
        case .tryMinBy: return upstream.min(by: Throwing.pair(on: 7, <))
        case .tryMaxBy: return upstream.max(by: Throwing.pair(on: 7) { $0 % 4 < $1 % 4 })
        case .outputFrom(let n): return upstream.output(in: n...30)
        case .prependJust: return upstream.prepend(world.just(19))
        case .appendJust: return upstream.append(world.just(21))
        case .handleEvents:
            return upstream.handleEvents(EventHooks(subscription: {}, output: { _ in }, completion: { _ in }, cancel: {},
                                                    request: { _ in }))
        case .multicastB: return upstream.multicast(subject: world.b).autoconnect()
        case .multicastCurrent: return upstream.multicast { StreamCore.CurrentValueSubject(.int(5)) }.autoconnect()
        case .assertNoFailure:
            return upstream.replaceError(with: .int(-1))
                .assertNoFailure(trap: { message in Issue.record("assertNoFailure trapped: \(message)") })
                .setFailureType()
        case .ignoringDemand: return upstream.ignoringDemand()
        case .sendingAfterCompletion: return upstream.sendingAfterCompletion([.int(7)])
        }
    }

    /// `collect(n)`'s arrays as their sums, so the pipeline's output stays an integer.
    private static func sumOfArray(_ value: Value) throws(StreamError) -> Value {
        guard case .array(let items) = value else { throw StreamError("expected an array, got \(value.kindName)") }
        var sum = 0
        for item in items { sum += try Lift.int(item) }
        return .int(sum)
    }
}
