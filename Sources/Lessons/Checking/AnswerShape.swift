import StreamLanguage
import StreamDSL

/// What an answer's statements are made of, beyond the lanes they draw: the facts
/// `MistakeDiagnosis` holds against the solution's to name a mistake the lanes alone would
/// mislabel (an extra retry looks like a stale value on the lane).
///
/// Read from the journaled syntax trees; a statement that changed nothing counts for nothing.
struct AnswerShape: Equatable {
    /// The count of every `retry N`.
    var retries: [Int] = []
    /// `connect` statements.
    var connects = 0
    /// Whether an `autoconnect` stage connects something.
    var autoconnects = false
    /// `autoconnect` inside `deferred { … }` or an operator's braces: each subscription makes
    /// and connects a timer or multicast of its own.
    var connectsPerSubscription = false
    /// How deep the walk is inside `deferred` or braces.
    private var innerDepth = 0
    /// Durations of work: `for await work D` and `delay D`.
    var workDurations: [Int] = []
    /// The operator names of each pipeline, in order (inner pipelines are pipelines too).
    var operatorLists: [[String]] = []
    /// Subscriptions (sinks, assigns and `for await` loops) made.
    var subscriptions = 0
    /// Subscriptions whose pipeline starts at a `cold`/`hot` marble string (through names
    /// the answer defined as such pipelines).
    var marbleSubscriptions = 0

    /// Every subscription the answer made reads typed marbles: the goal copied, not computed.
    var subscribesOnlyToMarbles: Bool { subscriptions > 0 && marbleSubscriptions == subscriptions }

    /// Names the answer defined (`p = cold "…" | …`), and whether each starts at marbles.
    private var marbleNames: [String: Bool] = [:]

    init(_ answer: some Collection<JournalEntry>) {
        for entry in answer {
            guard let journaled = entry.statement, !journaled.outcome.changedNothing else { continue }
            add(journaled.statement)
        }
    }

    private mutating func add(_ statement: Statement) {
        switch statement.kind {
        case .declareSubject(_, let subscription), .declareCurrent(_, _, let subscription):
            if let subscription { subscribe(subscription) }
        case .subscribe(let subscription):
            subscribe(subscription)
        case .definePipeline(let name, let pipeline):
            add(pipeline)
            marbleNames[name.name] = startsAtMarbles(pipeline)
        case .at(_, let inner):
            add(inner)
        case .connect:
            connects += 1
        case .send, .complete, .fail, .cancel, .request, .advance, .advanceTo, .run,
             .declareObject, .declarePublished, .setProperty, .release, .async, .task, .didSet, .function,
             .observation,  // Milestone 5
             .actor,  // Milestone 3
             .post:  // Issue 20
            break
        }
    }

    private mutating func subscribe(_ subscription: PipelineSubscription) {
        subscriptions += 1
        if startsAtMarbles(subscription.pipeline) { marbleSubscriptions += 1 }
        if let work = subscription.sink.loop?.work { workDurations.append(work.milliseconds) }
        add(subscription.pipeline)
    }

    private mutating func add(_ pipeline: Pipeline) {
        add(pipeline.source)
        operatorLists.append(pipeline.operators.map(\.name.name))
        for stage in pipeline.operators {
            switch stage.name.name {
            case "retry":
                for case .count(let count) in stage.arguments { retries.append(count.value) }
            case "delay":
                for case .duration(let duration) in stage.arguments { workDurations.append(duration.milliseconds) }
            case "autoconnect":
                autoconnects = true
                if innerDepth > 0 { connectsPerSubscription = true }
            default:
                break
            }
            for argument in stage.arguments {
                switch argument {
                case .pipeline(let inner): addInner(inner)
                case .publishers(let sources): for source in sources { add(source) }
                case .expression, .expressions, .count, .duration, .string, .word, .body: break
                }
            }
        }
    }

    private mutating func add(_ source: PipelineSource) {
        switch source.kind {
        case .deferred(let inner):
            addInner(inner)
        case .parenthesized(let inner):
            add(inner)
        case .conditional(_, let then, let otherwise):
            add(then)
            add(otherwise)
        case .name, .just, .sequence, .range, .empty, .fail, .never, .timer, .asyncTimer, .future, .fetch, .cold, .hot,
             .notifications, .kvo, .record,  // Issue 20
             .observations,  // Milestone 5
             .futureTask:  // Milestone 6
            break
        }
    }

    private mutating func addInner(_ pipeline: Pipeline) {
        innerDepth += 1
        add(pipeline)
        innerDepth -= 1
    }

    private func startsAtMarbles(_ pipeline: Pipeline) -> Bool {
        switch pipeline.source.kind {
        case .cold, .hot: true
        case .parenthesized(let inner): startsAtMarbles(inner)
        case .name(let name): marbleNames[name.name] ?? false
        default: false
        }
    }
}
