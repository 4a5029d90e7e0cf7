import OpenCombine

extension RandomOperator {
    /// The operator on OpenCombine, applied to `upstream`.
    func theirs(_ upstream: AnyPublisher<Int, TestError>, _ world: TheirWorld) -> AnyPublisher<Int, TestError> {
        let scheduler = world.scheduler
        switch self {
        case .map: return upstream.map { $0 * 2 + 1 }.eraseToAnyPublisher()
        case .filter: return upstream.filter { $0 % 2 == 0 }.eraseToAnyPublisher()
        case .compactMap: return upstream.compactMap { $0 % 3 == 0 ? nil : $0 }.eraseToAnyPublisher()
        case .scan: return upstream.scan(0, +).eraseToAnyPublisher()
        case .reduce: return upstream.reduce(0, +).eraseToAnyPublisher()
        case .removeDuplicates: return upstream.removeDuplicates().eraseToAnyPublisher()
        case .removeDuplicatesNear: return upstream.removeDuplicates { abs($0 - $1) < 2 }.eraseToAnyPublisher()
        case .first: return upstream.first().eraseToAnyPublisher()
        case .firstWhere: return upstream.first { $0 > 4 }.eraseToAnyPublisher()
        case .last: return upstream.last().eraseToAnyPublisher()
        case .prefixWhile: return upstream.prefix { $0 < 7 }.eraseToAnyPublisher()
        case .dropFirst(let n): return upstream.dropFirst(n).eraseToAnyPublisher()
        case .dropWhile: return upstream.drop { $0 < 4 }.eraseToAnyPublisher()
        case .count: return upstream.count().eraseToAnyPublisher()
        case .min: return upstream.min().eraseToAnyPublisher()
        case .max: return upstream.max().eraseToAnyPublisher()
        case .ignoreOutput: return upstream.ignoreOutput().map { (never: Never) -> Int in }.eraseToAnyPublisher()
        case .containsWhere: return upstream.contains { $0 == 3 }.map { $0 ? 1 : 0 }.eraseToAnyPublisher()
        case .allSatisfy: return upstream.allSatisfy { $0 < 8 }.map { $0 ? 1 : 0 }.eraseToAnyPublisher()
        case .debounce(let d): return upstream.debounce(for: .ms(d), scheduler: scheduler).eraseToAnyPublisher()
        case .throttle(let d, let latest):
            return upstream.throttle(for: .ms(d), scheduler: scheduler, latest: latest).eraseToAnyPublisher()
        case .delay(let d): return upstream.delay(for: .ms(d), scheduler: scheduler).eraseToAnyPublisher()
        case .timeout(let d, let fails):
            return upstream.timeout(.ms(d), scheduler: scheduler, customError: fails ? { TestError("late") } : nil)
                .eraseToAnyPublisher()
        case .measureInterval: return upstream.measureInterval(using: scheduler).map(\.ms).eraseToAnyPublisher()
        case .replaceError: return upstream.replaceError(with: -1).setFailureType(to: TestError.self).eraseToAnyPublisher()
        case .replaceEmpty: return upstream.replaceEmpty(with: -2).eraseToAnyPublisher()
        case .prepend: return upstream.prepend(10, 11).eraseToAnyPublisher()
        case .append: return upstream.append(12, 13).eraseToAnyPublisher()
        case .catchJust: return upstream.catch { _ in world.just(-3) }.eraseToAnyPublisher()
        case .retry(let n): return upstream.retry(n).eraseToAnyPublisher()
        case .mapError: return upstream.mapError { TestError("m-" + $0.message) }.eraseToAnyPublisher()
        case .flatMap(let k, let d):
            return upstream.flatMap(maxPublishers: k.map { .max($0) } ?? .unlimited) {
                world.just($0).delay(for: .ms(d), scheduler: scheduler)
            }.eraseToAnyPublisher()
        case .switchToLatest(let d):
            return upstream.map { world.just($0).delay(for: .ms(d), scheduler: scheduler) }
                .switchToLatest().eraseToAnyPublisher()
        case .buffer(let size, let keepFull, let whenFull):
            let policies: [Publishers.BufferingStrategy<TestError>] = [.dropNewest, .dropOldest, .customError { TestError("full") }]
            return upstream.buffer(size: size, prefetch: keepFull ? .keepFull : .byRequest, whenFull: policies[whenFull])
                .eraseToAnyPublisher()
        case .collectSum(let n): return upstream.collect(n).map { $0.reduce(0, +) }.eraseToAnyPublisher()
        case .prefixUntilB: return upstream.prefix(untilOutputFrom: world.b).eraseToAnyPublisher()
        case .dropUntilB: return upstream.drop(untilOutputFrom: world.b).eraseToAnyPublisher()
        case .tryCompactMap: return upstream.tryCompactMap(Throwing.theirs(on: 7) { $0 % 3 == 0 ? nil : $0 }).asTestError()
        case .tryRemoveDuplicates: return upstream.tryRemoveDuplicates(by: Throwing.theirPair(on: 7) { abs($0 - $1) < 2 }).asTestError()
        case .tryReduce: return upstream.tryReduce(0, Throwing.theirAccumulate(on: 7, +)).asTestError()
        case .tryContains: return upstream.tryContains(where: Throwing.theirs(on: 7) { $0 == 3 }).map { $0 ? 1 : 0 }.asTestError()
        case .tryAllSatisfy: return upstream.tryAllSatisfy(Throwing.theirs(on: 7) { $0 < 8 }).map { $0 ? 1 : 0 }.asTestError()
        case .tryDropWhile: return upstream.tryDrop(while: Throwing.theirs(on: 7) { $0 < 4 }).asTestError()
        case .tryPrefixWhile: return upstream.tryPrefix(while: Throwing.theirs(on: 7) { $0 < 9 }).asTestError()
        case .tryFirstWhere: return upstream.tryFirst(where: Throwing.theirs(on: 7) { $0 > 4 }).asTestError()
        case .tryLastWhere: return upstream.tryLast(where: Throwing.theirs(on: 7) { $0 % 2 == 0 }).asTestError()
        case .minBy: return upstream.min(by: >).eraseToAnyPublisher()
        case .maxBy: return upstream.max { $0 % 3 < $1 % 3 }.eraseToAnyPublisher()
        case .tryMinBy: return upstream.tryMin(by: Throwing.theirPair(on: 7, <)).asTestError()
        case .tryMaxBy: return upstream.tryMax(by: Throwing.theirPair(on: 7) { $0 % 4 < $1 % 4 }).asTestError()
        case .outputFrom(let n): return upstream.output(in: n...30).eraseToAnyPublisher()
        case .prependJust: return upstream.prepend(world.just(19)).eraseToAnyPublisher()
        case .appendJust: return upstream.append(world.just(21)).eraseToAnyPublisher()
        case .handleEvents:
            return upstream.handleEvents(receiveSubscription: { _ in }, receiveOutput: { _ in }, receiveCompletion: { _ in },
                                         receiveCancel: {}, receiveRequest: { _ in }).eraseToAnyPublisher()
        case .multicastB: return upstream.multicast(subject: world.b).autoconnect().eraseToAnyPublisher()
        case .multicastCurrent:
            return upstream.multicast { OpenCombine.CurrentValueSubject<Int, TestError>(5) }.autoconnect().eraseToAnyPublisher()
        case .assertNoFailure:
            return upstream.replaceError(with: -1).assertNoFailure().setFailureType(to: TestError.self).eraseToAnyPublisher()
        case .ignoringDemand: return OCIgnoringDemand(upstream: upstream).eraseToAnyPublisher()
        case .sendingAfterCompletion: return OCSendingAfterCompletion(upstream: upstream, strays: [7]).eraseToAnyPublisher()
        }
    }
}

extension OpenCombine.Publisher where Output == Int, Failure == any Error {
    /// A try… operator's `Error` failure back as the harness's `TestError` (every error
    /// thrown or sent in these cases is one).
    func asTestError() -> AnyPublisher<Int, TestError> {
        mapError { ($0 as? TestError) ?? TestError(String(describing: $0)) }.eraseToAnyPublisher()
    }
}
