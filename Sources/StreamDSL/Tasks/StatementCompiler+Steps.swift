import StreamLanguage
import StreamCore

/// Checking bodies: each step becomes a `StepPlan`, every error located, nothing run.
/// A handler (`didSet`, sink) refuses what would suspend, `emit`, and a `throw` that would
/// leave it; a task body refuses changing a `var` of an enclosing body (Swift 6's data race).
struct BodyChecker {
    /// The statement's checker: its names, its time and where diagnostics go.
    var statements: StatementCompiler
    /// Milestone 4: the continuations whose braces enclose the step, innermost last.
    var continuations: [String] = []

    mutating func compileBody(_ body: Body, _ context: inout BodyContext) -> [StepPlan]? {
        context.scopes.append([:])
        defer { context.scopes.removeLast() }
        var plans: [StepPlan] = []
        var failed = false
        for step in body.steps {
            if let plan = compileStep(step, &context) { plans.append(contentsOf: plan) } else { failed = true }
        }
        return failed ? nil : plans
    }

    /// One step's plans (a `send a 1, 2` step is two sends).
    private mutating func compileStep(_ step: Step, _ context: inout BodyContext) -> [StepPlan]? {
        switch step.kind {
        case .sleep(let duration):
            guard allowsSuspension("sleep", at: step.range, context) else { return nil }
            return [.sleep(duration.milliseconds)]
        case .await(let awaited):
            guard let plan = compileAwait(awaited, context) else { return nil }
            return [.await(plan, into: nil)]
        case .bind(let binding, let name, let value):
            // Milestone 3: `hits = await …` in an actor method stores the field after the await.
            return compileBind(binding, name, value, &context).map { ActorChecks.awaitIntoField($0, context, &self) }
        case .emit(let value, let ui):
            if let handler = context.handlerTitle {
                statements.report(Diagnostic(DiagnosticMessages.emitOutsideTask(handler), at: step.range,
                                  label: DiagnosticMessages.labelEmitInTask))
                return nil
            }
            return expression(value, context).map { [.emit($0, ui: ui)] }
        case .checkCancellation:
            guard allowsThrow("checkCancellation", at: step.range, context) else { return nil }
            return [.checkCancellation]
        case .ifThen(let condition, let then, let otherwise):
            let test = expression(condition, context)
            let yes = compileBody(then, &context)
            let no = otherwise.map { compileBody($0, &context) } ?? []
            guard let test, let yes, let no else { return nil }
            return [.ifThen(test, then: yes, else: no)]
        case .returnValue(let value):
            guard let value else { return [.returnValue(nil)] }
            return expression(value, context).map { [.returnValue($0)] }
        case .throwError(let value):
            let checked = expression(value, context)
            guard allowsThrow("throw", at: step.range, context), let checked else { return nil }
            return [.throwError(checked)]
        case .doCatch(let body, let handler):
            context.catchDepth += 1
            let tried = compileBody(body, &context)
            context.catchDepth -= 1
            context.scopes.append(["error": .let])
            let caught = compileBody(handler, &context)
            context.scopes.removeLast()
            guard let tried, let caught else { return nil }
            return [.doCatch(tried, catch: caught)]
        case .task(let declaration):
            if let time = declaration.time {
                statements.report(Diagnostic(DiagnosticMessages.timeInsideBody("'@TIME'"), at: time.range,
                                  label: DiagnosticMessages.labelSleepInstead))
                return nil
            }
            guard taskNameIsFree(declaration.name) else { return nil }
            var child = context.child(detached: declaration.detached)
            return compileTask(declaration, &child).map { [.startTask($0)] }
        case .cancel(let name, let time):
            if let time {
                statements.report(Diagnostic(DiagnosticMessages.timeInsideBody("'@TIME'"), at: time.range,
                                  label: DiagnosticMessages.labelSleepInstead))
                return nil
            }
            if StoredTaskChecks.isLocal(name, context) { return StoredTaskChecks.compileCancel(name, context, &self).map { [$0] } }  // Issue 18 §3
            if let binding = statements.pipelines.binding(name.name), binding.cancellable == nil {
                statements.report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a task or a subscription"),
                                  at: name.range, label: "cancel stops a task, a loop or a named subscription"))
                return nil
            }
            return [.cancel(name.name)]
        case .statement(let statement):
            return compileStatementStep(statement, context)
        // Milestone 2:
        case .forAwait(let loop):
            return compileForAwait(loop, at: step.range, &context).map { [$0] }
        // Milestone 4:
        case .callback(let delay, let body): return ContinuationChecks.compileCallback(after: delay, body, context, in: &self)
        case .resume(let name, let value): return ContinuationChecks.compileResume(name, value, context, in: &self)
        // Milestone 5:
        case .track(let declaration):
            return ObservationChecks.compileTrackStep(declaration, context, in: &self)
        // Milestone 3:
        case .work(let duration): return ExecutorChecks.compileWork(duration, at: step.range, context, in: &self)
        case .onMain(let body): return ExecutorChecks.compileOnMain(body, at: step.range, context, in: &self)
        case .asyncLet, .group, .addChild, .cancelAll:
            return compileStructuredStep(step, &context).map { [$0] }
        // Milestone 6:
        case .promise(let value, let fails): return FutureBridgeChecks.compilePromise(value, fails: fails, at: step.range, context, in: &self)
        }
    }

    /// `task NAME { … }` as a plan, in `context` (already the task's own).
    mutating func compileTask(_ declaration: TaskDeclaration, _ context: inout BodyContext) -> TaskPlan? {
        context.ownTaskName = declaration.name.name  // Milestone 2: `await t.value` inside `t`
        guard let steps = compileBody(declaration.body, &context) else { return nil }
        return TaskPlan(name: declaration.name.name, detached: declaration.detached, steps: steps,
                        names: statements.pipelines.resolved, range: declaration.range)
    }

    /// A name a task started from a body may take: unbound, or a task's.
    private mutating func taskNameIsFree(_ name: Identifier) -> Bool {
        guard let binding = statements.pipelines.binding(name.name) else { return true }
        if case .async(.task) = binding { return true }
        statements.report(Diagnostic(DiagnosticMessages.taskNameTaken(name.name, is: binding.kindDescription), at: name.range,
                          label: DiagnosticMessages.labelDeclareFirst))
        return false
    }

    private mutating func compileBind(_ binding: LocalBinding, _ name: Identifier, _ value: StepValue,
                                      _ context: inout BodyContext) -> StepPlan? {
        var checkedValue: CheckedExpression?
        var awaited: AwaitPlan?
        var stored: TaskPlan?  // Issue 18 §3
        switch value {
        case .expression(let expr): checkedValue = expression(expr, context)
        case .await(let expr): awaited = compileAwait(expr, context)
        case .task(let declaration): stored = StoredTaskChecks.compileTask(declaration, context, &self)
        }
        let valueChecked = checkedValue != nil || awaited != nil || stored != nil
        switch binding {
        case .let, .var:
            // `x` is a local's name only where it is not the value (a task's or function's body).
            if context.lookup(name.name) != nil || (name.name == "x" && context.hasX) || name.name == "isCancelled" {
                statements.report(Diagnostic(DiagnosticMessages.localRedeclared(name.name), at: name.range,
                                  label: "choose another name"))
                return nil
            }
            // Declared even when its value has an error: later steps that use it are not errors too.
            context.scopes[context.scopes.count - 1][name.name] = binding
            if name.name == "x" { context.hasX = true }  // read as the value is (BodyRun.value)
            guard valueChecked else { return nil }
        case .assign:
            guard valueChecked else { return nil }
            guard let (level, kind) = context.lookup(name.name) else {
                statements.report(Diagnostic(.unknownName(name.name), at: name.range, label: "declare it first: var \(name.name) = …"))
                return nil
            }
            if level < context.captured {
                statements.report(Diagnostic(context.childTitle.map { DiagnosticMessages.capturedVarChanged(name.name, from: $0) }
                                             ?? DiagnosticMessages.capturedVarChanged(name.name), at: name.range,
                                  label: DiagnosticMessages.labelCopyIntoTask))
                return nil
            }
            if kind != .var {
                statements.report(Diagnostic(DiagnosticMessages.assignToLet(name.name), at: name.range, label: DiagnosticMessages.labelUseVar))
                return nil
            }
        }
        if let awaited { return .await(awaited, into: name.name) }
        if let stored { return .storeTask(stored, into: name.name) }
        return checkedValue.map { .bind(name.name, $0) }
    }

    private mutating func compileAwait(_ awaited: AwaitExpr, _ context: BodyContext) -> AwaitPlan? {
        guard allowsSuspension("await", at: awaited.range, context) else { return nil }
        switch awaited.kind {
        case .fetch(let value, let delay):
            return expression(value, context).map { .fetch($0, after: delay.milliseconds, fails: false) }
        case .fetchFailure(let message, let delay):
            return expression(message, context).map { .fetch($0, after: delay.milliseconds, fails: true) }
        // Milestone 4:
        case .continuation(let continuation): return ContinuationChecks.compileContinuation(continuation, context, in: &self)
        // Milestone 2:
        case .call, .taskValue, .child, .actorCall, .actorField:  // Milestone 3: actors'
            return compileStructuredAwait(awaited, context)
        }
    }

    /// `set`, `send`, `yield`, `finish` used as steps; none takes a time.
    private mutating func compileStatementStep(_ statement: Statement, _ context: BodyContext) -> [StepPlan]? {
        switch statement.kind {
        case .setProperty(let path, let valueExpr, let time):
            guard refuseTime(time) else { return nil }
            if CurrentValueSetting.sets(path, in: statements) {  // Issue 20: `set c.value V`
                let value = expression(valueExpr, context)
                return CurrentValueSetting.step(path, value: value, in: &statements).map { [$0] }
            }
            // Issue 18: `set vm.child.text V`, `set vm.child other` (see NestedObjectChecks).
            if let nested = NestedObjectChecks.compileSet(path, valueExpr, when: statements.runTime, scope: context.expressionScope,
                                                          in: &statements) {
                return nested.map { [.setProperty(BoundName(name: $0.root.name, binding: .object($0.root)), property: $0.relative,
                                                  path: path.text, value: $0.value)] }
            }
            let found = statements.scope.property(path.object.name, path.property.name, at: path.range, objectRange: path.object.range,
                                       when: statements.runTime)
            let value = expression(valueExpr, context)
            guard case .success(let (object, _)) = found else {
                if case .failure(let problem) = found { statements.report(problem.diagnostic) }
                return nil
            }
            guard let value else { return nil }
            return [.setProperty(BoundName(name: path.object.name, binding: .object(object)), property: path.property.name,
                                 path: path.text, value: value)]
        case .send(let name, let values, let task):
            if let task {
                statements.report(Diagnostic(DiagnosticMessages.namedSendInBody, at: task.range))
                return nil
            }
            guard values.allSatisfy({ refuseTime($0.time) }), let binding = statements.existing(name) else { return nil }
            if case .async(.channel) = binding { return compileChannelSend(name, binding, values, context) }  // Milestone 2
            guard binding.subject != nil else {
                statements.report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a subject"), at: name.range,
                                  label: "a body sends to subjects (subject NAME, current NAME = …)"))
                return nil
            }
            let checked = values.compactMap { expression($0.value, context) }
            guard checked.count == values.count else { return nil }
            return checked.map { .send(BoundName(name: name.name, binding: binding), $0) }
        case .async(.yield(let name, let values)):
            guard values.allSatisfy({ refuseTime($0.time) }), let binding = statements.existing(name) else { return nil }
            guard case .async(.stream) = binding else {
                statements.report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a stream"), at: name.range))
                return nil
            }
            let checked = values.compactMap { expression($0.value, context) }
            guard checked.count == values.count else { return nil }
            return checked.map { .yield(BoundName(name: name.name, binding: binding), $0) }
        case .async(.finish(let name, let time)):
            guard refuseTime(time), let binding = statements.existing(name) else { return nil }
            switch binding {
            case .async(.stream), .async(.channel): return [.finish(BoundName(name: name.name, binding: binding))]
            default:
                statements.report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a stream or a channel"),
                                  at: name.range))
                return nil
            }
        default:
            statements.report(Diagnostic(DiagnosticMessages.unknownStep(statement.text), at: statement.range,
                              label: DiagnosticMessages.labelStepWords))
            return nil
        }
    }

    // MARK: Pieces

    mutating func expression(_ expr: Expr, _ context: BodyContext) -> CheckedExpression? {
        statements.pipelines.expressions.check(expr, scope: context.expressionScope)
    }

    /// False after reporting a time written on a step.
    mutating func refuseTime(_ time: DurationLiteral?) -> Bool {
        guard let time else { return true }
        statements.report(Diagnostic(DiagnosticMessages.timeInsideBody("'@TIME'"), at: time.range, label: DiagnosticMessages.labelSleepInstead))
        return false
    }

    mutating func allowsSuspension(_ what: String, at range: SourceRange, _ context: BodyContext) -> Bool {
        if context.onMain {  // Milestone 3
            statements.report(Diagnostic(DiagnosticMessages.suspensionOnMain(what), at: range,
                              label: DiagnosticMessages.labelCallMainActorFunc))
            return false
        }
        guard let handler = context.handlerTitle else { return true }
        statements.report(Diagnostic(DiagnosticMessages.suspensionInHandler(what, in: handler), at: range,
                          label: DiagnosticMessages.labelStartATask))
        return false
    }

    private mutating func allowsThrow(_ what: String, at range: SourceRange, _ context: BodyContext) -> Bool {
        guard let handler = context.handlerTitle, context.catchDepth == 0 else { return true }
        statements.report(Diagnostic(DiagnosticMessages.throwsOutOfHandler(what, from: handler), at: range,
                          label: DiagnosticMessages.labelCatchInHandler))
        return false
    }
}
