import Foundation

/// The values `m.hot` sources lost because a subscriber had no demand when they were sent,
/// as a `PassthroughSubject` loses them: named in a failing `toBe`, since a value a test
/// expected may well be one of them.
///
/// `Sendable`: kept under a lock, like `SubscriptionLog`.
final class DroppedValues: @unchecked Sendable {
    struct Drop: Equatable {
        /// When, in ms.
        var time: Int
        /// The value, as `String(describing:)` gives it.
        var value: String
        /// The source's marbles.
        var marbles: String
        /// Where the source was made (`HotTests.swift:12`).
        var site: String
    }

    private let lock = NSLock()
    private var drops: [Drop] = []

    func record(_ drop: Drop) {
        lock.withLock { drops.append(drop) }
    }

    var all: [Drop] { lock.withLock { drops } }
}
