import StreamCore
import StreamLanguage

/// Values bound while an expression runs: `x` (the current value), `acc` (scan/reduce).
struct Environment {
    var x: Value?
    var acc: Value?
    /// The previous value received (`removeDuplicates by`).
    var prev: Value?
    /// A body's local names (`let r = …`, `error` in `catch`).
    var locals: [String: Value] = [:]
    /// `isCancelled` inside a task.
    var isCancelled = false

    static var empty: Environment { Environment() }
}

/// An expression lowered to a closure, when a plan is instantiated. Errors are stream
/// errors: they fail the stream at run time (`map x * 2` on "abc").
typealias CompiledExpression = (Environment) throws(StreamError) -> Value

/// A checked, side-effect-free description of a publisher: the compiler builds it from the
/// syntax tree (every name resolved, every error reported), then `PlanInstantiator` turns it
/// into engine publishers. A plan is data: no closure and no engine object, so the same
/// pipeline compiled twice gives equal plans, and a plan prints as what it will build.
indirect enum PublisherPlan: Equatable {
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
struct StageLane: Equatable {
    /// The probe's position among the statement's stage lanes.
    let index: Int
    /// The lane's name (`  | map x`).
    let label: String
}

/// One event of a marble source, as data (`ScriptedEvent` is the engine's form).
struct ScriptedEventPlan: Equatable {
    enum Kind: Equatable {
        case value(Value)
        case finished
        case failure(String)
    }

    let offset: VirtualTime
    let kind: Kind

    var event: ScriptedEvent {
        switch kind {
        case .value(let value): ScriptedEvent(offset: offset, .value(value))
        case .finished: ScriptedEvent(offset: offset, .finished)
        case .failure(let message): ScriptedEvent(offset: offset, .failure(StreamError(message)))
        }
    }
}

/// A checked operator: which descriptor (its name is its identity in `OperatorRegistry`)
/// and its checked arguments. The descriptor's `instantiate` builds it.
struct OperatorPlan: Equatable {
    let name: String
    let arguments: CheckedArguments

    var descriptor: OperatorDescriptor? { OperatorRegistry.descriptor(named: name) }

    /// See `OperatorDescriptor.makesConnectable`.
    var makesConnectable: Bool { descriptor?.makesConnectable ?? false }
}

/// An operator's arguments after checking, typed: each descriptor fills the fields its
/// forms use, and which fields are set tells the forms apart (`prefix while` has an
/// `expression`, `prefix until` an `other`, `prefix N` a `count`).
struct CheckedArguments: Equatable {
    /// The operator's expression: a per-value body (`map x * 2`), a value (`replaceError 0`),
    /// a condition (`removeDuplicates by …`) or a message (`timeout … fail "late"`).
    var expression: CheckedExpression?
    /// scan's and reduce's INITIAL (their step is `expression`).
    var initial: CheckedExpression?
    /// `prepend 1, 2`.
    var expressions: [CheckedExpression] = []
    var count: Int?
    /// In milliseconds.
    var duration: Int?
    var queue: ExecutionQueue = .main
    /// `throttle … latest` (true) or `first`.
    var latest = true
    /// `{ PIPELINE }` built per value, or the publisher after `until`.
    var inner: PublisherPlan?
    /// `merge b, (just 1)`.
    var others: [PublisherPlan] = []
    /// The async sequences `merge`, `zip` and `combineLatest` combine on an async sequence.
    var sequences: [AsyncPlan] = []
    /// `print "tag"`.
    var text: String?
}
