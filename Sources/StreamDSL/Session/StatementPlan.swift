import StreamLanguage
import StreamCore

/// A checked statement, as data: what running it will do, with every name resolved and every
/// error already reported. `StatementCompiler` makes it without touching the session;
/// `StatementRunner` carries it out. It holds no closure and no object made for it (subjects,
/// sinks and lanes are made when it runs), so the same statement checked twice at the same
/// point gives equal plans, and a plan prints as what it will do.
package indirect enum StatementPlan: Equatable {
    /// `subject a [| … | sink]`: `then` is the subscription (or loop) that follows.
    case declareSubject(String, then: StatementPlan?)
    case declareCurrent(String, initial: Value, then: StatementPlan?)
    case subscribe(SubscriptionPlan)
    /// `ASYNCSEQ | for await … as NAME`.
    case forAwait(LoopPlan)
    case definePipeline(String, PublisherPlan, names: ResolvedNames, range: SourceRange, depth: Int)
    /// `NAME = … | values …`: the async sequence is built when the statement runs.
    case defineSequence(String, AsyncPlan, names: ResolvedNames, range: SourceRange, text: String)
    case send(BoundName, [TimedSend])
    case complete(BoundName, at: VirtualTime?)
    case fail(BoundName, message: String, at: VirtualTime?)
    /// `at T: STATEMENT`; `declares` are the names the inner statement declares when it runs
    /// (reserved until then).
    case at(VirtualTime, StatementPlan, declares: [String])
    case cancel(BoundName, at: VirtualTime?)
    case request(BoundName, Demand, at: VirtualTime?)
    case connect(BoundName, as: String?, at: VirtualTime?)
    case advance(by: Int)
    case advanceTo(VirtualTime)
    case run(until: VirtualTime?)
    case declareObject(String)
    case declarePublished(BoundName, property: String, initial: Value)
    /// `set vm.n EXPR [@T]`: the expression is read when it runs (`set vm.n vm.n + 1 @1s`).
    case setProperty(BoundName, property: String, path: String, value: CheckedExpression, names: ResolvedNames, at: VirtualTime?)
    /// `release vm [@T]`; `releaseTime` is when it takes effect (now, if no time is given).
    case release(BoundName, at: VirtualTime?, releaseTime: VirtualTime)
    /// `onTermination`'s steps run at once when the stream terminates (x is the reason).
    case declareStream(String, throwing: Bool, buffering: StreamBuffering, onTermination: HandlerPlan?)
    case declareChannel(String, throwing: Bool)
    case yield(BoundName, [TimedSend])
    case finish(BoundName, at: VirtualTime?)
    case sendToChannel(BoundName, [TimedSend], task: String? = nil)
    case failStream(BoundName, message: String, at: VirtualTime?)
    /// `task t { … }`: the task is made and enqueued on its executor when the plan runs
    /// (`task t { … } @T` is `at T: task t { … }`).
    case startTask(TaskPlan)
    /// `didSet vm.p { … }`: adds an observer to the property.
    case didSet(BoundName, property: String, HandlerPlan)
    // Milestone 5:
    /// `observable vm.p = V`, `track { … } { … }`.
    case observation(ObservationPlan)
    // Milestone 2:
    /// `func f(…) { … }`: binds the name (see Tasks/Functions/).
    case declareFunction(FunctionSlot)
    // Milestone 3:
    /// `actor NAME { … }`: binds the name to a new actor (see Tasks/Actors/).
    case declareActor(ActorSlot)
    // Issue 20:
    /// `post NAME V [@T], …`: `NotificationCenter.default.post` (see SystemPublisherSteps).
    case post(String, [TimedSend])
    // Issue 20:
    /// `set c.value EXPR [@T]`: a CurrentValueSubject's setter (see CurrentValueSetting).
    case setCurrentValue(BoundName, value: CheckedExpression, names: ResolvedNames, at: VirtualTime?)
    // Issue 20:
    /// `stream NAME unfolding EXPR from V [after D]`: `AsyncStream(unfolding:)` (see UnfoldingStreams).
    case declareUnfolding(UnfoldingPlan)
}

/// One value of a `send` or `yield`, with its time (nil: now).
package struct TimedSend: Equatable {
    package let time: VirtualTime?
    package let value: Value
}

/// A checked `PIPELINE | sink …`: the lane and sink it makes when it runs, and how the
/// subscription is held (see `SubscriptionOwnership`).
package struct SubscriptionPlan: Equatable {
    package let publisher: PublisherPlan
    package let names: ResolvedNames
    package let range: SourceRange
    let laneName: String
    /// The stage lanes `:set stages on` draws, in `StageLane.index` order.
    let stageLabels: [String]
    package let demand: Demand
    /// `sink as NAME`: the name exists from the moment the statement is accepted.
    let sinkName: String?
    let ownership: SubscriptionOwnership
    package let ui: Bool
    /// The named pipeline whose own stages `:set stages on` cannot draw (said once).
    let hidesStagesOf: String?
    /// `sink as s { STEPS }`: run for each value the sink receives.
    package var body: HandlerPlan? = nil
    /// Issue 20: `sink demand N then M`: what each received value asks for.
    package var perValueDemand: Demand = .none
}

/// A checked `for await [work D] as NAME` loop over an async plan.
package struct LoopPlan: Equatable {
    package let sequence: AsyncPlan
    package let names: ResolvedNames
    package let range: SourceRange
    let laneName: String
    package let name: String
    let work: Int
}

extension StatementPlan {
    /// The names the plan binds the moment it is accepted, even when the rest runs later:
    /// `at 250ms: q | sink as late` lets `cancel late @400ms` follow at once.
    var acceptedNames: [String] {
        switch self {
        case .declareSubject(_, let then), .declareCurrent(_, _, let then):
            return then?.acceptedNames ?? []
        case .subscribe(let subscription): return subscription.sinkName.map { [$0] } ?? []
        case .forAwait(let loop): return [loop.name]
        case .startTask(let task): return [task.name]
        case .declareFunction(let function): return [function.name]
        case .declareActor(let actor): return [actor.name]  // Milestone 3
        case .connect(_, let name, _): return name.map { [$0] } ?? []
        case .at(_, let inner, _): return inner.acceptedNames
        default: return []
        }
    }
}
