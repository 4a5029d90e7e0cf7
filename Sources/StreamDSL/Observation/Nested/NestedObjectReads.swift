import StreamCore
import StreamLanguage

/// Reading through a held object (issue 18 §2): `vm.child.text` in an expression (read when
/// it runs, each link tracked by Observation) and `vm.child.$text` or
/// `vm.child.objectWillChange` as a publisher (found when the pipeline is built, as Swift
/// evaluates `vm.child.$text` once, when it subscribes).
extension NestedObjectChecks {
    /// `vm.child.text` in an expression; nil after reporting why it cannot be read.
    static func read(_ name: String, _ range: SourceRange,
                     in compiler: inout ExpressionCompiler) -> (CompiledExpression, Bool)? {
        guard let (root, members) = split(name), let lookUp = compiler.members else {
            compiler.diagnostics.append(Diagnostic(.unknownName(name), at: range))
            return nil
        }
        let firstPath = root + "." + members[0]
        let first: PublishedSubject
        switch lookUp(firstPath, range) {
        case .success(let member):
            guard case .property(_, _, let subject) = member else {
                compiler.diagnostics.append(Diagnostic(.wrongKind(firstPath, is: "a publisher", expected: "an object"), at: range))
                return nil
            }
            compiler.properties[firstPath] = member
            first = subject
        case .failure(let problem):
            compiler.diagnostics.append(problem.diagnostic)
            return nil
        }
        guard let held = ObjectPaths.object(in: first.value) else {
            compiler.diagnostics.append(Diagnostic(DiagnosticMessages.notAnObjectProperty(firstPath), at: range,
                                                   label: "it holds \(first.value.kindName) (\(first.value.literal))"))
            return nil
        }
        let rest = Array(members.dropFirst())
        switch follow(rest, from: held, walked: firstPath, at: range) {
        case .success(let end):
            guard ObjectPaths.object(in: end.subject.value) == nil else {
                compiler.diagnostics.append(Diagnostic(DiagnosticMessages.objectValueRead(name), at: range,
                                                       label: DiagnosticMessages.labelReadMember(name)))
                return nil
            }
        case .failure(let problem):
            compiler.diagnostics.append(problem.diagnostic)
            return nil
        }
        return ({ _ throws(StreamError) in
            try ObjectPaths.read(through: first, firstPath: firstPath, rest: rest, written: name)
        }, true)
    }

    /// `vm.child` read as a value: an object is not one of the language's values.
    static func refusesObjectValue(_ name: String, _ subject: PublishedSubject, _ range: SourceRange,
                                   in compiler: inout ExpressionCompiler) -> Bool {
        guard ObjectPaths.object(in: subject.value) != nil else { return false }
        compiler.diagnostics.append(Diagnostic(DiagnosticMessages.objectValueRead(name), at: range,
                                               label: DiagnosticMessages.labelReadMember(name)))
        return true
    }

    /// `vm.child.$text` or `vm.child.objectWillChange` as a pipeline's source; nil after
    /// reporting why not.
    static func publisher(_ identifier: Identifier, in compiler: inout PipelineCompiler) -> PublisherPlan? {
        guard let (root, members) = split(identifier.name) else { return nil }
        let last = members[members.count - 1]
        let found = compiler.namesInScope.liveObject(root, at: identifier.range, when: compiler.runTime).flatMap { object in
            heldObject(at: Array(members.dropLast()), from: object, at: identifier.range)
        }
        guard case .success(let owner) = found else {
            if case .failure(let problem) = found { compiler.report(problem.diagnostic) }
            return nil
        }
        if last == ObjectMember.objectWillChange {
            guard compiler.refusesObservablePublisher(owner, nil, at: identifier.range) else { return nil }
            compiler.references.members[identifier.name] = owner.objectWillChange
            return .member(identifier)
        }
        guard last.hasPrefix("$") else {
            let projected = (([root] + members.dropLast()) + ["$" + last]).joined(separator: ".")
            compiler.report(Diagnostic(.wrongKind(identifier.name, is: "a property's value", expected: "a publisher"),
                                       at: identifier.range, label: "its publisher is \(projected)"))
            return nil
        }
        let property = String(last.dropFirst())
        switch follow([property], from: owner, walked: owner.name, at: identifier.range) {
        case .success(let end):
            guard compiler.refusesObservablePublisher(owner, property, at: identifier.range) else { return nil }
            compiler.references.members[identifier.name] = end.subject
            return .member(identifier)
        case .failure(let problem):
            compiler.report(problem.diagnostic)
            return nil
        }
    }

    /// The object `members` lead to from `object` (each must hold one), as they stand now.
    static func heldObject(at members: [String], from object: OwnedObject,
                           at range: SourceRange) -> Result<OwnedObject, ObjectProblem> {
        guard !members.isEmpty else { return .success(object) }
        return follow(members, from: object, walked: object.name, at: range).flatMap { end in
            if let held = ObjectPaths.object(in: end.subject.value) { return .success(held) }
            let path = ([object.name] + members).joined(separator: ".")
            return .failure(ObjectProblem(diagnostic: Diagnostic(DiagnosticMessages.notAnObjectProperty(path), at: range,
                                                                 label: "it holds \(end.subject.value.kindName) (\(end.subject.value.literal))")))
        }
    }
}
