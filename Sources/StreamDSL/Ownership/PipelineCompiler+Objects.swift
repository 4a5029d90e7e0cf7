import StreamCore
import StreamLanguage

/// Objects' publishers in pipelines: `vm.$text | sink`, `vm.objectWillChange | sink`.
extension PipelineCompiler {
    /// A dotted source name; `nil` after reporting why it cannot be used.
    mutating func objectPublisher(named identifier: Identifier) -> PublisherPlan? {
        if NestedObjectChecks.split(identifier.name) != nil { return NestedObjectChecks.publisher(identifier, in: &self) }  // Issue 18
        guard identifier.name.contains(".$") || identifier.name.hasSuffix("." + ObjectMember.objectWillChange) else {
            // `vm.text | sink`: a value, not a publisher; a property that does not exist, or an
            // @Observable one (which has no publisher), is said so first.
            switch namesInScope.member(identifier.name, at: identifier.range, when: runTime) {
            case .failure(let problem):
                report(problem.diagnostic)
                return nil
            case .success(.property(let object, let property, _)):
                guard refusesObservablePublisher(object, property, at: identifier.range) else { return nil }
            case .success:
                break
            }
            let parts = identifier.name.split(separator: ".", maxSplits: 1)
            var projected = parts.joined(separator: ".$")
            if case .current? = binding(String(parts[0])) { projected = String(parts[0]) }  // Issue 20: `c.value`'s is `c`
            report(Diagnostic(.wrongKind(identifier.name, is: "a property's value", expected: "a publisher"),
                              at: identifier.range, label: "its publisher is \(projected)"))
            return nil
        }
        switch namesInScope.member(identifier.name, at: identifier.range, when: runTime) {
        case .success(.property(let object, let property, let subject)):
            // Milestone 5: an @Observable property has no publisher.
            guard refusesObservablePublisher(object, property, at: identifier.range) else { return nil }
            references.members[identifier.name] = subject
            return .member(identifier)
        case .success(.objectWillChange(let object)):
            guard refusesObservablePublisher(object, nil, at: identifier.range) else { return nil }  // Milestone 5
            references.members[identifier.name] = object.objectWillChange
            return .member(identifier)
        case .success(.currentValue):  // Issue 20: `c.value` is a value; the name guard above refuses it
            return nil
        case .failure(let problem):
            report(problem.diagnostic)
            return nil
        }
    }
}

extension ExpressionCompiler {
    /// `vm.text` in an expression: read when the expression runs, so a sink on `vm.$text`
    /// that reads `vm.text` sees the value from before the change (willSet).
    mutating func propertyRead(_ name: String, _ range: SourceRange) -> (CompiledExpression, Bool)? {
        if NestedObjectChecks.split(name) != nil { return NestedObjectChecks.read(name, range, in: &self) }  // Issue 18: vm.child.text
        guard let members else {
            diagnostics.append(Diagnostic(.unknownName(name), at: range))
            return nil
        }
        switch members(name, range) {
        case .success(.currentValue(let subject)):  // Issue 20: read when the expression runs
            properties[name] = .currentValue(subject)
            return ({ _ in subject.value }, true)
        case .success(let member):
            guard case .property(_, _, let subject) = member else {
                // `vm.objectWillChange` in an expression.
                diagnostics.append(Diagnostic(.wrongKind(name, is: "a publisher", expected: "a value"), at: range))
                return nil
            }
            if NestedObjectChecks.refusesObjectValue(name, subject, range, in: &self) { return nil }  // Issue 18
            properties[name] = member
            return ({ _ in subject.read() }, true)
        case .failure(let problem):
            diagnostics.append(problem.diagnostic)
            return nil
        }
    }
}
