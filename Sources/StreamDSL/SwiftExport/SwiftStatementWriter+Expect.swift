import StreamCore

extension SwiftStatementWriter {
    /// `m.expect(PIPELINE).toBe(MARBLES)`, the marbles read from the sink's lane.
    mutating func subscription(_ subscription: PipelineSubscription, lane: Lane?) throws(SwiftExportSkip) -> [String] {
        guard subscription.sink.demand == nil else {
            throw .noMarbleTestingCounterpart("sink demand (MarbleTesting subscribes with unlimited demand)")
        }
        guard let lane else { throw .notTranslated("a sink without its lane") }
        let publisher = try pipelines.publisher(subscription.pipeline).inMilliseconds
        if case .publisher = publisher.output { throw .noCombineCounterpart("a sink of publishers (values that are streams)") }
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
            }
        }
        if let name = subscription.sink.name?.name { pipelines.names[name] = .subscription }
        let start = subscribed ?? pipelines.now
        var expect = "m.expect(\(publisher.code)"
        if start != 0 || cancelled != nil {
            expect += ", subscribedAt: \"\(SwiftMarbles.subscription(subscribe: start, cancel: cancelled, frame: pipelines.frame))\""
        }
        let marbles = try SwiftMarbles.write(events, frame: pipelines.frame)
        return ["// lane \(lane.name)", expect + ")", "    .toBe(\(SwiftExpressionWriter.literal(marbles.isEmpty ? "-" : marbles)))"]
    }
}
