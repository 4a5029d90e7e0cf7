import StreamDSL
import StreamLanguage
import SwiftSourceText

extension SwiftConcurrencyWriter {
    /// The Swift of `body`'s steps, in `scope`.
    func steps(_ body: Body, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        var lines: [String] = []
        var waiting = SwiftCancelBeforeTask()  // Issue 18 §7: `cancel search; task search { … }`
        for (index, step) in body.steps.enumerated() {
            if waiting.defers(step, at: index, in: body, lines: lines, writer: self, scope: scope) { continue }
            lines += try self.step(step, scope: &scope)
            waiting.insertCancels(into: &lines, writer: self)
        }
        return lines
    }

    /// A `{ … }` inside the same closure (`if`, `do`, a loop): its locals stay inside; its
    /// `return`s and throws are the closure's.
    func block(_ body: Body, scope: inout SwiftBodyScope,
               binding: (name: String, swift: String, type: SwiftType?)? = nil) throws(SwiftExportSkip) -> [String] {
        var inner = scope
        if let binding { inner.bind(binding.name, swift: binding.swift, type: binding.type) }
        let lines = try steps(body, scope: &inner)
        scope.returns = inner.returns
        scope.throwing = inner.throwing
        scope.usesSelf = inner.usesSelf
        return lines.map { "    " + $0 }
    }

    private func step(_ step: Step, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        switch step.kind {
        case .sleep(let duration):
            scope.throwing = true
            scope.usesSelf = true
            return ["try await Task.sleep(for: .milliseconds(\(duration.milliseconds)), clock: clock)"]
        case .await(let awaited):
            let (lines, type) = try self.awaited(awaited, scope: &scope)
            return type == nil ? lines : Self.prefixed("_ = ", lines)
        case .bind(let binding, let name, let value):
            return try bind(binding, name, value, scope: &scope)
        case .emit(let value, let ui):
            let written = try expression(value, scope: &scope)
            return ["print(\(Self.bare(written.code, value)))" + (ui ? "  // emit ui: shown in the UI" : "")]
        case .checkCancellation:
            scope.throwing = true
            return ["try Task.checkCancellation()"]
        case .ifThen(let condition, let then, let otherwise):
            let test = try expression(condition, scope: &scope)
            guard test.type == .bool else { throw .noSingleSwiftType("an if whose condition is not a Bool") }
            var lines = ["if \(Self.bare(test.code, condition)) {"] + (try block(then, scope: &scope))
            if let otherwise { lines += ["} else {"] + (try block(otherwise, scope: &scope)) }
            return lines + ["}"]
        case .returnValue(let value):
            guard let value else {
                scope.returns.append(nil)
                return ["return"]
            }
            let written = try expression(value, scope: &scope)
            scope.returns.append(written.type)
            return ["return \(Self.bare(written.code, value))"]
        case .throwError(let message):
            let written = try expression(message, scope: &scope)
            guard written.type == .string else { throw .noSingleSwiftType("throw of a value that is not text") }
            helpers.insert(.sessionError)
            scope.throwing = true
            return ["throw SessionError(\(written.code))"]
        case .doCatch(let body, let handler):
            let outerThrowing = scope.throwing
            let tried = try block(body, scope: &scope)
            scope.throwing = outerThrowing
            helpers.insert(.errorText)
            var caught = scope
            caught.bind("error", swift: "text(of: error)", type: .string)
            let handled = try block(handler, scope: &caught)
            scope.returns = caught.returns
            scope.throwing = caught.throwing
            scope.usesSelf = caught.usesSelf
            return ["do {"] + tried + ["} catch {"] + handled + ["}"]
        case .task(let task):
            guard task.time == nil else { throw .notTranslated("task \(task.name.name) @TIME inside a body") }
            return try startTask(task, scope: &scope)
        case .cancel(let name, _):
            if let stored = storedTask(name.name, in: scope) { return cancelStoredTask(stored) }  // Issue 18 §3
            guard let swift = tasks[name.name]?.swift else {
                throw .notTranslated("cancel \(name.name) before any task \(name.name) is written (only a task the same body starts after it is found)")
            }
            guard scope.mainActor || scope.canAwait else {
                throw .notTranslated("cancel \(name.name) in onCancel (its task is a main-actor property that onCancel's synchronous closure cannot reach)")
            }
            scope.usesSelf = true
            return [scope.mainActor ? "\(swift)?.cancel()" : "await \(swift)?.cancel()"]
        case .statement(let statement):
            guard case .setProperty(let path, let value, nil) = statement.kind else {
                throw .notTranslated("'\(statement.text)' as a step")
            }
            return try setProperty(path, value, scope: &scope)
        case .forAwait(let loop):
            return try forAwait(loop, scope: &scope)
        case .callback(let delay, let body):
            var inner = scope.nested(mainActor: true)
            let lines = try steps(body, scope: &inner)
            guard !inner.throwing, inner.returns.allSatisfy({ $0 == nil }) else {
                throw .notTranslated("a callback that throws or returns a value")
            }
            helpers.insert(.after)
            let capture = scope.capture(of: inner)
            scope.usesSelf = true
            return ["after(.milliseconds(\(delay.milliseconds))) {\(capture)"] + lines.map { "    " + $0 } + ["}"]
        case .resume(let name, let value):
            return try resume(name, value, scope: &scope)
        case .track(let declaration):  // Issue 18 §7: SwiftObservationWriter.swift
            return try track(declaration, scope: &scope)
        case .work(let duration):  // Issue 18 §7: SwiftBlockingWork.swift
            helpers.insert(.blockingWork)
            return SwiftBlockingWork.call(duration)
        case .onMain(let body):
            var inner = scope.nested(mainActor: true)
            let lines = try steps(body, scope: &inner)
            guard inner.returns.allSatisfy({ $0 == nil }) else { throw .notTranslated("a value returned from on main") }
            scope.throwing = scope.throwing || inner.throwing
            scope.usesSelf = scope.usesSelf || inner.usesSelf
            return ["\(inner.throwing ? "try " : "")await MainActor.run {"] + lines.map { "    " + $0 } + ["}"]
        case .asyncLet(let name, let function, let arguments):
            let written = try arguments.map { argument throws(SwiftExportSkip) in try expression(argument, scope: &scope) }
            let types = try Self.knownTypes(written, what: "an argument of \(function.name)")
            let signature = try self.signature(function.name, arguments: types)
            let swift = names.declare(name.name)
            scope.children[name.name] = (swift, signature.result)
            scope.usesSelf = true
            return ["async let \(swift) = \(signature.swift)(\(written.map(\.code).joined(separator: ", ")))"]
        case .group(let name, let body):
            return try group(name, body, scope: &scope)
        case .addChild(let name, let body):
            return try addChild(name, body, scope: &scope)
        case .cancelAll(let name):
            guard let swift = scope.groups[name.name] else { throw .notTranslated("cancelAll \(name.name) outside its group") }
            return ["\(swift).cancelAll()"]
        // Milestone 6:
        case .promise:
            throw .notTranslated("promise (a future { } body: Future + Task is not exported yet)")
        }
    }

    /// `let`, `var`, `NAME =`.
    private func bind(_ binding: LocalBinding, _ name: Identifier, _ value: StepValue,
                      scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> [String] {
        var lines: [String]
        var written: SwiftType?
        switch value {
        case .expression(let expr):
            let swift = try expression(expr, scope: &scope)
            (lines, written) = ([Self.bare(swift.code, expr)], swift.type)
        case .await(let awaited):
            (lines, written) = try self.awaited(awaited, scope: &scope)
        case .task(let declaration):  // Issue 18 §3: SwiftStoredTasks.swift
            return try storeTask(binding, name, declaration, scope: &scope)
        }
        // An await of nothing (a func that returns nothing) gives `()`, as in Swift.
        let type = written ?? .tuple([])
        guard type.isKnown else { throw .noSingleSwiftType("the type of \(name.name) (its value says none)") }
        if binding == .assign {
            guard let current = scope.expressions.variables[name.name], let swift = scope.expressions.spellings[name.name],
                  current.joined(with: type) == current else {
                throw .noSingleSwiftType("\(name.name) = a \(type.name)")
            }
            return Self.prefixed("\(swift) = ", lines)
        }
        let swift = names.declare(name.name)
        scope.bind(name.name, swift: swift, type: type)
        // `let x: () = …` says that nothing comes back (Swift warns about an inferred `()`).
        let annotation = type == .tuple([]) ? ": ()" : ""
        return Self.prefixed("\(binding.rawValue) \(swift)\(annotation) = ", lines)
    }

    /// An expression in `scope`: `fail(…)` has no place in a body.
    func expression(_ expr: Expr, scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> SwiftWrittenExpression {
        let written = try scope.expressions.write(expr)
        if written.throwsError { throw .notTranslated("fail(…) inside a body") }
        // `error`'s text and the models' properties are the class's members.
        if written.code.contains("text(of: error)") || models.contains(where: { written.code.contains($0.property + ".") }) {
            scope.usesSelf = true
        }
        return written
    }

    /// `code` without the parentheses the expression writer puts around a whole binary or
    /// conditional expression, where it stands alone (`print(x + y)`).
    static func bare(_ code: String, _ expr: Expr) -> String {
        switch expr.kind {
        case .binary, .conditional:
            guard code.hasPrefix("("), code.hasSuffix(")") else { return code }
            return String(code.dropFirst().dropLast())
        default:
            return code
        }
    }

    static func knownTypes(_ written: [SwiftWrittenExpression], what: String) throws(SwiftExportSkip) -> [SwiftType] {
        var types: [SwiftType] = []
        for item in written {
            guard let type = item.type, type.isKnown else { throw .noSingleSwiftType("the type of \(what)") }
            types.append(type)
        }
        return types
    }

    /// `lines` with `prefix` before the first one (`let v = ` before a multi-line expression).
    static func prefixed(_ prefix: String, _ lines: [String]) -> [String] {
        guard let first = lines.first else { return [] }
        return [prefix + first] + lines.dropFirst()
    }
}

extension SwiftType {
    /// Whether the type is fully known (no `unknown` inside: `nil`, an empty array).
    var isKnown: Bool {
        switch self {
        case .unknown: false
        case .optional(let inner), .array(let inner): inner.isKnown
        case .tuple(let items): items.allSatisfy(\.isKnown)
        case .publisher: false
        default: true
        }
    }
}
