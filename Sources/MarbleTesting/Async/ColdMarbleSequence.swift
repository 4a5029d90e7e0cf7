/// A cold marble source that is an async sequence (`m.coldSequence("-a-b|")`): each
/// iteration gets the whole timeline, starting at the instant it asks for its first element,
/// on the marble clock (`m.clock`). `#` throws `MarbleError`, as a cold publisher fails.
///
/// ```
/// let typed = m.coldSequence("-a-b---c|")
/// let shown = typed.debounce(for: .milliseconds(200), clock: m.clock)
/// m.expect(shown).toBe("-----b----(c|)")
/// await m.run()
/// ```
///
/// An element is handed over when the iteration asks for it: one that comes due while the
/// consumer is busy waits for it, as an async sequence's consumer pulls (no value is lost,
/// but it arrives late; a source that drops instead is `m.hot(…).values`).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct ColdMarbleSequence<Element>: AsyncSequence {
    public typealias Failure = MarbleError

    private let script: SourceScript<Element>
    private let clock: MarbleClock

    init(script: SourceScript<Element>, clock: MarbleClock) {
        self.script = script
        self.clock = clock
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(script: script, clock: clock)
    }

    public struct Iterator: AsyncIteratorProtocol {
        private let script: SourceScript<Element>
        private let clock: MarbleClock
        /// The instant of the first `next()`, in ms: the timeline's frame 0.
        private var start: Int?
        private var index = 0
        private var isOver = false

        init(script: SourceScript<Element>, clock: MarbleClock) {
            self.script = script
            self.clock = clock
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async throws(MarbleError) -> Element? {
            guard !isOver else { return nil }
            let start = self.start ?? clock.virtualClock.now
            self.start = start
            guard index < script.events.count else {
                // Marbles with no end: wait until the iteration is cancelled.
                try? await clock.sleep(untilMilliseconds: Int(Int32.max))
                isOver = true
                return nil
            }
            let (time, signal) = script.events[index]
            index += 1
            do {
                try await clock.sleep(untilMilliseconds: start + time)
            } catch {
                isOver = true
                return nil
            }
            switch signal {
            case .value(let value):
                return value
            case .finished:
                isOver = true
                return nil
            case .failure(let error):
                isOver = true
                throw error
            }
        }

        public mutating func next() async throws(MarbleError) -> Element? {
            try await next(isolation: nil)
        }
    }
}

/// Checked: a script of `Sendable` values and a `Sendable` clock.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension ColdMarbleSequence: Sendable where Element: Sendable {}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension MarbleScheduler {
    /// A cold marble source of the marbles' characters, as an async sequence on `m.clock`.
    public func coldSequence(
        _ marbles: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ColdMarbleSequence<String> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return ColdMarbleSequence(script: script(marbles, kind: "cold", site: site) { $0 }, clock: clock)
    }

    /// A cold marble source whose tokens stand for `values`, as an async sequence on `m.clock`.
    public func coldSequence<Value>(
        _ marbles: String, values: [String: Value],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> ColdMarbleSequence<Value> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return ColdMarbleSequence(script: script(marbles, kind: "cold", site: site) { values[$0] }, clock: clock)
    }
}
