// Syntax of bodies and steps (issue 18, Swift concurrency on the virtual clock):
//
//   task t [detached] { STEPS } [@TIME]        Statement.Kind.task          (TaskDeclaration)
//   didSet vm.p { STEPS }                      Statement.Kind.didSet
//   PIPELINE | sink as s { STEPS }             SinkClause.body
//   Body                                       `{ STEP; STEP … }`, one step per line or `;`
//   Step                                       sleep, await, let/var/NAME =, emit, if, return,
//                                              throw, do/catch, checkCancellation, task, cancel,
//                                              and the statements set/send/yield/finish
//
// Later milestones add step kinds (`await t.value`, `async let`, groups, `on main`, …) and
// await kinds (`AwaitExpr.Kind`) beside these, not special cases inside them.

/// `{ STEP; STEP … }`: the steps of a task, a `didSet` handler or a sink body.
public struct Body: Sendable, Hashable {
    public var steps: [Step]
    /// From `{` to `}`.
    public var range: SourceRange
    public init(steps: [Step], range: SourceRange) {
        self.steps = steps
        self.range = range
    }
}

/// One step of a body.
public struct Step: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// `sleep D`: `try await Task.sleep(for: D)`.
        case sleep(DurationLiteral)
        /// `await …` whose value is not kept: `await fetch fail "offline" after 200ms`.
        case await(AwaitExpr)
        /// `let NAME = …`, `var NAME = …` or `NAME = …`.
        case bind(LocalBinding, Identifier, StepValue)
        /// `emit EXPR` / `emit ui EXPR`: the value appears on the running task's lane.
        case emit(Expr, ui: Bool)
        /// `checkCancellation`: `try Task.checkCancellation()`.
        case checkCancellation
        /// `if COND { … } [else { … }]` (`else if` is an `else` body holding one `if`).
        case ifThen(Expr, then: Body, else: Body?)
        /// `return [EXPR]`.
        case returnValue(Expr?)
        /// `throw "message"`.
        case throwError(Expr)
        /// `do { … } catch { … }`; `error` names the error's text inside `catch`.
        case doCatch(Body, catch: Body)
        /// `task u { … }`: a task started from a body.
        case task(TaskDeclaration)
        /// `cancel u`: cancels the newest task named `u`, if there is one.
        case cancel(Identifier, time: DurationLiteral?)
        /// `set vm.p V`, `send a V`, `yield s V`, `finish s`: a statement as a step.
        case statement(Statement)
        // Milestone 2:
        /// `for await NAME in SEQ { STEPS }` (see ForAwaitStep.swift).
        case forAwait(ForAwaitStep)
        // Milestone 4: continuations and callbacks (ContinuationSyntax.swift).
        /// `callback after D { STEPS }`: a completion handler called on the main queue D later.
        case callback(after: DurationLiteral, Body)
        /// `resume k V` / `resume k throwing "msg"`.
        case resume(Identifier, ResumeValue)
        // Milestone 5:
        /// `track { EXPR } { STEPS }`: registers again (see ObservationSyntax.swift).
        case track(TrackDeclaration)
        // Milestone 3:
        /// `work D`: synchronous work that keeps its executor busy for D (Parser+Executors).
        case work(DurationLiteral)
        /// `on main { STEPS }`: `await MainActor.run { … }`; its steps cannot suspend.
        case onMain(Body)
        /// `async let NAME = f(args)`: a child task that starts at once (see FunctionSyntax.swift).
        case asyncLet(Identifier, function: Identifier, arguments: [Expr])
        /// `group NAME { STEPS }`: `withThrowingTaskGroup`.
        case group(Identifier, body: Body)
        /// `add NAME { STEPS }`: `group.addTask { … }`.
        case addChild(Identifier, body: Body)
        /// `cancelAll NAME`: `group.cancelAll()`.
        case cancelAll(Identifier)
    }

    public var kind: Kind
    public var range: SourceRange
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// How a step names a local value.
public enum LocalBinding: String, Sendable, Hashable {
    case `let`, `var`
    /// `NAME = EXPR`: assigns an existing `var`.
    case assign
}

/// The right-hand side of `let`, `var` or `NAME =`: a value, or one that is awaited.
public enum StepValue: Sendable, Hashable {
    case expression(Expr)
    case await(AwaitExpr)
    // Issue 18 §3: `loading = task { … }` (Parser+TaskExpression.swift).
    /// `task [detached] { STEPS }` whose value is the task; the declaration's name is the
    /// name it is stored in, which its lane takes.
    case task(TaskDeclaration)
}

/// What `await` waits for.
public struct AwaitExpr: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `fetch V after D`: answers V after D; a cancel throws `cancelled` at once.
        case fetch(Expr, after: DurationLiteral)
        /// `fetch fail "msg" after D`: throws the message after D.
        case fetchFailure(Expr, after: DurationLiteral)
        // Milestone 4:
        /// `continuation k { STEPS } [onCancel { STEPS }]` (ContinuationSyntax.swift).
        case continuation(ContinuationExpr)
        // Milestone 2:
        /// `await f(args)`: calls a `func`.
        case call(Identifier, arguments: [Expr])
        /// `await t.value`: waits for another task's result.
        case taskValue(Identifier)
        /// `await a`: the result of `async let a`.
        case child(Identifier)
        // Milestone 3: actors (ActorSyntax.swift).
        /// `await cache.get(k)`: calls an actor's method on the actor.
        case actorCall(Identifier, method: Identifier, arguments: [Expr])
        /// `await cache.hits`: reads an actor's field on the actor.
        case actorField(Identifier, field: Identifier)
    }

    public var kind: Kind
    public var range: SourceRange
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// `task NAME [detached] { STEPS } [@TIME]`.
public struct TaskDeclaration: Sendable, Hashable {
    public var name: Identifier
    /// `Task.detached { … }`: not isolated to the main actor.
    public var detached: Bool
    public var body: Body
    /// `@TIME`: allowed on a statement, refused inside a body.
    public var time: DurationLiteral?
    public var range: SourceRange
    public init(name: Identifier, detached: Bool, body: Body, time: DurationLiteral?, range: SourceRange) {
        self.name = name
        self.detached = detached
        self.body = body
        self.time = time
        self.range = range
    }
}
