import StreamCore

/// `actor NAME { var F = EXPR; func M(…) { … } }` (issue 18 milestone 3), checked, as data: its
/// fields with their initial values, its methods and one getter per field (`await cache.hits`
/// is a call of the getter, so a read hops to the actor as a call does). A reference, so a
/// method can call its own actor before the declaration is complete; plans compare by name,
/// fields and methods, never by the state a run gave it.
package final class ActorSlot: Equatable {
    package struct Field: Equatable {
        package let name: String
        package let isVar: Bool
        package let initial: CheckedExpression
    }

    package let name: String
    package let fields: [Field]
    /// In declaration order; each named `NAME.METHOD` (messages and `:log` say `cache.get`).
    package internal(set) var methods: [FunctionSlot] = []
    package internal(set) var getters: [FunctionSlot] = []
    /// Made when the statement acts (a declaration refused makes none).
    var state: ActorState?

    init(name: String, fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    func method(_ name: String) -> FunctionSlot? { methods.first { $0.name == self.name + "." + name } }
    func getter(_ name: String) -> FunctionSlot? { getters.first { $0.name == self.name + "." + name } }

    package static func == (lhs: ActorSlot, rhs: ActorSlot) -> Bool {
        if lhs === rhs { return true }
        return lhs.name == rhs.name && lhs.fields == rhs.fields && lhs.methods == rhs.methods
    }

    /// `cache.get("k")`, or `cache.hits` for a getter.
    static func call(_ actor: ActorSlot, _ member: FunctionSlot, _ arguments: [CheckedExpression]) -> String {
        actor.getters.contains { $0 === member } ? member.name : FunctionSlot.call(member.name, arguments)
    }

    var description: String {
        let members = fields.map { ($0.isVar ? "var " : "let ") + "\($0.name) = \($0.initial)" }
            + methods.map { method in
                "func \(method.name.dropFirst(name.count + 1))(\(method.parameters.joined(separator: ", "))) " + StepPlan.block(method.steps)
            }
        return "actor \(name) { " + members.joined(separator: "; ") + " }"
    }
}

/// An actor at run time: its serial executor (its jobs also need a pool thread) and its
/// fields' values, which its methods read and write by bare name.
final class ActorState {
    let executor: TaskExecutor
    var fields: [String: Value]

    init(name: String, fields: [String: Value], pool: TaskExecutor) {
        executor = TaskExecutor(.actor(name), carrier: pool)
        self.fields = fields
    }
}
