import StreamDSL
import StreamLanguage

/// The operators a learner's statements compiled to, for an exercise's `requires` and
/// `forbids` (`OperatorRule`).
///
/// Read from the journaled syntax trees, so text that is not code (a comment, a string, a
/// lane name) never counts, and a statement refused with an error counts for nothing: it
/// changed nothing. Every pipeline of a statement is walked: named pipelines (`p = …`), the
/// inner pipelines of `{ … }` (`flatMap { just x | mapError … }`), `deferred`, both branches
/// of an `if`, parenthesised sources and the publishers `merge b, (…)` combines.
enum OperatorsUsed {
    /// The operator names used by the statements of `answer` that ran, once each.
    static func names(in answer: some Collection<JournalEntry>) -> Set<String> {
        var names: Set<String> = []
        for entry in answer {
            guard let journaled = entry.statement, !journaled.outcome.changedNothing else { continue }
            collect(journaled.statement, into: &names)
        }
        return names
    }

    static func collect(_ statement: Statement, into names: inout Set<String>) {
        switch statement.kind {
        case .declareSubject(_, let subscription), .declareCurrent(_, _, let subscription):
            if let subscription { collect(subscription.pipeline, into: &names) }
        case .subscribe(let subscription):
            collect(subscription.pipeline, into: &names)
        case .definePipeline(_, let pipeline):
            collect(pipeline, into: &names)
        case .at(_, let inner):
            collect(inner, into: &names)
        case .send, .complete, .fail, .cancel, .request, .connect, .advance, .advanceTo, .run,
             .declareObject, .declarePublished, .setProperty, .release, .async, .task, .didSet, .function,
             .observation,  // Milestone 5
             .actor,  // Milestone 3
             .post:  // Issue 20
            break
        }
    }

    static func collect(_ pipeline: Pipeline, into names: inout Set<String>) {
        collect(pipeline.source, into: &names)
        for stage in pipeline.operators {
            names.insert(stage.name.name)
            for argument in stage.arguments {
                switch argument {
                case .pipeline(let inner): collect(inner, into: &names)
                case .publishers(let sources): for source in sources { collect(source, into: &names) }
                case .expression, .expressions, .count, .duration, .string, .word, .body: break
                }
            }
        }
    }

    static func collect(_ source: PipelineSource, into names: inout Set<String>) {
        switch source.kind {
        case .deferred(let inner), .parenthesized(let inner):
            collect(inner, into: &names)
        case .conditional(_, let then, let otherwise):
            collect(then, into: &names)
            collect(otherwise, into: &names)
        case .name, .just, .sequence, .range, .empty, .fail, .never, .timer, .asyncTimer, .future, .fetch, .cold, .hot,
             .notifications, .kvo, .record,  // Issue 20
             .observations,  // Milestone 5
             .futureTask:  // Milestone 6
            break
        }
    }
}
