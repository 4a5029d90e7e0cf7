import StreamCore
import StreamLanguage

/// Compiling `object`, `published`, `set`, `release` and the ownership clauses of a sink.
extension StatementCompiler {
    mutating func compileOwnership(_ statement: Statement) -> StatementPlan? {
        switch statement.kind {
        case .declareObject(let name):
            guard isFree(name) else { return nil }
            pipelines.pending[name.name] = .some(nil)
            return .declareObject(name.name)
        case .declarePublished(let path, let initialExpr):
            // Milestone 5: not on an object with observable properties.
            guard let object = checkingBodies({ ObservationChecks.objectForNewProperty(path, observable: false, in: &$0) }) else { return nil }
            // Issue 18: `published vm.child = other` holds an object.
            guard let initial = NestedObjectChecks.initialValue(initialExpr, of: path, on: object, in: &self) else { return nil }
            return .declarePublished(BoundName(name: path.object.name, binding: .object(object)),
                                     property: path.property.name, initial: initial)
        case .setProperty(let path, let valueExpr, let time):
            let checkedTime = checkTime(time)
            // Issue 18: `set vm.child.text V`, `set vm.child other` (see NestedObjectChecks).
            if let nested = NestedObjectChecks.compileSet(path, valueExpr, when: checkedTime.value ?? runTime, scope: .topLevel, in: &self) {
                guard let nested, checkedTime != .invalid else { return nil }
                return .setProperty(BoundName(name: nested.root.name, binding: .object(nested.root)), property: nested.relative,
                                    path: path.text, value: nested.value, names: pipelines.resolved, at: checkedTime.value)
            }
            let found = checked(scope.property(path.object.name, path.property.name, at: path.range,
                                               objectRange: path.object.range, when: checkedTime.value ?? runTime))
            let value = pipelines.expressions.check(valueExpr, scope: .topLevel)
            guard let (object, _) = found, let value, checkedTime != .invalid else { return nil }
            return .setProperty(BoundName(name: path.object.name, binding: .object(object)), property: path.property.name,
                                path: path.text, value: value, names: pipelines.resolved, at: checkedTime.value)
        case .release(let name, let time):
            let checkedTime = checkTime(time)
            guard let object = checked(scope.liveObject(name.name, at: name.range, when: checkedTime.value ?? runTime)),
                  checkedTime != .invalid else { return nil }
            return .release(BoundName(name: name.name, binding: .object(object)), at: checkedTime.value,
                            releaseTime: checkedTime.value ?? runTime)
        default:
            return nil
        }
    }

    /// Checks a sink's `store in`, `capturing` and assign clauses, and finds what holds the
    /// subscription; `nil` after reporting an error.
    mutating func ownership(of subscription: PipelineSubscription) -> SubscriptionOwnership? {
        var ownership = SubscriptionOwnership()
        // `_ = a.sink { … }.store(in: &bag)` discards only the `Void` of `store(in:)`.
        ownership.discards = subscription.discardsCancellable && subscription.sink.storeIn == nil
        ownership.source = source(of: subscription.pipeline)
        let sink = subscription.sink
        var failed = false
        if let bag = sink.storeIn {
            ownership.storeIn = checked(scope.liveObject(bag.name, at: bag.range, when: runTime))
            failed = failed || ownership.storeIn == nil
        }
        if let capture = sink.capture {
            ownership.capture = checked(scope.liveObject(capture.object.name, at: capture.object.range, when: runTime))
            ownership.captureIsWeak = capture.isWeak
            failed = failed || ownership.capture == nil
        }
        if let assign = sink.assign {
            let path = assign.property
            if let (owner, subject) = checked(scope.property(path.object.name, path.property.name, at: path.range,
                                                               objectRange: path.object.range, when: runTime)) {
                if let root = assign.root {
                    if root.name != path.object.name {
                        report(Diagnostic(DiagnosticMessages.assignRootMismatch(path.text, root: root.name), at: root.range,
                                          label: DiagnosticMessages.labelAssignOnExample(path.text, path.object.name)))
                        failed = true
                    }
                    ownership.assign = .onObject(subject, root: owner)
                } else {
                    // Milestone 5: an @Observable property has no publisher to assign to.
                    if !pipelines.refusesObservablePublisher(owner, path.property.name, at: path.range) { failed = true }
                    ownership.assign = .projected(subject, owner: owner, property: path.property.name)
                }
            } else {
                failed = true
            }
        }
        return failed ? nil : ownership
    }

    /// What holds a subscription to `pipeline` while it runs (see `OwnedSubscription.Source`).
    private func source(of pipeline: Pipeline) -> OwnedSubscription.Source {
        switch pipeline.source.kind {
        case .parenthesized(let inner):
            return source(of: inner)
        case .name(let identifier) where identifier.name.contains("."):
            switch scope.member(identifier.name, at: identifier.range) {
            case .success(.property(let object, let property, _)): return .property(object, property)
            case .success(.objectWillChange(let object)): return .objectWillChange(object)
            case .success(.currentValue): return .clock  // Issue 20: a value, refused while compiling the pipeline
            case .failure: return .clock  // reported while compiling the pipeline
            }
        case .name(let identifier):
            return .session(identifier.name)
        default:
            return .clock
        }
    }

    /// The value, or `nil` after reporting the problem.
    private mutating func checked<T>(_ result: Result<T, ObjectProblem>) -> T? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            report(problem.diagnostic)
            return nil
        }
    }
}
