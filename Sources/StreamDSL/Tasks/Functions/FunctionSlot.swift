import StreamLanguage
import StreamCore

/// `func NAME(PARAM, …) [on main] { … }`: a checked function, as data. A reference, so a
/// function that calls itself can name itself before its body is checked; plans compare by
/// name, parameters, isolation and steps.
package final class FunctionSlot: Equatable {
    package let name: String
    package let parameters: [String]
    /// `on main` (`@MainActor`): a call runs it on the main actor (Tasks/Actors/ActorSteps.swift).
    package let onMain: Bool
    package internal(set) var steps: [StepPlan] = []
    package internal(set) var names = ResolvedNames()

    init(name: String, parameters: [String], onMain: Bool) {
        self.name = name
        self.parameters = parameters
        self.onMain = onMain
    }

    package static func == (lhs: FunctionSlot, rhs: FunctionSlot) -> Bool {
        if lhs === rhs { return true }
        return lhs.name == rhs.name && lhs.parameters == rhs.parameters && lhs.onMain == rhs.onMain && lhs.steps == rhs.steps
    }

    static func call(_ name: String, _ arguments: [CheckedExpression]) -> String {
        name + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
    }

    var description: String {
        "func \(name)(\(parameters.joined(separator: ", ")))" + (onMain ? " on main " : " ") + StepPlan.block(steps)
    }

    /// How deep calls may nest in one task: a function that calls itself without end stops
    /// there with a located error instead of exhausting memory.
    static let maxCallDepth = 1_000
}

/// A call in progress: what the caller had, restored when the function returns or throws.
final class CallFrame {
    let function: String
    let callerLocals: [String: Value]
    let callerX: Value?
    let callerNames: ResolvedNames
    /// The caller's local that receives the result (`let r = await f()`).
    let into: String?
    /// Milestone 3: the actor whose method this is (its fields are the method's by bare name).
    var actor: ActorState?

    init(function: String, callerLocals: [String: Value], callerX: Value?, callerNames: ResolvedNames, into: String?) {
        self.function = function
        self.callerLocals = callerLocals
        self.callerX = callerX
        self.callerNames = callerNames
        self.into = into
    }
}
