import StreamDSL
import StreamLanguage
import SwiftSourceText

/// The session's actors as Swift (issue 18 §7): `actor cache { var hits = 0; func get(k) { … } }`
/// is an `actor Cache` nested in the session class (so it can use the class's clock type), with
/// typed fields and one `async throws` method per method the session calls, written when first
/// called (its parameters' types come from the call, as a `func`'s do). The class keeps one
/// instance, `let cache = Cache(clock: clock)`.
final class SwiftActors {
    struct Written {
        let declaration: ActorDeclaration
        /// The class's property (`cache`) and the actor's type (`Cache`).
        let property: String
        let typeName: String
        /// Each field's Swift name and type.
        var fields: [String: (swift: String, type: SwiftType)] = [:]
        var signatures: [String: SwiftFunctionSignature] = [:]
        var methodBlocks: [[String]] = []
        /// Fields declared `nil` (`var loading = nil`), typed by the task a method stores in
        /// them (SwiftStoredTasks.swift); one never given a task has no Swift type.
        var untypedFields: Set<String> = []
        var taskFields: [String: SwiftStoredTask] = [:]

        /// A field declared `nil` that holds no task (yet), if any.
        var untypedField: String? { untypedFields.subtracting(taskFields.keys).sorted().first }
    }

    /// By the session's name, in order of declaration.
    var written: [String: Written] = [:]
    var order: [String] = []
    private var typeNames: Set<String> = []

    /// A type's name, spelled as given (capitalised), numbered when a type or a name has it.
    func declareType(_ spelling: String, besides names: SwiftIdentifiers) -> String {
        var candidate = spelling, number = 2
        while typeNames.contains(candidate) || names.current.values.contains(candidate) || SwiftConcurrencyHelpers.reserved.contains(candidate) {
            candidate = spelling + String(number)
            number += 1
        }
        typeNames.insert(candidate)
        return candidate
    }
}

extension SwiftConcurrencyWriter {
    /// `actor NAME { … }`: its fields are typed now, from their initial values.
    func declareActor(_ declaration: ActorDeclaration) throws(SwiftExportSkip) {
        let name = declaration.name.name
        guard actors.written[name] == nil else { throw .notTranslated("actor \(name) defined twice (Swift names a type once)") }
        let property = names.declare(name)
        // `cache` is `actor Cache`; a name already capitalised (`Cache_`) gets `Actor` to differ from its property.
        let capitalised = property.prefix(1).uppercased() + property.dropFirst()
        var actor = SwiftActors.Written(declaration: declaration, property: property,
                                        typeName: actors.declareType(capitalised == property ? capitalised + "Actor" : capitalised, besides: names))
        var scope = SwiftBodyScope(mainActor: false)
        for field in declaration.fields {
            let written = try expression(field.initial, scope: &scope)
            if case .nil = field.initial.kind, field.isVar {  // a task is stored in it later (SwiftStoredTasks.swift)
                actor.fields[field.name.name] = (names.declare(field.name.name), .optional(.unknown))
                actor.untypedFields.insert(field.name.name)
                continue
            }
            guard let type = written.type, type.isKnown else {
                throw .noSingleSwiftType("the type of \(name).\(field.name.name) (its initial value says none)")
            }
            actor.fields[field.name.name] = (names.declare(field.name.name), type)
        }
        actors.written[name] = actor
        actors.order.append(name)
    }

    /// `await cache.get(ARGS)` (or `await cache.hits`): the call, and what it gives.
    func actorAwait(_ actor: Identifier, member: Identifier, arguments: [Expr]?,
                    scope: inout SwiftBodyScope) throws(SwiftExportSkip) -> ([String], SwiftType?) {
        guard let written = actors.written[actor.name] else { throw .notTranslated("await \(actor.name).\(member.name), not an actor") }
        guard let arguments else {
            guard let field = written.fields[member.name] else { throw .notTranslated("await \(actor.name).\(member.name)") }
            return (["await \(written.property).\(field.swift)"], field.type)
        }
        let values = try arguments.map { argument throws(SwiftExportSkip) in try expression(argument, scope: &scope) }
        let signature = try actorMethod(actor.name, member.name, arguments: try Self.knownTypes(values, what: "an argument of \(actor.name).\(member.name)"))
        return (["try await \(written.property).\(signature.swift)(\(values.map(\.code).joined(separator: ", ")))"], signature.result)
    }

    /// The signature of `actor.method` called with `arguments`: written the first time.
    private func actorMethod(_ actorName: String, _ method: String, arguments: [SwiftType]) throws(SwiftExportSkip) -> SwiftFunctionSignature {
        guard var actor = actors.written[actorName] else { throw .notTranslated("actor \(actorName)") }
        if let signature = actor.signatures[method] {
            guard signature.parameters.count == arguments.count,
                  zip(signature.parameters, arguments).allSatisfy({ $0.joined(with: $1) == $0 }) else {
                throw .noSingleSwiftType("\(actorName).\(method) called with \(Self.typeList(arguments)) and \(Self.typeList(signature.parameters))")
            }
            return signature
        }
        guard let function = actor.declaration.methods.first(where: { $0.name.name == method }),
              function.parameters.count == arguments.count else { throw .notTranslated("a call of \(actorName).\(method)") }
        let key = actorName + "." + method
        guard !writing.contains(key) else { throw .notTranslated("\(key) calling itself (its result type would be needed first)") }
        writing.insert(key)
        defer { writing.remove(key) }
        // A method sees its actor's fields by bare name, as Swift's methods see `self`'s.
        var scope = SwiftBodyScope(mainActor: false)
        scope.actor = actorName
        for field in actor.declaration.fields {
            guard let written = actor.fields[field.name.name] else { continue }
            scope.bind(field.name.name, swift: written.swift, type: written.type)
        }
        var parameters: [String] = []
        for (parameter, type) in zip(function.parameters, arguments) {
            let local = names.declare(parameter.name)
            scope.bind(parameter.name, swift: local, type: type)
            parameters.append("_ \(local): \(type.name)")
        }
        let body = try steps(function.body, scope: &scope)
        // The class's functions are not in an actor's reach (a call would need the session).
        if let called = signatures.values.first(where: { signature in body.contains { $0.contains(signature.swift + "(") } }) {
            throw .notTranslated("\(key) calling func \(called.swift) (an actor's method calls only its actor's members here)")
        }
        let result = try scope.resultType(of: key)
        // A field declared nil that no task was stored in has no type to give back (SwiftStoredTasks.swift).
        if let result, !result.isKnown, let untyped = (actors.written[actorName] ?? actor).untypedField {
            throw .noSingleSwiftType("the type of \(actorName).\(untyped) (its initial value says none)")
        }
        let signature = SwiftFunctionSignature(swift: names.declare(method), parameters: arguments, result: result, onMain: false)
        actor = actors.written[actorName] ?? actor  // a method it called meanwhile was added
        actor.signatures[method] = signature
        let returns = result.map { " -> \($0.name)" } ?? ""
        actor.methodBlocks.append(["func \(signature.swift)(\(parameters.joined(separator: ", "))) async throws\(returns) {"]
                                  + body.map { "    " + $0 } + ["}"])
        actors.written[actorName] = actor
        return signature
    }

    /// The nested actor types and the class's properties holding them, once every call is written.
    func actorParts() throws(SwiftExportSkip) -> (types: [[String]], properties: [String], inits: [String]) {
        var types: [[String]] = [], properties: [String] = [], inits: [String] = []
        for name in actors.order {
            // A method nobody called is written with the types its parameters cannot have: refused.
            if let actor = actors.written[name],
               let uncalled = actor.declaration.methods.first(where: { actor.signatures[$0.name.name] == nil }) {
                guard uncalled.parameters.isEmpty else {
                    throw .notTranslated("\(name).\(uncalled.name.name), never called, so its parameters' types are unknown")
                }
                _ = try actorMethod(name, uncalled.name.name, arguments: [])
            }
            guard let actor = actors.written[name] else { continue }
            var lines = SwiftSourceText.commentLines("`actor \(name) { … }`: one call at a time runs on it; a suspension inside a method frees it (reentrancy).").map { "/" + $0 }
            lines.append("actor \(actor.typeName) {")
            var members = ["let clock: TestClock"]
            for field in actor.declaration.fields {
                guard let written = actor.fields[field.name.name] else { continue }
                if let task = actor.taskFields[field.name.name] {
                    members.append("var \(written.swift): \(task.typeName)? = nil")
                    continue
                }
                if actor.untypedFields.contains(field.name.name) {
                    throw .noSingleSwiftType("the type of \(name).\(field.name.name) (its initial value says none)")
                }
                var scope = SwiftBodyScope(mainActor: false)
                let initial = try expression(field.initial, scope: &scope)
                members.append("\(field.isVar ? "var" : "let") \(written.swift): \(written.type.name) = \(initial.code)")
            }
            members += ["", "init(clock: TestClock) {", "    self.clock = clock", "}"]
            for block in actor.methodBlocks { members += [""] + block }
            let text = actor.methodBlocks.joined().joined(separator: "\n")
            if text.contains("fetch(") { members += [""] + SwiftConcurrencyHelpers.fetch }
            if text.contains("text(of:") { members += [""] + SwiftConcurrencyHelpers.errorText }
            lines += members.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
            types.append(lines)
            properties.append("let \(actor.property): \(actor.typeName)")
            inits.append("\(actor.property) = \(actor.typeName)(clock: clock)")
        }
        return (types, properties, inits)
    }
}
