import StreamCore

/// Swift 6.2's `Observations { vm.text }` as an async sequence on the virtual clock.
///
/// Each iteration (each `for await` loop) has its own state machine:
/// - the first `next()` returns the current value at once, tracking what the read touched;
/// - a change of a tracked property (to a different value) while the loop waits resumes it
///   once the running synchronous stretch is done (an executor job at this instant), with
///   the value read then: several sets in one stretch come out as one value, the last;
/// - a change while the loop's body runs (a slow loop) is remembered, and the next `next()`
///   returns the newest value at once;
/// - cancelling the loop's task ends it normally (`nil`), as the real iterator does.
final class ObservationsSequence: AsyncSequenceModel {
    private let read: () throws(StreamError) -> Value
    private let registrar: ObservationRegistrar
    private let clock: VirtualClock

    init(read: @escaping () throws(StreamError) -> Value, registrar: ObservationRegistrar, clock: VirtualClock) {
        self.read = read
        self.registrar = registrar
        self.clock = clock
    }

    func makeIterator() -> any AsyncIteratorModel { Iterator(sequence: self) }

    final class Iterator: AsyncIteratorModel {
        enum State {
            /// Nothing returned yet: the next `next()` reads the current value.
            case initial
            /// Registered; no change since the last value.
            case observing(registration: Int?)
            /// A tracked property changed since the last value was read.
            case changed
            case ended
        }

        private let sequence: ObservationsSequence
        private(set) var state = State.initial
        /// The loop waiting in `next()`, if it is.
        private var waiting: ((AsyncElement) -> Void)?

        init(sequence: ObservationsSequence) { self.sequence = sequence }

        func next(_ resume: @escaping (AsyncElement) -> Void) {
            switch state {
            case .initial, .changed: resume(emit())
            case .observing: waiting = resume
            case .ended: resume(.end)
            }
        }

        func cancel() {
            if case .observing(let registration) = state { sequence.registrar.cancel(registration) }
            state = .ended
            waiting = nil
        }

        /// Reads the value, registering for the next change of what the read touched.
        private func emit() -> AsyncElement {
            do throws(StreamError) {
                let (value, properties) = try sequence.registrar.tracking(sequence.read)
                let registration = sequence.registrar.register(properties) { [weak self] in self?.changed() }
                state = .observing(registration: registration)
                return .value(value)
            } catch {
                state = .ended
                return .failure(error)
            }
        }

        private func changed() {
            state = .changed
            guard waiting != nil else { return }
            // The waiting loop resumes after the synchronous stretch that made the change.
            sequence.clock.enqueueJob(on: .main) { [weak self] in
                guard let self, case .changed = state, let resume = waiting else { return }
                waiting = nil
                resume(emit())
            }
        }
    }
}
