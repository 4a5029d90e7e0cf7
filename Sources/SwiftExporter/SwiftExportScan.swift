import StreamDSL
import StreamLanguage

/// The times written in a statement (marble sources' frames included).
struct SwiftExportScan {
    /// The frame of marble sources that do not give one.
    let sourceFrame: Int

    package func times(in statement: Statement) -> [Int] {
        switch statement.kind {
        case .declareSubject(_, let subscription), .declareCurrent(_, _, let subscription):
            return subscription.map { times(in: $0.pipeline) } ?? []
        case .subscribe(let subscription): return times(in: subscription.pipeline)
        case .definePipeline(_, let pipeline): return times(in: pipeline)
        case .send(_, let values, _): return values.compactMap { $0.time?.milliseconds }
        case .complete(_, let time), .fail(_, _, let time), .cancel(_, let time), .request(_, _, let time),
             .connect(_, _, let time), .setProperty(_, _, let time), .release(_, let time):
            return time.map { [$0.milliseconds] } ?? []
        case .at(let time, let inner): return [time.milliseconds] + times(in: inner)
        case .advance(let by): return [by.milliseconds]
        case .advanceTo(let to): return [to.milliseconds]
        case .run(let until): return until.map { [$0.milliseconds] } ?? []
        case .declareObject, .declarePublished, .async, .didSet, .function: return []
        case .observation: return []  // Milestone 5
        case .actor: return []  // Milestone 3
        case .post(_, let values): return values.compactMap { $0.time?.milliseconds }  // Issue 20
        case .task(let task): return task.time.map { [$0.milliseconds] } ?? []
        }
    }

    package func times(in pipeline: Pipeline) -> [Int] {
        var found = times(in: pipeline.source)
        for stage in pipeline.operators {
            for argument in stage.arguments {
                switch argument {
                case .pipeline(let inner): found += times(in: inner)
                case .publishers(let sources): found += sources.flatMap(times(in:))
                case .duration(let duration): found.append(duration.milliseconds)
                default: break
                }
            }
        }
        return found
    }

    package func times(in source: PipelineSource) -> [Int] {
        switch source.kind {
        case .cold(_, let frame), .hot(_, let frame): return [frame?.milliseconds ?? sourceFrame]
        case .deferred(let inner), .parenthesized(let inner): return times(in: inner)
        case .timer(let interval), .asyncTimer(let interval): return [interval.milliseconds]
        case .future(_, let after, _), .fetch(_, let after, _): return [after.milliseconds]
        default: return []
        }
    }
}
