// Syntax of issue 18's milestone 4: continuations and callbacks.
//
//   let v = await continuation k { STEPS } [onCancel { STEPS }]    AwaitExpr.Kind.continuation
//   callback after 300ms { STEPS }                                 Step.Kind.callback
//   resume k V  |  resume k throwing "msg"                         Step.Kind.resume
//
// A continuation's name is seen only by the steps inside its braces (its body, the
// callbacks and tasks the body makes, `onCancel`), as Swift's `k` is the closure's parameter.

/// `continuation k { STEPS } [onCancel { STEPS }]`: `withCheckedThrowingContinuation { k in … }`,
/// inside `withTaskCancellationHandler` when `onCancel` is written.
public struct ContinuationExpr: Sendable, Hashable {
    public var name: Identifier
    /// Runs at once and cannot suspend: it registers callbacks and returns.
    public var body: Body
    /// Runs when the waiting task is cancelled (or as it begins to wait, if it already is).
    public var onCancel: Body?
    public init(name: Identifier, body: Body, onCancel: Body?) {
        self.name = name
        self.body = body
        self.onCancel = onCancel
    }
}

/// What `resume k …` gives the waiting task.
public enum ResumeValue: Sendable, Hashable {
    /// `resume k V`: `k.resume(returning: V)`.
    case returning(Expr)
    /// `resume k throwing "msg"`: `k.resume(throwing: …)`, the message as the error's text.
    case throwing(Expr)
}
