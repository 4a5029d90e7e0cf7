import TestSupport

/// One operator of the random differential vocabulary, with its parameters. Every operator
/// keeps integer output, so any sequence of them composes; each has a builder for StreamCore
/// (`RandomOperator+Ours.swift`) and one for OpenCombine (`RandomOperator+Theirs.swift`).
///
/// `prefix(n)` is deliberately absent: see `RandomExclusions`.
enum RandomOperator: Equatable, CustomStringConvertible {
    case map, filter, compactMap, scan, reduce, removeDuplicates, removeDuplicatesNear
    case first, firstWhere, last, prefixWhile, dropFirst(Int), dropWhile
    case count, min, max, ignoreOutput, containsWhere, allSatisfy
    case debounce(Int), throttle(Int, latest: Bool), delay(Int), timeout(Int, fails: Bool), measureInterval
    case replaceError, replaceEmpty, prepend, append, catchJust, retry(Int), mapError
    /// `maxPublishers` nil is `.unlimited`; each inner is `Just(x).delay(delay)`.
    case flatMap(maxPublishers: Int?, delay: Int)
    case switchToLatest(delay: Int)
    /// `keepFull` false is `.byRequest`; `whenFull` 0 drops the newest value, 1 the oldest,
    /// 2 fails ("full").
    case buffer(size: Int, keepFull: Bool, whenFull: Int)
    /// `collect(n)`, then each array's sum.
    case collectSum(Int)
    case prefixUntilB, dropUntilB
    /// The try… forms and the orderings; each try… closure throws "threw 7" on the value 7.
    case tryCompactMap, tryRemoveDuplicates, tryReduce, tryContains, tryAllSatisfy, tryDropWhile, tryPrefixWhile
    case tryFirstWhere, tryLastWhere, minBy, maxBy, tryMinBy, tryMaxBy
    /// `output(in: n...30)`: a range no case outlasts (see `RandomExclusions` on `prefix(n)`).
    case outputFrom(Int)
    /// Concatenate of a publisher: `prepend(Just(19))`, `append(Just(21))`.
    case prependJust, appendJust
    /// Issue 20: `handleEvents` with every hook set, doing nothing: values and demand pass as they are.
    case handleEvents
    /// Issue 20: `multicast(subject: b)` (the script also sends to b) and a factory-made
    /// `CurrentValueSubject(5)`, each behind `autoconnect`.
    case multicastB, multicastCurrent
    /// Issue 20: `replaceError(-1)`, then `assertNoFailure` (it cannot trap: nothing fails after
    /// replaceError) and `setFailureType` back to the pipeline's failure type.
    case assertNoFailure
    /// Issue 20: the two contract breakers, the language's `ignoringDemand` and
    /// `sendingAfterCompletion 7`, against the hand-written OpenCombine publishers of their
    /// differential tests (`OCIgnoringDemand`, `OCSendingAfterCompletion`).
    case ignoringDemand, sendingAfterCompletion

    var description: String {
        switch self {
        case .map: return "map(x*2+1)"
        case .filter: return "filter(x%2==0)"
        case .compactMap: return "compactMap(nil if x%3==0)"
        case .scan: return "scan(0,+)"
        case .reduce: return "reduce(0,+)"
        case .removeDuplicates: return "removeDuplicates"
        case .removeDuplicatesNear: return "removeDuplicates(by: |a-b|<2)"
        case .first: return "first"
        case .firstWhere: return "first(where: x>4)"
        case .last: return "last"
        case .prefixWhile: return "prefix(while: x<7)"
        case .dropFirst(let n): return "dropFirst(\(n))"
        case .dropWhile: return "drop(while: x<4)"
        case .count: return "count"
        case .min: return "min"
        case .max: return "max"
        case .ignoreOutput: return "ignoreOutput"
        case .containsWhere: return "contains(where: x==3) as 1/0"
        case .allSatisfy: return "allSatisfy(x<8) as 1/0"
        case .debounce(let d): return "debounce(\(d))"
        case .throttle(let d, let latest): return "throttle(\(d), latest: \(latest))"
        case .delay(let d): return "delay(\(d))"
        case .timeout(let d, let fails): return fails ? "timeout(\(d), error: late)" : "timeout(\(d))"
        case .measureInterval: return "measureInterval"
        case .replaceError: return "replaceError(-1)"
        case .replaceEmpty: return "replaceEmpty(-2)"
        case .prepend: return "prepend(10,11)"
        case .append: return "append(12,13)"
        case .catchJust: return "catch{Just(-3)}"
        case .retry(let n): return "retry(\(n))"
        case .mapError: return "mapError(m-)"
        case .flatMap(let k, let d): return "flatMap(max: \(k.map(String.init) ?? "unlimited")){Just(x).delay(\(d))}"
        case .switchToLatest(let d): return "map{Just(x).delay(\(d))}.switchToLatest"
        case .buffer(let size, let keepFull, let whenFull):
            return "buffer(\(size), \(keepFull ? "keepFull" : "byRequest"), \(["dropNewest", "dropOldest", "fail"][whenFull]))"
        case .collectSum(let n): return "collect(\(n)).map(sum)"
        case .prefixUntilB: return "prefix(untilOutputFrom: b)"
        case .dropUntilB: return "drop(untilOutputFrom: b)"
        case .tryCompactMap: return "tryCompactMap(throw on 7, nil if x%3==0)"
        case .tryRemoveDuplicates: return "tryRemoveDuplicates(throw on 7, |a-b|<2)"
        case .tryReduce: return "tryReduce(0, throw on 7, +)"
        case .tryContains: return "tryContains(throw on 7, x==3) as 1/0"
        case .tryAllSatisfy: return "tryAllSatisfy(throw on 7, x<8) as 1/0"
        case .tryDropWhile: return "tryDrop(while: throw on 7, x<4)"
        case .tryPrefixWhile: return "tryPrefix(while: throw on 7, x<9)"
        case .tryFirstWhere: return "tryFirst(where: throw on 7, x>4)"
        case .tryLastWhere: return "tryLast(where: throw on 7, x%2==0)"
        case .minBy: return "min(by: >)"
        case .maxBy: return "max(by: a%3 < b%3)"
        case .tryMinBy: return "tryMin(by: throw on 7, <)"
        case .tryMaxBy: return "tryMax(by: throw on 7, a%4 < b%4)"
        case .outputFrom(let n): return "output(in: \(n)...thirty)"
        case .prependJust: return "prepend(Just(19))"
        case .appendJust: return "append(Just(21))"
        case .handleEvents: return "handleEvents(all hooks)"
        case .multicastB: return "multicast(subject: b).autoconnect"
        case .multicastCurrent: return "multicast{CurrentValueSubject(five)}.autoconnect"
        case .assertNoFailure: return "replaceError(-1).assertNoFailure.setFailureType"
        case .ignoringDemand: return "ignoringDemand"
        case .sendingAfterCompletion: return "sendingAfterCompletion(seven)"
        }
    }

    /// Whether the operator subscribes to subject b.
    var usesB: Bool { self == .prefixUntilB || self == .dropUntilB || self == .multicastB }

    var isRetry: Bool { if case .retry = self { true } else { false } }

    /// Whether the operator sends values after its upstream's completion (on purpose).
    var sendsAfterCompletion: Bool { self == .sendingAfterCompletion }

    /// Whether the operator can ask its upstream for less than `.unlimited` while its own
    /// downstream asks for everything.
    var limitsUpstreamDemand: Bool {
        switch self {
        case .flatMap(let k, _): return k != nil
        case .buffer(_, let keepFull, _): return keepFull
        default: return false
        }
    }

    /// How many operators `random` draws from (`timeout` with and without an error, and
    /// `throttle` latest and first, count as one each).
    static let kindCount = 59

    /// A uniformly chosen operator with random parameters (durations on the 50ms grid, so
    /// operator timers and the script's sends meet at the same instants).
    static func random(using rng: inout SplitMix64) -> RandomOperator {
        let duration = rng.pick([50, 100, 150, 250])
        switch rng.int(in: 0...(kindCount - 1)) {
        case 0: return .map
        case 1: return .filter
        case 2: return .compactMap
        case 3: return .scan
        case 4: return .reduce
        case 5: return .removeDuplicates
        case 6: return .removeDuplicatesNear
        case 7: return .first
        case 8: return .firstWhere
        case 9: return .last
        case 10: return .prefixWhile
        case 11: return .dropFirst(rng.int(in: 0...2))
        case 12: return .dropWhile
        case 13: return .count
        case 14: return .min
        case 15: return .max
        case 16: return .ignoreOutput
        case 17: return .containsWhere
        case 18: return .allSatisfy
        case 19: return .debounce(duration)
        case 20: return .throttle(duration, latest: rng.chance(50))
        case 21: return .delay(rng.pick([0, duration]))
        case 22: return .timeout(duration + 100, fails: rng.chance(50))
        case 23: return .measureInterval
        case 24: return .replaceError
        case 25: return .replaceEmpty
        case 26: return .prepend
        case 27: return .append
        case 28: return .catchJust
        case 29: return .retry(rng.int(in: 1...2))
        case 30: return .mapError
        case 31: return .flatMap(maxPublishers: rng.pick([nil, 1, 2]), delay: rng.pick([0, duration]))
        case 32: return .switchToLatest(delay: rng.pick([0, duration]))
        case 33: return .buffer(size: rng.int(in: 1...3), keepFull: rng.chance(50), whenFull: rng.int(in: 0...2))
        case 34: return .collectSum(rng.int(in: 1...3))
        case 35: return .prefixUntilB
        case 36: return .dropUntilB
        case 37: return .tryCompactMap
        case 38: return .tryRemoveDuplicates
        case 39: return .tryReduce
        case 40: return .tryContains
        case 41: return .tryAllSatisfy
        case 42: return .tryDropWhile
        case 43: return .tryPrefixWhile
        case 44: return .tryFirstWhere
        case 45: return .tryLastWhere
        case 46: return .minBy
        case 47: return .maxBy
        case 48: return .tryMinBy
        case 49: return .tryMaxBy
        case 50: return .outputFrom(rng.int(in: 0...2))
        case 51: return .prependJust
        case 52: return .appendJust
        case 53: return .handleEvents
        case 54: return .multicastB
        case 55: return .multicastCurrent
        case 56: return .assertNoFailure
        case 57: return .ignoringDemand
        default: return .sendingAfterCompletion
        }
    }
}
