import StreamLanguage
import StreamCore

/// A checked step of a body, as data (issue 18). Like `StatementPlan` it holds no closure:
/// expressions are `CheckedExpression`s, the subjects and objects a step acts on are
/// `BoundName`s resolved when its statement was accepted, and tasks it starts are
/// `TaskPlan`s. The same body checked twice gives equal plans.
///
/// Later milestones add cases here (`await t.value`, `async let`, groups, `on main`, `work`,
/// continuations) and to `AwaitPlan`, beside these.
package indirect enum StepPlan: Equatable {
    /// `sleep D`: a cancellable wait; cancelled, it throws `CancellationError`.
    case sleep(Int)
    /// `[let|var NAME =] await …`: the result, if kept, goes to the local `into`.
    case await(AwaitPlan, into: String?)
    /// `let`, `var` or `NAME =`: sets a local (checking made sure the name may be set).
    case bind(String, CheckedExpression)
    /// `emit [ui] EXPR`: a value on the running task's lane.
    case emit(CheckedExpression, ui: Bool)
    /// `checkCancellation`: throws `CancellationError` when the flag is set.
    case checkCancellation
    case ifThen(CheckedExpression, then: [StepPlan], else: [StepPlan])
    /// `return [EXPR]`: ends the innermost task or handler.
    case returnValue(CheckedExpression?)
    /// `throw EXPR`: the error's text is the value's description.
    case throwError(CheckedExpression)
    /// `do { … } catch { … }`: `error` is a local of the catch body.
    case doCatch([StepPlan], catch: [StepPlan])
    /// `task u { … }`: enqueued on its executor; takes the session name `u`.
    case startTask(TaskPlan)
    /// `cancel u`: the newest task (or subscription) named `u`; nothing when there is none.
    case cancel(String)
    /// `set vm.p V` as a step: the value is read when the step runs.
    case setProperty(BoundName, property: String, path: String, value: CheckedExpression)
    case send(BoundName, CheckedExpression)
    case yield(BoundName, CheckedExpression)
    case finish(BoundName)
    // Milestone 2:
    /// `for await NAME in SEQ { … }` (see Tasks/Loops/).
    case forAwait(LoopSourcePlan, variable: String, body: [StepPlan])
    /// `send c V` to a channel: suspends until a loop takes the value (see Tasks/Loops/).
    case sendToChannel(BoundName, CheckedExpression)
    // Milestone 4: continuations and callbacks (Tasks/Continuations/).
    /// `callback after D { … }`: the steps run D later on the main queue, as a handler.
    case callback(after: Int, [StepPlan])
    /// `resume k V` / `resume k throwing V`: the continuation `k` in scope.
    case resume(String, CheckedExpression, throwing: Bool)
    // Milestone 5:
    /// `track { EXPR } { STEPS }` as a step: registers (again).
    case track(TrackPlan)
    // Milestone 3 (Tasks/Executors):
    /// `work D`: holds the executor it runs on for D ms, without suspending.
    case work(Int)
    /// `on main { … }`: hops to the main actor, runs the steps (which cannot suspend), hops back.
    case onMain([StepPlan])
    /// `async let NAME = f(args)`: a child task running the function (see Tasks/Structured/).
    case asyncLet(String, FunctionSlot, [CheckedExpression])
    /// `group NAME { … }`, `add NAME { … }`, `cancelAll NAME` (see Tasks/Groups/).
    case group(String, body: [StepPlan])
    case addChild(String, body: [StepPlan])
    case cancelAll(String)
    // Issue 18 §3: a task as a value (Tasks/Stored/).
    /// `NAME = task { … }` (or `let`/`var`): starts the task, whose lane is named `NAME`, and
    /// stores it in the local (an actor's field, in a method).
    case storeTask(TaskPlan, into: String)
    /// `cancel NAME` of a local: the task it holds; nothing when it holds `nil`.
    case cancelStored(CheckedExpression)
    // Milestone 6:
    /// `promise V` / `promise fail V`: calls the enclosing `future`'s promise (Tasks/Bridges/).
    case promise(CheckedExpression, fails: Bool)
    // Issue 20:
    /// `set c.value V` as a step: a CurrentValueSubject's setter (see CurrentValueSetting).
    case setCurrentValue(BoundName, CheckedExpression)
}

/// What an `await` step waits for.
package enum AwaitPlan: Equatable {
    /// `fetch V after D` (or `fetch fail "msg" after D`, which throws the message): a
    /// cancellable wait that throws `cancelled` (`URLError(.cancelled)`) when cancelled.
    case fetch(CheckedExpression, after: Int, fails: Bool)
    // Milestone 4:
    /// `continuation k { … } [onCancel { … }]`: not cancellable; its `onCancel` runs instead.
    case continuation(ContinuationPlan)
    // Milestone 2:
    /// `await f(args)`: runs the function's body in the calling task (see Tasks/Functions/).
    case call(FunctionSlot, [CheckedExpression])
    /// `await t.value`: waits for the newest task named `t` (not cancellable).
    case taskValue(String)
    /// `await a`: the result of `async let a`.
    case child(String)
    // Milestone 3:
    /// `await cache.get(k)` (and `await cache.hits`, a call of the field's getter): runs the
    /// method in the calling task, on the actor's executor (see Tasks/Actors/).
    case actorCall(ActorSlot, FunctionSlot, [CheckedExpression])
    // Issue 18 §3:
    /// `await NAME.value` of a local holding a task (`NAME = task { … }`).
    case storedTaskValue(CheckedExpression)
}

/// `task NAME [detached] { … }`: what starting the task needs.
package struct TaskPlan: Equatable {
    package let name: String
    /// `Task.detached`: off the main actor.
    package let detached: Bool
    package let steps: [StepPlan]
    /// Where property reads in its expressions were resolved.
    package let names: ResolvedNames
    package let range: SourceRange
}

/// The steps of a `didSet` or sink body: they run at once, with `x` the value, and cannot
/// suspend (checking refuses `sleep` and `await` there).
package struct HandlerPlan: Equatable {
    /// `didSet vm.query` or `sink s`: names the handler in notes.
    package let title: String
    package let steps: [StepPlan]
    package let names: ResolvedNames
}
