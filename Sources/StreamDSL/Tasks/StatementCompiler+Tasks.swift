import StreamLanguage
import StreamCore

/// The statements of issue 18's first milestone: `task t { … }` (with `@T`, or inside `at`),
/// `didSet vm.p { … }`, and a sink's body.
extension BodyChecker {
    mutating func compileTaskStatement(_ declaration: TaskDeclaration) -> StatementPlan? {
        let time = statements.checkTime(declaration.time)
        guard statements.isFree(declaration.name), time != .invalid else { return nil }
        var context = BodyContext(kind: .task(detached: declaration.detached), hasX: false)
        guard let plan = compileTask(declaration, &context) else { return nil }
        statements.pipelines.pending[declaration.name.name] = .some(nil)
        // `task t { … } @T` is `at T: task t { … }`: the task is made then, not before.
        guard let at = time.value else { return .startTask(plan) }
        return .at(at, .startTask(plan), declares: [])
    }

    mutating func compileDidSet(_ path: PropertyPath, _ body: Body) -> StatementPlan? {
        if path.object.name.contains(".") { return NestedObjectChecks.compileDidSet(path, body, in: &self) }  // Issue 18: vm.child.text
        let found = statements.scope.property(path.object.name, path.property.name, at: path.range, objectRange: path.object.range,
                                   when: statements.runTime)
        var context = DidSetBody.context
        let steps = compileBody(body, &context)
        guard case .success(let (object, _)) = found else {
            if case .failure(let problem) = found { statements.report(problem.diagnostic) }
            return nil
        }
        guard let steps else { return nil }
        let handler = HandlerPlan(title: "didSet \(path.text)", steps: steps, names: statements.pipelines.resolved)
        return .didSet(BoundName(name: path.object.name, binding: .object(object)), property: path.property.name, handler)
    }

    /// A sink's `{ STEPS }`, run for each value; nil when it has none or after errors
    /// (`failed` says which).
    mutating func compileSinkBody(_ subscription: PipelineSubscription) -> (plan: HandlerPlan?, failed: Bool) {
        guard let body = subscription.sink.body else { return (nil, false) }
        var context = BodyContext(kind: .handler("a sink body"), hasX: true)
        guard let steps = compileBody(body, &context) else { return (nil, true) }
        return (HandlerPlan(title: "sink \(subscription.laneName)", steps: steps, names: statements.pipelines.resolved), false)
    }
}

extension StatementCompiler {
    /// Checks with a `BodyChecker` that works on this compiler's state, then takes it back.
    mutating func checkingBodies<T>(_ check: (inout BodyChecker) -> T) -> T {
        var checker = BodyChecker(statements: self)
        let result = check(&checker)
        self = checker.statements
        return result
    }
}
