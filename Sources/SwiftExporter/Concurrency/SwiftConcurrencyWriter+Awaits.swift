import StreamDSL
import StreamLanguage
import SwiftSourceText

extension SwiftConcurrencyWriter {
    /// What an `await` waits for, as Swift lines (one expression) and its value's type (`nil`: none).
    func awaited(_ awaited: AwaitExpr, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> ([String], SwiftType?) {
        scope.throwing = true
        scope.usesSelf = true
        switch awaited.kind {
        case .fetch(let value, let delay):
            helpers.formUnion([.fetch, .sessionError])
            let written = try expression(value, scope: &scope)
            return (["try await fetch(\(written.code), after: .milliseconds(\(delay.milliseconds)))"], written.type)
        case .fetchFailure(let message, let delay):
            helpers.formUnion([.fetch, .sessionError])
            let written = try expression(message, scope: &scope)
            guard written.type == .string else { throw .noSingleSwiftType("fetch fail of a value that is not text") }
            return (["try await fetch(failing: \(written.code), after: .milliseconds(\(delay.milliseconds)))"], nil)
        case .call(let name, let arguments):
            let written = try arguments.map { argument throws(SwiftExportSkip) in try expression(argument, scope: &scope) }
            let signature = try self.signature(name.name, arguments: try Self.knownTypes(written, what: "an argument of \(name.name)"))
            return (["try await \(signature.swift)(\(written.map(\.code).joined(separator: ", ")))"], signature.result)
        case .taskValue(let name):
            if let stored = storedTask(name.name, in: scope) { return storedTaskValue(stored, scope: &scope) }  // Issue 18 §3
            guard let task = tasks[name.name] else { throw .notTranslated("await \(name.name).value before its task is written") }
            scope.throwing = scope.throwing || task.throwing
            // The session made the task before this await ran: the property holds it.
            return (["\(task.throwing ? "try " : "")await \(task.swift)!.value"], task.result)
        case .child(let name):
            guard let child = scope.children[name.name] else { throw .notTranslated("await \(name.name), not an async let in reach") }
            return (["try await \(child.swift)"], child.type)
        case .continuation(let continuation):
            return try self.continuation(continuation, scope: &scope)
        // Milestone 3: actors (SwiftActorWriter.swift).
        case .actorCall(let actor, let method, let arguments):
            return try actorAwait(actor, member: method, arguments: arguments, scope: &scope)
        case .actorField(let actor, let field):
            return try actorAwait(actor, member: field, arguments: nil, scope: &scope)
        }
    }

    /// `continuation k { STEPS } [onCancel { STEPS }]`: `withCheckedThrowingContinuation`,
    /// inside `withTaskCancellationHandler` when there is an `onCancel`.
    private func continuation(_ continuation: ContinuationExpr,
                              scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> ([String], SwiftType?) {
        let swift = names.declare(continuation.name.name)
        // The body runs at once, on the caller's isolation (`#isolation`).
        var inner = scope.nested(mainActor: scope.mainActor)
        inner.continuations[continuation.name.name] = swift
        let body = try steps(continuation.body, scope: &inner)
        guard !inner.throwing, inner.returns.allSatisfy({ $0 == nil }) else {
            throw .notTranslated("a continuation body that throws or returns a value")
        }
        scope.usesSelf = scope.usesSelf || inner.usesSelf
        let type = closureResults[swift]
        let waiting = ["try await withCheckedThrowingContinuation { (\(swift): CheckedContinuation<\(type?.name ?? "Void"), any Error>) in"]
            + body.map { "    " + $0 } + ["}"]
        guard let onCancel = continuation.onCancel else { return (waiting, type) }
        // `onCancel` is a `@Sendable` closure of its own: the continuation is not in reach.
        var cancelling = scope.nested(mainActor: false)
        cancelling.continuations = [:]
        cancelling.canAwait = false
        let handler = try steps(onCancel, scope: &cancelling)
        let capture = scope.capture(of: cancelling)
        guard !cancelling.throwing, cancelling.returns.isEmpty else { throw .notTranslated("an onCancel that throws or returns") }
        return (["try await withTaskCancellationHandler {"] + waiting.map { "    " + $0 } + ["} onCancel: {\(capture)"]
                + handler.map { "    " + $0 } + ["}"], type)
    }

    /// `resume k V` / `resume k throwing "msg"`.
    func resume(_ name: Identifier, _ value: ResumeValue, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        guard let swift = scope.continuations[name.name] else {
            throw .notTranslated("resume \(name.name) where Swift's continuation is not in reach (an onCancel, a task, a func)")
        }
        switch value {
        case .returning(let expr):
            let written = try expression(expr, scope: &scope)
            guard let type = written.type, type.isKnown,
                  let joined = (closureResults[swift] ?? type).joined(with: type) else {
                throw .noSingleSwiftType("the values continuation \(name.name) is resumed with")
            }
            closureResults[swift] = joined
            return ["\(swift).resume(returning: \(written.code))"]
        case .throwing(let expr):
            let written = try expression(expr, scope: &scope)
            guard written.type == .string else { throw .noSingleSwiftType("resume throwing a value that is not text") }
            helpers.insert(.sessionError)
            return ["\(swift).resume(throwing: SessionError(\(written.code)))"]
        }
    }

    // MARK: Task groups

    /// `group g { STEPS }`: `try await withThrowingTaskGroup(of: T.self) { g in … }`, `T` being
    /// what the children return.
    func group(_ name: Identifier, _ body: Body, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        let swift = names.declare(name.name)
        // The body runs on the caller's isolation (`#isolation`); its `return` leaves it.
        var inner = scope.nested(mainActor: scope.mainActor)
        inner.groups[name.name] = swift
        let lines = try steps(body, scope: &inner)
        guard inner.returns.allSatisfy({ $0 == nil }) else { throw .notTranslated("a value returned from group \(name.name)'s body") }
        // It rethrows what its body throws (a child's error comes out of `for try await`).
        scope.throwing = scope.throwing || inner.throwing
        scope.usesSelf = scope.usesSelf || inner.usesSelf
        let type = (groupResults[swift] ?? nil)?.name ?? "Void"
        return ["\(inner.throwing ? "try " : "")await withThrowingTaskGroup(of: \(type).self) { \(swift) in"] + lines.map { "    " + $0 } + ["}"]
    }

    /// `add g { STEPS }`: `g.addTask { … }`, a child off the main actor.
    func addChild(_ name: Identifier, _ body: Body, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        guard let swift = scope.groups[name.name] else { throw .notTranslated("add \(name.name) outside its group") }
        var inner = scope.nested(mainActor: false)
        let lines = try steps(body, scope: &inner)
        // A child that ends by throwing returns no value on any path: it fits any result type.
        let endsThrowing = inner.returns.isEmpty && body.steps.last.map { step in
            if case .throwError = step.kind { true } else { false }
        } == true
        let result = try inner.resultType(of: "a child of \(name.name)")
        if endsThrowing { return ["\(swift).addTask {\(scope.capture(of: inner))"] + lines.map { "    " + $0 } + ["}"] }
        if let earlier = groupResults[swift], earlier != result {
            throw .noSingleSwiftType("children of \(name.name) returning \(earlier?.name ?? "nothing") and \(result?.name ?? "nothing")")
        }
        groupResults[swift] = .some(result)
        return ["\(swift).addTask {\(scope.capture(of: inner))"] + lines.map { "    " + $0 } + ["}"]
    }

    /// `for await x in g { STEPS }`: the group's results in completion order.
    func forAwait(_ loop: ForAwaitStep, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        if case .observations(let tracked) = loop.sequence.source.kind, loop.sequence.operators.isEmpty {  // Issue 18 §7
            return try observationsLoop(tracked, loop, scope: &scope)
        }
        guard let group = scope.groups[loop.sequence.text] else {
            throw .asyncSequence("for await over \(loop.sequence.text) in a body (only a task group's loop is exported)")
        }
        let variable = names.declare(loop.variable.name)
        scope.throwing = true
        let type = groupResults[group] ?? nil
        let body = try block(loop.body, scope: &scope, binding: (loop.variable.name, variable, type))
        return ["for try await \(variable) in \(group) {"] + body + ["}"]
    }
}
