/// `replaceNil(with:)`: a `nil` value becomes the replacement; every other value passes.
///
/// Combine builds it from `map` (`Publishers.Map { $0 ?? output }`), and so does StreamCore:
/// one value out for each value in, so demand passes through unchanged. Swift would accept
/// the operator only on a stream of optionals; a dynamic stream of optionals holds both `nil`
/// and plain values, so a non-nil value is never an error here.
///
///     SequencePublisher(.values([.int(1), .null, .int(3)])).replaceNil(with: .int(0))
///     // Prints: 1, 0, 3, then finished
extension Publisher {
    public func replaceNil(with replacement: Value) -> any Publisher {
        StagePublisher(self) {
            MapStage(downstream: $0) { (value: Value) throws(StreamError) -> Value in
                value == .null ? replacement : value
            }
        }
    }
}
