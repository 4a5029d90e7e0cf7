import StreamDSL
import StreamLanguage
import SwiftSourceText

/// A task kept as a value (issue 18 §3): `let t = task { … }` in a body is `let t = Task { … }`,
/// and an actor's field that starts as `nil` and is given a task (`loading = task { … }`, the
/// reentrancy fix) is a `var loading: Task<String, any Error>? = nil` of the actor.
struct SwiftStoredTask {
    /// The Swift name of the local or field.
    var swift: String
    var result: SwiftType?
    var throwing: Bool
    /// A field declared `nil`: an optional, unwrapped for `.value` (the session stored a task
    /// in it before awaiting it) and cancelled with `?.`, as `task?.cancel()` on nil does nothing.
    var optional: Bool

    /// `Task<Int, any Error>`.
    var typeName: String { "Task<\(result?.name ?? "Void"), \(throwing ? "any Error" : "Never")>" }
}

extension SwiftConcurrencyWriter {
    /// `let t = task { … }`, `var t = task { … }` and `NAME = task { … }` (an actor's field, or
    /// a `var` that already holds a task of the same type).
    func storeTask(_ binding: LocalBinding, _ name: Identifier, _ declaration: TaskDeclaration,
                   scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        let (lines, made) = try taskValue(declaration, scope: &scope)
        guard binding == .assign else {
            let swift = names.declare(name.name)
            scope.storedTasks[name.name] = SwiftStoredTask(swift: swift, result: made.result, throwing: made.throwing, optional: false)
            return Self.prefixed("\(binding.rawValue) \(swift) = ", lines)
        }
        if let local = scope.storedTasks[name.name], !local.optional {
            guard local.result == made.result, local.throwing == made.throwing else {
                throw .noSingleSwiftType("\(name.name) holding a \(local.typeName) and a \(made.typeName)")
            }
            return Self.prefixed("\(local.swift) = ", lines)
        }
        guard let actor = scope.actor, let field = try actors.storeTask(made, inField: name.name, of: actor) else {
            throw .notTranslated("\(name.name) = task { … } into a name that holds no task yet (only an actor's field declared nil, or a task's var)")
        }
        scope.storedTasks[name.name] = field
        return Self.prefixed("\(field.swift) = ", lines)
    }

    /// The task a body stored under `name` (a local, or its actor's field), if any.
    func storedTask(_ name: String, in scope: SwiftBodyScope) -> SwiftStoredTask? {
        if let local = scope.storedTasks[name] { return local }
        guard let actor = scope.actor else { return nil }
        return actors.written[actor]?.taskFields[name]
    }

    /// `await t.value` of a stored task: `try await t.value` (`loading!.value` for a field).
    func storedTaskValue(_ stored: SwiftStoredTask, scope: inout SwiftBodyScope) -> ([String], SwiftType?) {
        scope.throwing = scope.throwing || stored.throwing
        return (["\(stored.throwing ? "try " : "")await \(stored.swift)\(stored.optional ? "!" : "").value"], stored.result)
    }

    /// `cancel t` of a stored task: `t.cancel()` (`loading?.cancel()` for a field).
    func cancelStoredTask(_ stored: SwiftStoredTask) -> [String] {
        ["\(stored.swift)\(stored.optional ? "?" : "").cancel()"]
    }

    /// `task [detached] { STEPS }` as an expression: `Task { … }` (inheriting the isolation of
    /// the code that makes it: the main actor, an actor, or none in a plain func), or
    /// `Task.detached { … }`.
    private func taskValue(_ task: TaskDeclaration,
                           scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> ([String], SwiftStoredTask) {
        let name = task.name.name
        if task.detached, scope.actor != nil {
            throw .notTranslated("\(name) = task detached { … } in an actor's method (its body could not use the actor's fields)")
        }
        var inner = scope.nested(mainActor: scope.mainActor && !task.detached)
        inner.continuations = [:]
        inner.groups = [:]
        inner.children = [:]
        let body = try steps(task.body, scope: &inner)
        let made = SwiftStoredTask(swift: "", result: try inner.resultType(of: "task \(name)"), throwing: inner.throwing, optional: false)
        // `Task { }` captures `self` implicitly; `Task.detached { }` says so (`[self]`).
        let opening = task.detached ? "Task.detached {\(scope.capture(of: inner))" : "Task {"
        scope.usesSelf = scope.usesSelf || inner.usesSelf
        return ([opening] + body.map { "    " + $0 } + ["}"], made)
    }
}

extension SwiftActors {
    /// Gives the field `field` of `actor`, declared `nil`, the type of the task `made`; `nil`
    /// when the field is no such field. A second task of another type cannot be stored in it.
    func storeTask(_ made: SwiftStoredTask, inField field: String, of actor: String) throws(SwiftExportSkip) -> SwiftStoredTask? {
        guard var written = self.written[actor], let declared = written.fields[field] else { return nil }
        if let earlier = written.taskFields[field] {
            guard earlier.result == made.result, earlier.throwing == made.throwing else {
                throw .noSingleSwiftType("\(actor).\(field) holding a \(earlier.typeName) and a \(made.typeName)")
            }
            return earlier
        }
        guard written.untypedFields.contains(field) else { return nil }
        let stored = SwiftStoredTask(swift: declared.swift, result: made.result, throwing: made.throwing, optional: true)
        written.taskFields[field] = stored
        self.written[actor] = written
        return stored
    }
}
