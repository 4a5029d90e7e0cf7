extension Publisher {
    /// `tryCatch { … }`: like `catch`, the failed stream is replaced by the publisher the
    /// handler makes; the handler may also throw, which fails the stream with the thrown error.
    ///
    /// The engine's `catch` handler already throws (an error while building the replacement
    /// fails the stream), so both share `CatchStage`; the language allows `fail(…)` only in
    /// `tryCatch`, where Combine's closure is a throwing one.
    public func tryCatch(_ handler: @escaping ErrorHandler) -> any Publisher {
        StagePublisher(self) { CatchStage(downstream: $0, handler: handler) }
    }
}
