/// AsyncAlgorithms' `interspersed(with:)` (`AsyncInterspersedSequence`, every 1): a separator
/// between each two elements. The separator goes out only once the element after it has
/// arrived (the iterator pulls the base first, keeps the element, returns the separator), so
/// nothing trails the last element; the kept element is at hand for the next `next()`.
public final class AsyncInterspersed: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let separator: () throws(StreamError) -> Value

    public init(_ base: any AsyncSequenceModel, separator: @escaping () throws(StreamError) -> Value) {
        self.base = base
        self.separator = separator
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base.makeIterator(), separator: separator)
    }

    /// The library's iterator states, with their payloads.
    enum State: Equatable {
        /// Before an element: one already pulled (behind a separator) or none yet.
        case start(kept: Value?)
        /// After an element: the next `next()` pulls the base and returns a separator.
        case separator
        case finished
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncIteratorModel
        private let separator: () throws(StreamError) -> Value
        private var state = State.start(kept: nil)

        init(base: any AsyncIteratorModel, separator: @escaping () throws(StreamError) -> Value) {
            self.base = base
            self.separator = separator
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            switch state {
            case .finished:
                resume(.end)
            case .start(let kept?):
                state = .separator
                resume(.value(kept))
            case .start(nil):
                base.next { element in
                    guard case .value = element else { return self.finish(element, resume) }
                    self.state = .separator
                    resume(element)
                }
            case .separator:
                base.next { element in
                    guard case .value(let value) = element else { return self.finish(element, resume) }
                    do throws(StreamError) {
                        let separator = try self.separator()
                        self.state = .start(kept: value)
                        resume(.value(separator))
                    } catch {
                        self.finish(.failure(error), resume)
                    }
                }
            }
        }

        func cancel() {
            state = .finished
            base.cancel()
        }

        /// The base ended or threw: passed on once, then `nil` for ever.
        private func finish(_ element: AsyncElement, _ resume: (AsyncElement) -> Void) {
            state = .finished
            resume(element)
        }
    }
}
