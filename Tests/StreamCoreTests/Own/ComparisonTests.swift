import StreamCore
import Testing

/// min and max over the kinds OpenCombine's integer harness cannot reach: decimals, strings,
/// and the type errors Swift would report at compile time.
@Suite struct ComparisonTests {
    private func run(_ publisher: any Publisher) -> (values: [Value], completion: Completion?) {
        var values: [Value] = []
        var completion: Completion?
        publisher.sink(receiveValue: { values.append($0) }, receiveCompletion: { completion = $0 })
        return (values, completion)
    }

    private func sequence(_ values: [Value]) -> any Publisher { SequencePublisher(.values(values)) }

    @Test func stringsAndDecimalsCompareWithinTheirKind() {
        let words: [Value] = [.string("pear"), .string("apple"), .string("plum")]
        #expect(run(sequence(words).min()).values == [.string("apple")])
        #expect(run(sequence(words).max()).values == [.string("plum")])
        let numbers: [Value] = [.double(2.5), .double(-1.0), .double(0.5)]
        #expect(run(sequence(numbers).min()).values == [.double(-1.0)])
        #expect(run(sequence(numbers).max()).values == [.double(2.5)])
    }

    @Test func mixedKindsFailAsSwiftWouldNotCompile() {
        let result = run(sequence([.int(3), .string("a"), .int(1)]).min())
        #expect(result.values.isEmpty)
        #expect(result.completion == .failure(StreamError(
            "min compares values of one comparable type; Swift would not compile min() over Int and String")))
        let mixedNumbers = run(sequence([.double(1.5), .int(2)]).max())
        #expect(mixedNumbers.completion == .failure(StreamError(
            "max compares values of one comparable type; Swift would not compile max() over Double and Int")))
    }

    /// A kind Swift cannot compare fails even alone: `[true].publisher.min()` does not compile.
    @Test func nonComparableKindFails() {
        let result = run(sequence([.bool(true)]).max())
        #expect(result.values.isEmpty)
        #expect(result.completion == .failure(StreamError(
            "max compares values of one comparable type; Swift would not compile max() over Bool, which is not Comparable")))
        #expect(run(sequence([.int(1), .null]).min()).completion != .finished)
    }

    /// The type error cancels the upstream: the subject loses its subscriber at once.
    @Test func typeErrorCancelsUpstream() {
        let subject = PassthroughSubject()
        var completion: Completion?
        let sink = subject.min().sink(receiveValue: { _ in }, receiveCompletion: { completion = $0 })
        subject.send(.int(1))
        #expect(subject.subscriberCount == 1)
        subject.send(.tuple([.int(1), .int(2)]))
        #expect(subject.subscriberCount == 0)
        #expect(completion == .failure(StreamError(
            "min compares values of one comparable type; Swift would not compile min() over a tuple, which is not Comparable")))
        #expect(sink.isTerminated)
    }
}
