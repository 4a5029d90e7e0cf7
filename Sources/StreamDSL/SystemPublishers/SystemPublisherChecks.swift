import StreamCore
import StreamLanguage

/// Checking issue 20's system publishers: `notifications NAME` as a source, and `post NAME V`.
///
/// Notification names are a namespace of their own (`Notification.Name`), kept by the
/// session's `NotificationCenterModel`: a `notifications NAME` pipeline declares its name when
/// it is built, and a `post` to a name none declared is a located error that changes nothing
/// (in Swift it would compile and reach no one: almost always a misspelt name).
enum SystemPublisherChecks {
    /// `notifications NAME`: the plan names it; the center goes with the plan's resolved names.
    static func notifications(_ name: Identifier, in compiler: inout PipelineCompiler) -> PublisherPlan? {
        compiler.references.notificationCenter = compiler.namesInScope.notificationCenter
        return .notifications(name.name)
    }

    /// `post NAME V [@T], …`: timed like `send` (every value timed, or none).
    static func compilePost(_ name: Identifier, _ values: [TimedValue], statement: Statement,
                            in compiler: inout StatementCompiler) -> StatementPlan? {
        let times = values.compactMap(\.time)
        if !times.isEmpty, times.count < values.count, let first = values.first, let last = values.last {
            compiler.report(Diagnostic(.mixedSendTimes, at: SourceRange(start: first.range.start, end: last.range.end),
                                       label: DiagnosticMessages.labelTimeEveryValueOrNone))
        }
        var sends: [TimedSend] = []
        for item in values {
            let time = compiler.checkTime(item.time)
            let value = compiler.pipelines.expressions.constant(item.value)
            if let value, time != .invalid { sends.append(TimedSend(time: time.value, value: value)) }
        }
        guard compiler.scope.notificationCenter.isDeclared(name.name) else {
            compiler.report(Diagnostic(DiagnosticMessages.undeclaredNotification(name.name), at: name.range,
                                       label: DiagnosticMessages.labelDeclareNotification(name.name)))
            return nil
        }
        guard sends.count == values.count else { return nil }
        return .post(name.name, sends)
    }
}

extension SystemPublisherChecks {
    /// `kvo vm.p [new]`: `vm.p` must be a property of a live object (an `@Published` one
    /// stands for an `@objc dynamic var`; an `@Observable` one has no KVO publisher either).
    static func kvo(_ path: PropertyPath, newOnly: Bool, in compiler: inout PipelineCompiler) -> PublisherPlan? {
        let dotted = path.object.name + "." + path.property.name
        switch compiler.namesInScope.member(dotted, at: path.range, when: compiler.runTime) {
        case .success(.property(let object, let property, let subject)):
            guard compiler.refusesObservablePublisher(object, property, at: path.range) else { return nil }
            compiler.references.keyValueObserved[dotted] = subject
            return .kvo(dotted, newOnly: newOnly)
        case .success(.currentValue):  // Issue 20: `kvo c.value` of a CurrentValueSubject
            compiler.report(Diagnostic(.wrongKind(path.object.name, is: "a current-value subject", expected: "an object"), at: path.range,
                                       label: "kvo observes an object's property; the subject \(path.object.name) publishes its value itself"))
            return nil
        case .success(.objectWillChange):
            compiler.report(Diagnostic(.wrongKind(dotted, is: "a publisher", expected: "an object's property"), at: path.range,
                                       label: "kvo observes a property: kvo \(path.object.name).PROP"))
            return nil
        case .failure(let problem):
            compiler.report(problem.diagnostic)
            return nil
        }
    }
}

extension SystemPublisherChecks {
    /// `record V, … [fail M]`: every value and the message checked, as `sequence`'s are.
    static func record(_ items: [Expr], failure: Expr?, scope: ExpressionScope,
                       in compiler: inout PipelineCompiler) -> PublisherPlan? {
        let values = items.compactMap { compiler.expressions.check($0, scope: scope) }
        var message: CheckedExpression?
        if let failure {
            guard let checked = compiler.expressions.check(failure, scope: scope) else { return nil }
            message = checked
        }
        guard values.count == items.count else { return nil }
        return .record(values, failure: message)
    }
}
