import StreamCore

/// The StreamCore side of cases (a) and (b): the pipeline the language builds for
/// `subject a | map x * 2 | filter x % 3 != 0 | sink`, with closures that check the value's
/// kind and overflow and throw `StreamError`, as the evaluator's closures do.
enum StreamCoreWorkloads {
    /// `subject | map x * 2 | filter x % 3 != 0`.
    static func mapFilter(_ subject: PassthroughSubject) -> any Publisher {
        subject.map { value throws(StreamError) in
            guard case .int(let number) = value else { throw StreamError("map: expected an integer, got \(value.kindName)") }
            let (product, overflow) = number.multipliedReportingOverflow(by: 2)
            if overflow { throw StreamError("map: integer overflow") }
            return .int(product)
        }.filter { value throws(StreamError) in
            guard case .int(let number) = value else { throw StreamError("filter: expected an integer, got \(value.kindName)") }
            return number % 3 != 0
        }
    }

    /// (a) Sends `count` values synchronously; returns how many reached the sink.
    static func chain(count: Int) -> Int {
        let subject = PassthroughSubject()
        var received = 0
        let sink = mapFilter(subject).sink { _ in received += 1 }
        for number in 0..<count { subject.send(.int(number)) }
        subject.send(completion: .finished)
        precondition(sink.isTerminated, "the chain did not finish")
        return received
    }

    /// (b) Sends `count` values 1 ms apart on a `VirtualClock`, through `debounce 10ms`;
    /// returns the sum of the emitted values (one value: the last one, 10 ms after it).
    static func debounce(count: Int) -> Int {
        let clock = VirtualClock()
        let subject = PassthroughSubject()
        var sum = 0
        var finished = false
        _ = mapFilter(subject).debounce(10, on: clock)
            .sink(receiveValue: { value in
                if case .int(let number) = value { sum += number }
            }, receiveCompletion: { _ in finished = true })
        for number in 0..<count {
            clock.advance(to: number)
            subject.send(.int(number))
        }
        clock.advance(by: 10)
        subject.send(completion: .finished)
        clock.advance(by: 0)
        precondition(finished, "the debounced chain did not finish")
        return sum
    }
}
