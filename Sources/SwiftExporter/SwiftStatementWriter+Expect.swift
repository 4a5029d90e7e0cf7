import StreamCore
import StreamDSL
import StreamLanguage
import SwiftSourceText

extension SwiftStatementWriter {
    /// `m.expect(PIPELINE).toBe(MARBLES)`, the marbles read from the sink's lane.
    package mutating func subscription(_ subscription: PipelineSubscription, lane: Lane?) throws(SwiftExportSkip) -> [String] {
        guard let lane else { throw .notTranslated("a sink without its lane") }
        // `sink [ui] [demand N] [as NAME]` is translated, and `_ =` (its cancel at once is in the
        // lane, so the expectation's subscription marbles say `(^!)`). Objects' bags, captures
        // and assigns live by ARC, which a marble test does not drive. Any other form (added to
        // the language later) is refused, never ignored.
        if subscription.sink.loop != nil { throw .asyncSequence("for await") }
        if subscription.sink.body != nil { throw .notTranslated("a sink body (tasks and their steps are not exported yet)") }
        if subscription.sink.storeIn != nil || subscription.sink.capture != nil || subscription.sink.assign != nil {
            throw .noMarbleTestingCounterpart(SwiftExportSkip.objectLifetimes)
        }
        if subscription.sink.demandPerValue != nil {  // Issue 20
            throw .noMarbleTestingCounterpart("a sink that asks for more as each value arrives (demand N then M): m.expect asks only when it subscribes and on request")
        }
        let plainSink = SinkClause(demand: subscription.sink.demand, name: subscription.sink.name,
                                   range: subscription.sink.range, ui: subscription.sink.ui)
        guard subscription.sink == plainSink,
              subscription == PipelineSubscription(pipeline: subscription.pipeline, sink: plainSink, range: subscription.range,
                                                   discardsCancellable: subscription.discardsCancellable)
        else { throw .notTranslated("the sink of '\(subscription.pipeline.text)'") }
        if subscription.sink.ui { pipelines.noteQueues() }
        let publisher = try pipelines.publisher(subscription.pipeline).inMilliseconds
        if case .publisher = publisher.output { throw .noCombineCounterpart("a sink of publishers (values that are streams)") }
        if publisher.startsAtSubscription, subscription.sink.demand?.value == 0 {
            throw .noMarbleTestingCounterpart("a fetch asked later (its stand-in starts the request when subscribed, not at the first demand)")
        }
        var subscribed: Int?
        var cancelled: Int?
        var events: [SwiftMarbles.Event] = []
        for record in lane.records {
            switch record.kind {
            case .subscribe: if subscribed == nil { subscribed = record.time }
            case .cancel: cancelled = record.time
            case .value(let value):
                guard let text = SwiftValues.description(value, as: publisher.output) else {
                    throw .noSingleSwiftType("the value \(value.literal) as \(publisher.output.name)")
                }
                events.append(.init(time: record.time, token: text))
            case .finished: events.append(.init(time: record.time, token: nil, ending: "|"))
            case .failure(let error): events.append(.init(time: record.time, token: nil, ending: "#", message: error.message))
            case .request, .synchronousRequest: break
            // Task lanes are not exported (a session with tasks is skipped before this).
            case .taskStarted, .cancelRequested, .returned, .suspended, .resumed, .waiting: break
            }
        }
        let laneComment = SwiftSourceText.commentLines("lane " + lane.name)
        let start = subscribed ?? pipelines.now
        var expect = "m.expect(\(publisher.code)"
        if subscription.sink.ui,
           let queue = Self.deliveryScheduler(subscription.pipeline, lane, values: events.count { $0.token != nil }) {
            expect += ", on: \(queue)"
        }
        if start != 0 || cancelled != nil {
            expect += ", subscribedAt: \"\(SwiftMarbles.subscription(subscribe: start, cancel: cancelled, frame: pipelines.frame))\""
        }
        if let demand = subscription.sink.demand { expect += ", demand: .max(\(demand.value))" }
        let marbles = "toBe(\(SwiftSourceText.stringLiteral(try SwiftMarbles.write(events, frame: pipelines.frame).orSilence)))"
        // A named sink outside `at` is kept in a constant, so `request NAME` can reach it.
        if let name = subscription.sink.name?.name {
            let swift = pipelines.insideAt ? nil : declare(name)
            pipelines.names[name] = .subscription(swift)
            if let swift { return laneComment + ["let \(swift) = " + expect + ")", "\(swift).\(marbles)"] }
        }
        return laneComment + [expect + ")", "    .\(marbles)"]
    }
}

extension SwiftStatementWriter {
    /// The scheduler a `sink ui` lane's values reach it on, when a scheduler delivers them:
    /// the pipeline's last `receive on QUEUE` or time operator (`debounce … on QUEUE`), and
    /// StreamLab saw every value on that queue (it counts those off main). The expectation
    /// then checks it (`m.expect(…, on: m.main)`), so the test fails where a `receive(on:)`
    /// goes missing. Nil otherwise: a value the test sends itself arrives on no scheduler.
    static func deliveryScheduler(_ pipeline: Pipeline, _ lane: Lane, values: Int) -> String? {
        let deliverers = pipeline.operators.filter { stage in
            guard let descriptor = OperatorRegistry.descriptor(named: stage.name.name) else { return false }
            return descriptor.name == "receive" || (descriptor.queueForm != nil && descriptor.name != "measureInterval")
        }
        guard let last = deliverers.last else { return nil }
        // `collect 3` takes no queue: only its timed form delivers on a scheduler.
        let arguments = OperatorArguments(last.arguments)
        if last.name.name == "collect", arguments.duration == nil { return nil }
        switch arguments.queue {
        case .main: return lane.valuesOffMain == 0 ? "m.main" : nil
        case .background: return lane.valuesOffMain == values ? "m.background" : nil
        }
    }
}

private extension String {
    /// A lane with no events is one frame of silence.
    var orSilence: String { isEmpty ? "-" : self }
}
