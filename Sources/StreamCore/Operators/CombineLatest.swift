/// `combineLatest b`: once every upstream has a value, emits a tuple of the latest values on
/// each change; finishes when every upstream has finished.
final class CombineLatestSubscription: MultiUpstreamSubscription {
    private var latest: [Value?]

    override init(downstream: any Subscriber, count: Int, memory: RecordingBudget? = nil) {
        latest = Array(repeating: nil, count: count)
        super.init(downstream: downstream, count: count, memory: memory)
    }

    override func receive(_ value: Value, from index: Int) -> Demand {
        latest[index] = value
        let all = latest.compactMap { $0 }
        guard all.count == latest.count else { return .none }
        do throws(StreamError) {
            emit(try ValueLimits.list(all, tuple: true))
        } catch {
            end(.failure(error))
        }
        return .none
    }
}

extension Publisher {
    public func combineLatest(_ others: [any Publisher], memory: RecordingBudget? = nil) -> any Publisher {
        MultiUpstreamPublisher([self] + others) { CombineLatestSubscription(downstream: $0, count: $1, memory: memory) }
    }
}
