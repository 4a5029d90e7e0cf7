import StreamCore
import StreamLanguage

/// Values bound while an expression runs: `x` (the current value), `acc` (scan/reduce).
package struct Environment {
    package var x: Value?
    package var acc: Value?
    /// The previous value received (`removeDuplicates by`).
    package var prev: Value?
    /// A body's local names (`let r = …`, `error` in `catch`).
    package var locals: [String: Value] = [:]
    /// `isCancelled` inside a task.
    package var isCancelled = false

    package static var empty: Environment { Environment() }
}

/// An expression lowered to a closure, when a plan is instantiated. Errors are stream
/// errors: they fail the stream at run time (`map x * 2` on "abc").
package typealias CompiledExpression = (Environment) throws(StreamError) -> Value

/// A checked, side-effect-free description of a publisher: the compiler builds it from the
/// syntax tree (every name resolved, every error reported), then `PlanInstantiator` turns it
/// into engine publishers. A plan is data: no closure and no engine object, so the same
/// pipeline compiled twice gives equal plans, and a plan prints as what it will build.
package indirect enum PublisherPlan: Equatable {
    /// A subject or a named pipeline, looked up by name when the plan is instantiated.
    case named(String)
    /// An object's publisher: `vm.$text`, `vm.objectWillChange`.
    case member(Identifier)
    case just(CheckedExpression)
    case sequence([CheckedExpression])
    case range(CheckedExpression, CheckedExpression, closed: Bool)
    case empty
    case fail(CheckedExpression)
    case never
    case timer(interval: Int)
    case future(CheckedExpression, delay: Int, fails: Bool)
    case deferred(PublisherPlan)
    /// `if`: the condition picks a branch each time the plan is built.
    case conditional(CheckedExpression, then: PublisherPlan, else: PublisherPlan)
    case cold([ScriptedEventPlan])
    case hot([ScriptedEventPlan])
    case stage(PublisherPlan, OperatorPlan)
    /// A probe recording a stage boundary into the statement's stage lane (`:set stages on`).
    case probe(PublisherPlan, StageLane)
    // Issue 20:
    /// `fetch`: URLSession's `dataTaskPublisher`, one request per subscriber.
    case fetch(CheckedExpression, delay: Int, fails: Bool)
    // Milestone 6:
    /// `future [as t] { STEPS }`: a Future whose promise a task fulfils (Tasks/Bridges/).
    case futureTask(FutureTaskPlan)
    /// `notifications NAME`: `NotificationCenter.default.publisher(for:)` (see SystemPublisherChecks).
    case notifications(String)
    /// `kvo vm.p [new]`: KVO's `publisher(for:options:)` on the property `vm.p`.
    case kvo(String, newOnly: Bool)
    /// `record V, … [fail M]`: Combine's `Record(output:completion:)`.
    case record([CheckedExpression], failure: CheckedExpression?)
}

extension PublisherPlan {
    /// Whether the plan's last operator hides its upstream's type (`| eraseToAnyPublisher`),
    /// so a name bound to it cannot be sent to: read from the plan, however it was spelled.
    var isErased: Bool {
        switch self {
        case .stage(_, let operation): return operation.descriptor?.erasesType ?? false
        case .probe(let inner, _): return inner.isErased
        default: return false
        }
    }
}

/// The lane a probe records into: the statement makes its stage lanes when it runs, in
/// this order, and hands their recorders to the instantiator.
package struct StageLane: Equatable {
    /// The probe's position among the statement's stage lanes.
    package let index: Int
    /// The lane's name (`  | map x`).
    package let label: String
}

/// One event of a marble source, as data (`ScriptedEvent` is the engine's form).
package struct ScriptedEventPlan: Equatable {
    package enum Kind: Equatable {
        case value(Value)
        case finished
        case failure(String)
    }

    package let offset: VirtualTime
    package let kind: Kind

    package var event: ScriptedEvent {
        switch kind {
        case .value(let value): ScriptedEvent(offset: offset, .value(value))
        case .finished: ScriptedEvent(offset: offset, .finished)
        case .failure(let message): ScriptedEvent(offset: offset, .failure(StreamError(message)))
        }
    }
}

/// A checked operator: which descriptor (its name is its identity in `OperatorRegistry`)
/// and its checked arguments. The descriptor's `instantiate` builds it.
package struct OperatorPlan: Equatable {
    package let name: String
    package let arguments: CheckedArguments

    package var descriptor: OperatorDescriptor? { OperatorRegistry.descriptor(named: name) }

    /// See `OperatorDescriptor.makesConnectable`.
    var makesConnectable: Bool { descriptor?.makesConnectable ?? false }
}

/// An operator's arguments after checking, typed: each descriptor fills the fields its
/// forms use, and which fields are set tells the forms apart (`prefix while` has an
/// `expression`, `prefix until` an `other`, `prefix N` a `count`).
package struct CheckedArguments: Equatable {
    /// The operator's expression: a per-value body (`map x * 2`), a value (`replaceError 0`),
    /// a condition (`removeDuplicates by …`) or a message (`timeout … fail "late"`).
    package var expression: CheckedExpression?
    /// scan's and reduce's INITIAL (their step is `expression`).
    package var initial: CheckedExpression?
    /// `prepend 1, 2`.
    package var expressions: [CheckedExpression] = []
    package var count: Int?
    /// In milliseconds.
    package var duration: Int?
    package var queue: ExecutionQueue = .main
    /// `throttle … latest` (true) or `first`.
    package var latest = true
    /// `{ PIPELINE }` built per value, or the publisher after `until`.
    package var inner: PublisherPlan?
    /// `merge b, (just 1)`.
    var others: [PublisherPlan] = []
    /// The async sequences `merge`, `zip` and `combineLatest` combine on an async sequence.
    package var sequences: [AsyncPlan] = []
    /// `print "tag"`.
    package var text: String?
    /// `buffer N prefetch … whenFull …` (nil: the plain `buffer [N]`).
    package var bufferPolicy: BufferPolicy?
    // Issue 20:
    /// `handleEvents output { … } …`: each hook's steps.
    package var hooks: EventHookPlans?
    // Issue 20: `chunks key EXPR`, whose `expression` is a key, where `chunks while`'s is a predicate.
    package var isKey = false
    // Issue 20: the async `buffer unbounded|newest N|oldest N|bounded N`.
    package var asyncBufferPolicy: AsyncBufferPolicy?
}
