// The syntax tree of the pipeline language.
//
//   Statement            one line (or `;`-separated part), with its range, line and text
//     .declareSubject    subject NAME [| OPERATOR … | sink …]
//     .declareCurrent    current NAME = EXPR [| OPERATOR … | sink …]
//     .subscribe         [_ =] PIPELINE | sink …  or  | assign …       → PipelineSubscription
//     .definePipeline    NAME = PIPELINE                             (no sink)
//     .send              send NAME VALUE [@TIME], …                  → [TimedValue]
//     .complete / .fail  complete NAME [@TIME] · fail NAME EXPR [@TIME]
//     .at                at TIME: STATEMENT                          (never another `at`)
//     .cancel / .connect cancel NAME [@TIME] · connect NAME [as NAME] [@TIME]
//     .request           request NAME N|unlimited [@TIME]
//     .advance / .advanceTo / .run
//     .declareObject / .declarePublished / .setProperty / .release   (see Ownership/)
//     .async             stream / channel / yield / finish           (AsyncStatement)
//     .task / .didSet    task t { STEPS } · didSet vm.p { STEPS }    (BodySyntax.swift)
//   Pipeline             PipelineSource (| PipelineOperator)*, with its source text
//   PipelineSource       NAME, just, sequence, range, empty, fail, never, timer, future,
//                        deferred { PIPELINE }, cold/hot "MARBLES" [frame D], ( PIPELINE )
//   PipelineOperator     name + arguments as written; the operator's descriptor gives their shape
//   Expr                 literals, x/acc/identifiers, unary, binary, x.0, x[i], f(args)
//   DurationLiteral      whole milliseconds; also used for absolute times (`@1.5s`, `at 250ms`)
//
// Every node carries the `SourceRange` it was parsed from. Nodes are plain values:
// `Sendable` and `Equatable` (ranges included). Names and keywords are not resolved here;
// the session does that.

/// A name as written, such as a subject or subscription name.
public struct Identifier: Sendable, Hashable {
    public var name: String
    public var range: SourceRange
    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A duration or an absolute virtual time, in whole milliseconds.
public struct DurationLiteral: Sendable, Hashable {
    public var milliseconds: Int
    public var range: SourceRange
    public init(milliseconds: Int, range: SourceRange) {
        self.milliseconds = milliseconds
        self.range = range
    }
}

/// A non-negative whole number argument: `prefix 3`, `retry 2`, `sink demand 1`.
public struct CountLiteral: Sendable, Hashable {
    public var value: Int
    public var range: SourceRange
    public init(value: Int, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A string literal argument: marbles, `print "tag"`.
public struct StringLiteral: Sendable, Hashable {
    /// The value, escapes resolved.
    public var value: String
    public var range: SourceRange
    public init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// One statement of a script or REPL input.
public struct Statement: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        /// `subject NAME`, optionally subscribing at once: `subject a | debounce 300ms | sink`.
        case declareSubject(name: Identifier, subscription: PipelineSubscription?)
        /// `current NAME = EXPR`, optionally subscribing at once.
        case declareCurrent(name: Identifier, initial: Expr, subscription: PipelineSubscription?)
        /// `PIPELINE | sink …`.
        case subscribe(PipelineSubscription)
        /// `NAME = PIPELINE`: names a publisher; subscribes nothing.
        case definePipeline(name: Identifier, pipeline: Pipeline)
        /// `send NAME VALUE [@TIME], …`; `send CHANNEL VALUE as TASK` names the send's task (`cancel TASK`).
        case send(subject: Identifier, values: [TimedValue], task: Identifier? = nil)
        /// `complete NAME [@TIME]`.
        case complete(subject: Identifier, time: DurationLiteral?)
        /// `fail NAME EXPR [@TIME]`.
        case fail(subject: Identifier, message: Expr, time: DurationLiteral?)
        /// `at TIME: STATEMENT`.
        case at(time: DurationLiteral, statement: Statement)
        /// `cancel NAME [@TIME]`.
        case cancel(name: Identifier, time: DurationLiteral?)
        /// `request NAME N [@TIME]` (`nil` count: `unlimited`): more demand for a subscription.
        case request(name: Identifier, count: CountLiteral?, time: DurationLiteral?)
        /// `connect NAME [as NAME] [@TIME]`.
        case connect(name: Identifier, connectionName: Identifier?, time: DurationLiteral?)
        /// `advance DURATION`.
        case advance(by: DurationLiteral)
        /// `advance to TIME`.
        case advanceTo(DurationLiteral)
        /// `run` or `run until TIME`.
        case run(until: DurationLiteral?)
        /// `object NAME`: an object with a lifetime (a view model).
        case declareObject(name: Identifier)
        /// `published OBJ.PROP = EXPR`: an `@Published` property of an object.
        case declarePublished(PropertyPath, initial: Expr)
        /// `set OBJ.PROP EXPR [@TIME]`.
        case setProperty(PropertyPath, value: Expr, time: DurationLiteral?)
        /// `release OBJ [@TIME]`: the session drops its reference to the object.
        case release(name: Identifier, time: DurationLiteral?)
        /// `stream`, `channel`, `yield`, `finish` (see `AsyncStatement`).
        case async(AsyncStatement)
        /// `task NAME [detached] { STEPS } [@TIME]` (see BodySyntax.swift).
        case task(TaskDeclaration)
        /// `didSet OBJ.PROP { STEPS }`: runs after each set of the property.
        case didSet(PropertyPath, body: Body)
        // Milestone 5:
        /// `observable OBJ.PROP = EXPR`, `track { … } { … }` (see ObservationSyntax.swift).
        case observation(ObservationStatement)
        // Milestone 2:
        /// `func NAME(PARAM, …) [on main] { STEPS }` (see Milestone2/FunctionSyntax.swift).
        case function(FunctionDeclaration)
        // Milestone 3:
        /// `actor NAME { var F = EXPR; func M(…) { … } }` (see ActorSyntax.swift).
        case actor(ActorDeclaration)
        // Issue 20:
        /// `post NAME VALUE [@TIME], …`: `NotificationCenter.default.post` (see Parser+SystemPublishers.swift).
        case post(name: Identifier, values: [TimedValue])
    }

    public var kind: Kind
    /// From the statement's first token to its last (a `;` is not included).
    public var range: SourceRange
    /// The statement's text with comments removed and whitespace runs (line breaks
    /// included) collapsed to one space.
    public var text: String

    public init(kind: Kind, range: SourceRange, text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }

    /// The line the statement starts on.
    public var line: Int { range.start.line }
}

/// `VALUE [@TIME]` in a `send` statement; without a time, the value is sent now.
public struct TimedValue: Sendable, Hashable {
    public var value: Expr
    public var time: DurationLiteral?
    public var range: SourceRange
    public init(value: Expr, time: DurationLiteral?, range: SourceRange) {
        self.value = value
        self.time = time
        self.range = range
    }
}

/// A pipeline and the sink that subscribes to it.
public struct PipelineSubscription: Sendable, Hashable {
    public var pipeline: Pipeline
    public var sink: SinkClause
    public var range: SourceRange
    /// `_ = PIPELINE | sink`: the cancellable is thrown away, so the subscription is
    /// cancelled as soon as subscribing returns.
    public var discardsCancellable: Bool
    public init(pipeline: Pipeline, sink: SinkClause, range: SourceRange, discardsCancellable: Bool = false) {
        self.pipeline = pipeline
        self.sink = sink
        self.range = range
        self.discardsCancellable = discardsCancellable
    }

    /// The diagram lane's name: the sink's `as` name, or else the pipeline's text
    /// (`a | throttle 300ms first`).
    /// A pipeline that is only a name (`a | sink`) is named `a | sink`, so its lane is not
    /// mistaken for the lane of what subject `a` was sent.
    public var laneName: String {
        if let name = sink.name?.name { return name }
        if let assign = sink.assign { return pipeline.text + " | " + assign.text }
        return pipeline.operators.isEmpty ? pipeline.text + " | sink" : pipeline.text
    }
}

/// `sink [ui] [demand N] [as NAME] [store in OBJ] [capturing [weak] OBJ]`, clauses in any
/// order; or, with `assign` set, `assign to OBJ.PROP on OBJ [as NAME] [store in OBJ]` or
/// `assign to OBJ.$PROP`.
/// Or the loop `for await [work D] as NAME`.
public struct SinkClause: Sendable, Hashable {
    /// Values requested at subscription; `nil` means unlimited.
    public var demand: CountLiteral?
    public var name: Identifier?
    public var range: SourceRange
    /// `sink ui`: the sink updates UI (its meaning belongs to the scheduler model).
    public var ui: Bool
    /// `store in OBJ`: the cancellable goes into the object's bag.
    public var storeIn: Identifier?
    /// `capturing [weak] OBJ`: what the sink's closure captures.
    public var capture: CaptureClause?
    /// The assign stage this clause stands for, if it is not a sink.
    public var assign: AssignTarget?
    /// Set for `for await`: the pipeline is an async sequence consumed by a loop.
    public var loop: ForAwaitClause?
    /// `sink as s { STEPS }`: steps run for each value (`x`), which cannot suspend.
    public var body: Body?
    /// Issue 20: `demand N then M`: the demand each received value returns (`.max(M)`).
    public var demandPerValue: CountLiteral?
    public init(demand: CountLiteral?, name: Identifier?, range: SourceRange, ui: Bool = false,
                storeIn: Identifier? = nil, capture: CaptureClause? = nil, assign: AssignTarget? = nil,
                loop: ForAwaitClause? = nil, body: Body? = nil) {
        self.body = body
        self.demand = demand
        self.name = name
        self.range = range
        self.ui = ui
        self.storeIn = storeIn
        self.capture = capture
        self.assign = assign
        self.loop = loop
    }
}

/// `SOURCE | OPERATOR | …` without a sink.
public struct Pipeline: Sendable, Hashable {
    public var source: PipelineSource
    public var operators: [PipelineOperator]
    public var range: SourceRange
    /// The pipeline as written, comments removed and whitespace runs collapsed:
    /// `a | throttle 300ms first`. Subscriptions use it to name their lane.
    public var text: String
    public init(source: PipelineSource, operators: [PipelineOperator], range: SourceRange, text: String) {
        self.source = source
        self.operators = operators
        self.range = range
        self.text = text
    }
}
