import OpenCombine

/// The OpenCombine side of cases (a) and (b): the same pipeline on typed `Int`s.
enum OpenCombineWorkloads {
    /// (a) Sends `count` values synchronously; returns how many reached the sink.
    static func chain(count: Int) -> Int {
        let subject = PassthroughSubject<Int, Never>()
        var received = 0
        var finished = false
        let cancellable = subject.map { $0 * 2 }.filter { $0 % 3 != 0 }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in received += 1 })
        for number in 0..<count { subject.send(number) }
        subject.send(completion: .finished)
        precondition(finished, "the chain did not finish")
        withExtendedLifetime(cancellable) {}
        return received
    }

    /// (b) The same chain plus `debounce(10ms)` on `VirtualTimeScheduler`, values 1 ms apart;
    /// returns the sum of the emitted values.
    static func debounce(count: Int) -> Int {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        var finished = false
        let cancellable = subject.map { $0 * 2 }.filter { $0 % 3 != 0 }
            .debounce(for: .milliseconds(10), scheduler: scheduler)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { sum += $0 })
        for number in 0..<count {
            scheduler.advance(to: .milliseconds(number))
            subject.send(number)
        }
        scheduler.advance(to: scheduler.now.advanced(by: .milliseconds(10)))
        subject.send(completion: .finished)
        scheduler.advance(to: scheduler.now)
        precondition(finished, "the debounced chain did not finish")
        withExtendedLifetime(cancellable) {}
        return sum
    }
}
