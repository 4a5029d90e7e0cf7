import StreamDSL

/// What the Swift of one closure or function body can see while it is written: its names
/// and their types, where it runs, and what its `return`s and throwing steps make of it.
struct SwiftBodyScope {
    /// The locals, `isCancelled`, `error` and the observable properties, with their types.
    var expressions = SwiftExpressionWriter()
    /// Whether the code runs on the main actor (a `Task { }` made there, a `func … on main`):
    /// it may touch the session's tasks and models without `await`.
    var mainActor: Bool
    /// The type of each `return` that leaves this closure (`nil`: `return` without a value).
    var returns: [SwiftType?] = []
    /// Whether an error can leave this closure (a `try` outside any `do`).
    var throwing = false
    /// Whether the code uses the session class's members (its clock, tasks, models,
    /// functions): an escaping closure around it captures `[self]`.
    var usesSelf = false
    /// False in a synchronous closure off the main actor (`onCancel`): nothing there can hop
    /// to the main actor.
    var canAwait = true
    /// The continuations (`k`), task groups (`g`) and `async let` children (`a`) in reach:
    /// the session's name and its Swift identifier.
    var continuations: [String: String] = [:]
    var groups: [String: String] = [:]
    var children: [String: (swift: String, type: SwiftType?)] = [:]
    /// Tasks kept as values (`let t = task { … }`; SwiftStoredTasks.swift), and the actor whose
    /// method this is (`nil`: the session class), whose fields may hold tasks.
    var storedTasks: [String: SwiftStoredTask] = [:]
    var actor: String?

    init(mainActor: Bool) {
        self.mainActor = mainActor
        expressions.variables["isCancelled"] = .bool
        expressions.spellings["isCancelled"] = "Task.isCancelled"
    }

    /// The scope of a closure written inside this one: the same names, its own returns.
    func nested(mainActor: Bool) -> SwiftBodyScope {
        var inner = self
        inner.mainActor = mainActor
        inner.returns = []
        inner.throwing = false
        inner.usesSelf = false
        return inner
    }

    /// What follows the `{` of an escaping closure `inner` written here: ` [self] in` when it
    /// uses the class's members (which this scope then uses too), else nothing.
    mutating func capture(of inner: SwiftBodyScope) -> String {
        usesSelf = usesSelf || inner.usesSelf
        return inner.usesSelf ? " [self] in" : ""
    }

    /// Declares a local `name` of `type`, spelled `swift`.
    mutating func bind(_ name: String, swift: String, type: SwiftType?) {
        expressions.variables[name] = type ?? .unknown
        expressions.spellings[name] = swift
    }

    /// The one type of this closure's `return`s: `nil` when none gives a value (Void).
    func resultType(of what: String) throws(SwiftExportSkip) -> SwiftType? {
        var result: SwiftType?
        var sawPlain = false
        for returned in returns {
            guard let type = returned else { sawPlain = true; continue }
            guard let joined = (result ?? type).joined(with: type) else {
                throw .noSingleSwiftType("\(what) returns \(result?.name ?? "?") and \(type.name)")
            }
            result = joined
        }
        if sawPlain, result != nil { throw .noSingleSwiftType("\(what) returns a value on one path and none on another") }
        return result
    }
}
