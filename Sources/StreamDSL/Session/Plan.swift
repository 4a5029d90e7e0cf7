import StreamCore

/// Values bound while an expression runs: `x` (the current value), `acc` (scan/reduce).
struct Environment {
    var x: Value?
    var acc: Value?
    /// The previous value received (`removeDuplicates by`).
    var prev: Value?

    static var empty: Environment { Environment() }
}

/// An expression compiled to a closure. Errors are stream errors: they fail the stream at
/// run time (`map x * 2` on "abc"), or reject the statement when raised while compiling.
typealias CompiledExpression = (Environment) throws(StreamError) -> Value

/// A checked, side-effect-free description of a publisher: the compiler builds it from the
/// syntax tree (every name resolved, every error reported), then `PlanInstantiator` turns it
/// into engine publishers. Keeping the two apart is what makes each statement atomic.
indirect enum PublisherPlan {
    /// A subject, a named pipeline or anything already built.
    case existing(any Publisher)
    case just(CompiledExpression)
    case sequence([CompiledExpression])
    case range(CompiledExpression, CompiledExpression, closed: Bool)
    case empty
    case fail(CompiledExpression)
    case never
    case timer(interval: Int)
    case future(CompiledExpression, delay: Int, fails: Bool)
    case deferred(PublisherPlan)
    /// `if`: the condition picks a branch each time the plan is built.
    case conditional(CompiledExpression, then: PublisherPlan, else: PublisherPlan)
    case cold([ScriptedEvent])
    case hot([ScriptedEvent])
    case stage(PublisherPlan, OperatorPlan)
    /// A probe recording a stage boundary into a lane (`:set stages on`).
    case probe(PublisherPlan, EventRecorder)
}
