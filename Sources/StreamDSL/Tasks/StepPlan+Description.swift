import Marbles

/// Step plans printed in the language's words: `task t { sleep 300ms; emit (x * 2) }`.
extension StepPlan: CustomStringConvertible {
    package var description: String {
        switch self {
        case .sleep(let duration): "sleep \(formatVirtualTime(duration))"
        case .await(let awaited, let into): (into.map { "\($0) = " } ?? "") + "await \(awaited)"
        case .bind(let name, let value): "\(name) = \(value)"
        case .emit(let value, let ui): "emit " + (ui ? "ui " : "") + value.description
        case .checkCancellation: "checkCancellation"
        case .ifThen(let test, let then, let otherwise):
            "if \(test) \(Self.block(then))" + (otherwise.isEmpty ? "" : " else \(Self.block(otherwise))")
        case .returnValue(let value): "return" + (value.map { " \($0)" } ?? "")
        case .throwError(let value): "throw \(value)"
        case .doCatch(let body, let handler): "do \(Self.block(body)) catch \(Self.block(handler))"
        case .startTask(let task): task.description
        case .cancel(let name): "cancel \(name)"
        case .setProperty(_, _, let path, let value): "set \(path) \(value)"
        case .send(let target, let value): "send \(target) \(value)"
        case .yield(let target, let value): "yield \(target) \(value)"
        case .finish(let target): "finish \(target)"
        // Milestone 2:
        case .forAwait(let source, let variable, let body): "for await \(variable) in \(source) \(Self.block(body))"
        case .sendToChannel(let target, let value): "send \(target) \(value)"
        // Milestone 4:
        case .callback(let delay, let steps): "callback after \(formatVirtualTime(delay)) \(Self.block(steps))"
        case .resume(let name, let value, let throwing): "resume \(name) " + (throwing ? "throwing " : "") + value.description
        // Milestone 5:
        case .track(let plan): plan.description
        // Milestone 3:
        case .work(let duration): "work \(formatVirtualTime(duration))"
        case .onMain(let steps): "on main \(Self.block(steps))"
        case .asyncLet(let name, let function, let arguments): "async let \(name) = " + FunctionSlot.call(function.name, arguments)
        case .group(let name, let body): "group \(name) \(Self.block(body))"
        case .addChild(let name, let body): "add \(name) \(Self.block(body))"
        case .cancelAll(let name): "cancelAll \(name)"
        // Issue 18 §3:
        case .storeTask(let task, let local): "\(local) = task" + (task.detached ? " detached " : " ") + Self.block(task.steps)
        case .cancelStored(let local): "cancel \(local)"
        case .promise(let value, let fails): "promise " + (fails ? "fail " : "") + "\(value)"  // Milestone 6
        case .setCurrentValue(let target, let value): "set \(target.name).\(CurrentValueSetting.member) \(value)"  // Issue 20
        }
    }

    static func block(_ steps: [StepPlan]) -> String {
        steps.isEmpty ? "{ }" : "{ " + steps.map(\.description).joined(separator: "; ") + " }"
    }
}

extension AwaitPlan: CustomStringConvertible {
    package var description: String {
        switch self {
        case .fetch(let value, let delay, let fails): "fetch " + (fails ? "fail " : "") + "\(value) after \(formatVirtualTime(delay))"
        // Milestone 4:
        case .continuation(let plan): plan.description
        // Milestone 2:
        case .call(let function, let arguments): FunctionSlot.call(function.name, arguments)
        case .taskValue(let task): "\(task).value"
        case .child(let name): name
        case .actorCall(let actor, let method, let arguments): ActorSlot.call(actor, method, arguments)  // Milestone 3
        case .storedTaskValue(let local): "\(local).value"  // Issue 18 §3
        }
    }
}

extension TaskPlan: CustomStringConvertible {
    package var description: String { "task \(name)" + (detached ? " detached " : " ") + StepPlan.block(steps) }
}
