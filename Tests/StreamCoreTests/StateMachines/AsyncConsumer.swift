@testable import StreamCore

/// A consumer waiting in `next()`, for the async state machine tests: its `resume` records
/// what it was handed, so a test can call an action's `Resume` and see who got what.
final class AsyncConsumer {
    private(set) var got: [AsyncElement] = []

    var resume: (AsyncElement) -> Void { { self.got.append($0) } }
}
