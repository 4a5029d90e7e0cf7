/// The operator vocabulary, in Combine's spelling. Each returns a new publisher description;
/// nothing runs until something subscribes.
extension Publisher {
    public func map(_ transform: @escaping ValueTransform) -> any Publisher {
        StagePublisher(self) { MapStage(downstream: $0, transform: transform) }
    }

    public func filter(_ predicate: @escaping ValuePredicate) -> any Publisher {
        StagePublisher(self) { FilterStage(downstream: $0, predicate: predicate) }
    }

    public func compactMap(_ transform: @escaping ValueTransform) -> any Publisher {
        StagePublisher(self) { CompactMapStage(downstream: $0, transform: transform) }
    }

    public func scan(_ initial: Value, _ accumulate: @escaping Accumulator) -> any Publisher {
        StagePublisher(self) { ScanStage(downstream: $0, initial: initial, accumulate: accumulate) }
    }

    public func reduce(_ initial: Value, _ accumulate: @escaping Accumulator) -> any Publisher {
        StagePublisher(self) { ReduceStage(downstream: $0, initial: initial, accumulate: accumulate) }
    }

    public func removeDuplicates() -> any Publisher {
        StagePublisher(self) { RemoveDuplicatesStage(downstream: $0) }
    }

    public func first(where predicate: ValuePredicate? = nil) -> any Publisher {
        StagePublisher(self) { FirstStage(downstream: $0, predicate: predicate) }
    }

    public func last(where predicate: ValuePredicate? = nil) -> any Publisher {
        StagePublisher(self) { LastStage(downstream: $0, predicate: predicate) }
    }

    public func prefix(_ count: Int) -> any Publisher {
        StagePublisher(self) { PrefixStage(downstream: $0, count: count) }
    }

    public func dropFirst(_ count: Int = 1) -> any Publisher {
        StagePublisher(self) { DropFirstStage(downstream: $0, count: count) }
    }

    /// `collect()` with `nil`: every value in one array when the upstream finishes.
    public func collect(_ count: Int? = nil) -> any Publisher {
        guard let count else { return StagePublisher(self) { CollectAllStage(downstream: $0) } }
        return StagePublisher(self) { CollectByCountStage(downstream: $0, size: count) }
    }

    // `queue` is where a time operator's scheduled deliveries run: Combine's scheduler argument.

    public func collect(every interval: VirtualTime, on clock: VirtualClock, queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) { CollectByTimeStage(downstream: $0, clock: clock, interval: interval, queue: queue) }
    }

    public func debounce(_ interval: VirtualTime, on clock: VirtualClock, queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) { DebounceStage(downstream: $0, clock: clock, interval: interval, queue: queue) }
    }

    public func throttle(_ interval: VirtualTime, latest: Bool, on clock: VirtualClock,
                         queue: ExecutionQueue = .main, tookValueWhileSubscribing: (() -> Void)? = nil) -> any Publisher {
        StagePublisher(self) {
            ThrottleStage(downstream: $0, clock: clock, interval: interval, latest: latest, queue: queue,
                          tookValueWhileSubscribing: tookValueWhileSubscribing)
        }
    }

    public func delay(_ interval: VirtualTime, on clock: VirtualClock, queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) { DelayStage(downstream: $0, clock: clock, interval: interval, queue: queue) }
    }

    public func timeout(_ interval: VirtualTime, on clock: VirtualClock, error: StreamError? = nil,
                        queue: ExecutionQueue = .main) -> any Publisher {
        StagePublisher(self) {
            TimeoutStage(downstream: $0, clock: clock, interval: interval, error: error, queue: queue)
        }
    }

    /// - Parameter memory: when given, the values kept for a downstream that has not asked
    ///   for them count against it (so do `zip`'s unpaired values and `buffer`'s queue).
    public func merge(with others: [any Publisher], memory: RecordingBudget? = nil) -> any Publisher {
        MultiUpstreamPublisher([self] + others) { MergeSubscription(downstream: $0, count: $1, memory: memory) }
    }

    public func combineLatest(_ others: [any Publisher], memory: RecordingBudget? = nil) -> any Publisher {
        MultiUpstreamPublisher([self] + others) { CombineLatestSubscription(downstream: $0, count: $1, memory: memory) }
    }

    public func zip(_ others: [any Publisher], memory: RecordingBudget? = nil) -> any Publisher {
        MultiUpstreamPublisher([self] + others) { ZipSubscription(downstream: $0, count: $1, memory: memory) }
    }

    public func flatMap(maxPublishers: Demand = .unlimited,
                        _ transform: @escaping PublisherTransform) -> any Publisher {
        StagePublisher(self) { FlatMapStage(downstream: $0, maxPublishers: maxPublishers, transform: transform) }
    }

    public func switchToLatest() -> any Publisher {
        StagePublisher(self) { SwitchToLatestStage(downstream: $0) }
    }

    public func `catch`(_ handler: @escaping ErrorHandler) -> any Publisher {
        StagePublisher(self) { CatchStage(downstream: $0, handler: handler) }
    }

    /// - Parameter budget: when given, every resubscription spends one unit, so nested
    ///   retries (`retry 10000 | retry 10000`) stop with a failure instead of multiplying
    ///   into 10⁸ attempts, and Ctrl-C can stop them (see `EmissionBudget`).
    public func retry(_ attempts: Int, budget: EmissionBudget? = nil) -> any Publisher {
        RetryPublisher(upstream: self, attempts: attempts, budget: budget)
    }

    public func replaceError(with value: Value) -> any Publisher {
        StagePublisher(self) { ReplaceErrorStage(downstream: $0, replacement: value) }
    }

    public func replaceEmpty(with value: Value) -> any Publisher {
        StagePublisher(self) { ReplaceEmptyStage(downstream: $0, replacement: value) }
    }

    public func prepend(_ values: [Value]) -> any Publisher {
        ConcatenatePublisher(SequencePublisher(.values(values)), then: self)
    }

    public func append(_ values: [Value]) -> any Publisher {
        ConcatenatePublisher(self, then: SequencePublisher(.values(values)))
    }

    public func buffer(size: Int, memory: RecordingBudget? = nil) -> any Publisher {
        StagePublisher(self) { BufferStage(downstream: $0, capacity: size, memory: memory) }
    }

    /// Records every event crossing this point (the engine's probe; `print` uses it too).
    public func probe(_ recorder: EventRecorder) -> any Publisher {
        StagePublisher(self) { ProbeStage(downstream: $0, recorder: recorder) }
    }

    public func multicast(_ makeSubject: @escaping () -> any Subject) -> MulticastPublisher {
        MulticastPublisher(upstream: self, makeSubject: makeSubject)
    }

    public func makeConnectable() -> MulticastPublisher {
        multicast { PassthroughSubject() }
    }

    public func share() -> any Publisher {
        AutoconnectPublisher(upstream: makeConnectable())
    }
}

extension ConnectablePublisher {
    public func autoconnect() -> any Publisher {
        AutoconnectPublisher(upstream: self)
    }
}
