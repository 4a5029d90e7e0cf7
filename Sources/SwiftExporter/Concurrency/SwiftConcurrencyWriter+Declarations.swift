import StreamDSL
import StreamLanguage
import SwiftSourceText

extension SwiftConcurrencyWriter {
    // MARK: Tasks

    /// `task t [detached] { STEPS }`: `t = Task { … }` (or `Task.detached`), stored in the
    /// session class's property `t`, made in main-actor code.
    func startTask(_ task: TaskDeclaration, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        let name = task.name.name
        guard scope.mainActor else {
            throw .notTranslated("task \(name) started off the main actor (in a func, a detached task or a child)")
        }
        var inner = scope.nested(mainActor: !task.detached)
        inner.continuations = [:]
        inner.groups = [:]
        inner.children = [:]
        let body = try steps(task.body, scope: &inner)
        let result = try inner.resultType(of: "task \(name)")
        let swift: String
        if let existing = tasks[name] {
            guard existing.result == result, existing.throwing == inner.throwing else {
                throw .noSingleSwiftType("two tasks named \(name) of different types (one Swift property holds them)")
            }
            swift = existing.swift
        } else {
            swift = names.declare(name)
            tasks[name] = (swift, result, inner.throwing)
        }
        // `Task { }` captures `self` implicitly; `Task.detached { }` says so (`[self]`).
        let capture = scope.capture(of: inner)
        scope.usesSelf = true
        let opening = task.detached ? "\(swift) = Task.detached {\(capture)" : "\(swift) = Task {"
        return [opening] + body.map { "    " + $0 } + ["}"]
    }

    // MARK: Functions

    /// The signature of the function `name` called with `arguments`: written the first time
    /// it is called, with those types; refused when a later call passes other types.
    func signature(_ name: String, arguments: [SwiftType]) throws(SwiftExportSkip) -> SwiftFunctionSignature {
        if let written = signatures[name] {
            guard written.parameters.count == arguments.count,
                  zip(written.parameters, arguments).allSatisfy({ $0.joined(with: $1) == $0 }) else {
                throw .noSingleSwiftType("func \(name) called with \(Self.typeList(arguments)) and \(Self.typeList(written.parameters))")
            }
            return written
        }
        guard let function = functions[name] else { throw .notTranslated("a call of \(name), which is not a func") }
        guard !writing.contains(name) else {
            throw .notTranslated("func \(name) calling itself (its result type would be needed before it is known)")
        }
        guard function.parameters.count == arguments.count else {
            throw .notTranslated("func \(name) called with \(arguments.count) arguments")
        }
        writing.insert(name)
        defer { writing.remove(name) }
        let swift = names.declare(name)
        var scope = SwiftBodyScope(mainActor: function.onMain)
        if function.onMain { for model in models { model.expose(in: &scope) } }
        var parameters: [String] = []
        for (parameter, type) in zip(function.parameters, arguments) {
            let local = names.declare(parameter.name)
            scope.bind(parameter.name, swift: local, type: type)
            parameters.append("_ \(local): \(type.name)")
        }
        let body = try steps(function.body, scope: &scope)
        let result = try scope.resultType(of: "func \(name)")
        let signature = SwiftFunctionSignature(swift: swift, parameters: arguments, result: result, onMain: function.onMain)
        signatures[name] = signature
        let isolation = function.onMain ? "" : "nonisolated "
        let returns = result.map { " -> \($0.name)" } ?? ""
        let comment = function.onMain ? "`func \(name)(…) on main`: isolated to the main actor, as the class is."
            : "A plain `func`: not isolated, so it runs on the cooperative pool."
        var block = SwiftSourceText.commentLines(comment).map { "/" + $0 }
        block.append("\(isolation)func \(swift)(\(parameters.joined(separator: ", "))) async throws\(returns) {")
        block += body.map { "    " + $0 } + ["}"]
        functionBlocks.append(block)
        return signature
    }

    static func typeList(_ types: [SwiftType]) -> String {
        "(" + types.map(\.name).joined(separator: ", ") + ")"
    }
}
