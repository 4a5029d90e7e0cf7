/// AsyncAlgorithms' `interspersed(every:with:)` (`AsyncInterspersedSequence`): a separator
/// after every `every` elements (1: between each two). The separator goes out only once the
/// element after it has arrived (the iterator pulls the base first, keeps the element,
/// returns the separator), so nothing trails the last element; the kept element is at hand
/// for the next `next()`.
public final class AsyncInterspersed: AsyncSequenceModel {
    private let base: any AsyncSequenceModel
    private let separator: () throws(StreamError) -> Value
    /// How many elements go out between two separators (at least 1; the language checks it).
    private let every: Int

    public init(_ base: any AsyncSequenceModel, every: Int = 1, separator: @escaping () throws(StreamError) -> Value) {
        self.base = base
        self.every = Swift.max(1, every)
        self.separator = separator
    }

    public func makeIterator() -> any AsyncIteratorModel {
        Iterator(base: base.makeIterator(), every: every, separator: separator)
    }

    /// The library's iterator states, with their payloads.
    enum State: Equatable {
        /// Before an element: one already pulled (behind a separator) or none yet.
        case start(kept: Value?)
        /// After `count` elements of a group of `every`: the next `next()` returns an element.
        case element(count: Int)
        /// After a group's last element: the next `next()` pulls the base and returns a separator.
        case separator
        case finished
    }

    private final class Iterator: AsyncIteratorModel {
        private let base: any AsyncIteratorModel
        private let separator: () throws(StreamError) -> Value
        private let every: Int
        private var state = State.start(kept: nil)

        init(base: any AsyncIteratorModel, every: Int, separator: @escaping () throws(StreamError) -> Value) {
            self.base = base
            self.every = every
            self.separator = separator
        }

        /// The state after the group's `count`th element has gone out.
        private func afterElement(_ count: Int) -> State {
            count >= every ? .separator : .element(count: count)
        }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            switch state {
            case .finished:
                resume(.end)
            case .start(let kept?):
                state = afterElement(1)
                resume(.value(kept))
            case .start(nil):
                base.next { element in
                    guard case .value = element else { return self.finish(element, resume) }
                    self.state = self.afterElement(1)
                    resume(element)
                }
            case .element(let count):
                base.next { element in
                    guard case .value = element else { return self.finish(element, resume) }
                    self.state = self.afterElement(count + 1)
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
