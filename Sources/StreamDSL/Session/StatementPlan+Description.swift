import StreamLanguage
import Marbles
import StreamCore

/// A statement plan printed as what it will do, in the language's words where it can:
/// `subject a then a | map (x * 2) ▸ sink as out`, `send a 1, 2 @100ms`.
extension StatementPlan: CustomStringConvertible {
    package var description: String {
        switch self {
        case .declareSubject(let name, let then): "subject \(name)" + Self.then(then)
        case .declareCurrent(let name, let initial, let then): "current \(name) = \(initial.literal)" + Self.then(then)
        case .subscribe(let subscription): subscription.description
        case .forAwait(let loop): loop.description
        case .definePipeline(let name, let plan, _, _, _): "\(name) = \(plan)"
        case .defineSequence(let name, let plan, _, _, _): "\(name) = \(plan)"
        case .send(let target, let sends): "send \(target) " + Self.list(sends)
        case .complete(let target, let time): "complete \(target)" + Self.at(time)
        case .fail(let target, let message, let time): "fail \(target) \(Value.string(message).literal)" + Self.at(time)
        case .at(let time, let inner, _): "at \(formatVirtualTime(time)): \(inner)"
        case .cancel(let target, let time): "cancel \(target)" + Self.at(time)
        case .request(let target, let demand, let time): "request \(target) \(demand)" + Self.at(time)
        case .connect(let target, let name, let time): "connect \(target)" + (name.map { " as \($0)" } ?? "") + Self.at(time)
        case .advance(let duration): "advance \(formatVirtualTime(duration))"
        case .advanceTo(let time): "advance to \(formatVirtualTime(time))"
        case .run(let until): "run" + (until.map { " until \(formatVirtualTime($0))" } ?? "")
        case .declareObject(let name): "object \(name)"
        case .declarePublished(let target, let property, let initial): "published \(target).\(property) = \(initial.literal)"
        case .setProperty(_, _, let path, let value, _, let time): "set \(path) \(value)" + Self.at(time)
        case .release(let target, let time, _): "release \(target)" + Self.at(time)
        case .declareStream(let name, let throwing, let buffering, let onTermination):
            "stream \(name)" + (throwing ? " throwing" : "") + " " + buffering.spelling
                + (onTermination.map { " onTermination " + StepPlan.block($0.steps) } ?? "")
        case .declareChannel(let name, let throwing): "channel \(name)" + (throwing ? " throwing" : "")
        case .yield(let target, let sends): "yield \(target) " + Self.list(sends)
        case .finish(let target, let time): "finish \(target)" + Self.at(time)
        case .sendToChannel(let target, let sends, let task): "send \(target) " + Self.list(sends) + (task.map { " as \($0)" } ?? "")
        case .failStream(let target, let message, let time): "fail \(target) \(Value.string(message).literal)" + Self.at(time)
        case .startTask(let task): task.description
        case .didSet(let target, let property, let handler): "didSet \(target).\(property) " + StepPlan.block(handler.steps)
        // Milestone 5:
        case .observation(let observation): observation.description
        case .declareFunction(let function): function.description
        case .declareActor(let actor): actor.description  // Milestone 3
        case .post(let name, let sends): "post \(name) " + Self.list(sends)  // Issue 20
        case .setCurrentValue(let target, let value, _, let time): "set \(target).value \(value)" + Self.at(time)  // Issue 20
        case .declareUnfolding(let plan): plan.description  // Issue 20
        }
    }

    private static func then(_ plan: StatementPlan?) -> String { plan.map { " then \($0)" } ?? "" }

    private static func at(_ time: VirtualTime?) -> String { time.map { " @\(formatVirtualTime($0))" } ?? "" }

    private static func list(_ sends: [TimedSend]) -> String {
        sends.map { $0.value.literal + at($0.time) }.joined(separator: ", ")
    }
}

extension SubscriptionPlan: CustomStringConvertible {
    package var description: String {
        var sink = "sink"
        if demand != .unlimited { sink += " demand \(demand)" }
        if perValueDemand != .none { sink += " then \(perValueDemand)" }  // Issue 20
        if ui { sink += " ui" }
        if let sinkName { sink += " as \(sinkName)" }
        if let body { sink += " " + StepPlan.block(body.steps) }
        return "\(publisher) ▸ \(sink)"
    }
}

extension LoopPlan: CustomStringConvertible {
    package var description: String {
        "\(sequence) ▸ for await" + (work > 0 ? " work \(formatVirtualTime(work))" : "") + " as \(name)"
    }
}
