import StreamCore
import StreamLanguage

/// One of `handleEvents`' hooks, named as it is written (`handleEvents cancel { … }`).
enum EventHook: String, CaseIterable, Sendable {
    case subscription, output, completion, cancel, request

    var word: ArgumentWord {
        switch self {
        case .subscription: .subscription
        case .output: .output
        case .completion: .completion
        case .cancel: .cancel
        case .request: .request
        }
    }

    /// Whether `x` has a value in the hook's steps: the value, the completion or the demand.
    /// Combine hands the subscription hook the subscription, which StreamLab does not model,
    /// and the cancel hook nothing.
    var hasX: Bool { self == .output || self == .completion || self == .request }

    /// "a handleEvents output body", as the handler checks name it in their messages.
    var bodyTitle: String { "a handleEvents \(rawValue) body" }

    /// `x` of the request hook: the demand as a number, or `"unlimited"`.
    static func value(of demand: Demand) -> Value {
        demand.isUnlimited ? .string("unlimited") : .int(demand.count)
    }

    /// `x` of the completion hook: `"finished"` or `"failure(MESSAGE)"`, as Swift prints a
    /// `Subscribers.Completion`.
    static func value(of completion: Completion) -> Value {
        switch completion {
        case .finished: .string("finished")
        case .failure(let error): .string("failure(\(error.message))")
        }
    }
}

/// The checked steps of each hook a `handleEvents` names (at least one).
package struct EventHookPlans: Equatable {
    private(set) var plans: [String: HandlerPlan] = [:]

    subscript(hook: EventHook) -> HandlerPlan? {
        get { plans[hook.rawValue] }
        set { plans[hook.rawValue] = newValue }
    }

    /// The engine's hooks: each runs its steps to the end at once, through `run`.
    func hooks(running run: @escaping (HandlerPlan, Value) -> Void) -> EventHooks {
        var hooks = EventHooks()
        if let plan = self[.subscription] { hooks.subscription = { run(plan, .null) } }
        if let plan = self[.output] { hooks.output = { run(plan, $0) } }
        if let plan = self[.completion] { hooks.completion = { run(plan, EventHook.value(of: $0)) } }
        if let plan = self[.cancel] { hooks.cancel = { run(plan, .null) } }
        if let plan = self[.request] { hooks.request = { run(plan, EventHook.value(of: $0)) } }
        return hooks
    }
}

extension OperatorChecks {
    /// Each `WORD { STEPS }` of a `handleEvents`, checked as a handler body (it cannot
    /// suspend), with `x` where the hook has a value; a hook written twice is an error.
    mutating func eventHooks(_ arguments: OperatorArguments, _ context: OperatorContext) -> EventHookPlans? {
        var plans = EventHookPlans()
        var failed = false
        var hook: (EventHook, Identifier)?
        for argument in arguments.all {
            switch argument {
            case .word(let word):
                hook = EventHook(rawValue: word.name).map { ($0, word) }
            case .body(let body):
                guard let (named, word) = hook else { return missingArgument(context) }
                if plans[named] != nil {
                    report(Diagnostic(.invalidValue("the \(named.rawValue) hook is written twice in one handleEvents"),
                                      at: word.range))
                    failed = true
                }
                if let plan = handlerBody(body, for: named) { plans[named] = plan } else { failed = true }
            default: return missingArgument(context)
            }
        }
        return failed || plans.plans.isEmpty ? nil : plans
    }

    /// Checks `body` as a handler's steps with the statement checks (names, steps, no
    /// suspension), against the same names this pipeline is checked against.
    private mutating func handlerBody(_ body: Body, for hook: EventHook) -> HandlerPlan? {
        var statements = StatementCompiler(scope: compiler.namesInScope, source: "")
        if let runTime = compiler.runTime { statements.runTime = runTime }
        let steps = statements.checkingBodies { checker in
            var bodyContext = BodyContext(kind: .handler(hook.bodyTitle), hasX: hook.hasX)
            return checker.compileBody(body, &bodyContext)
        }
        for diagnostic in statements.diagnostics { report(diagnostic) }
        guard let steps else { return nil }
        return HandlerPlan(title: "handleEvents \(hook.rawValue)", steps: steps, names: statements.pipelines.resolved)
    }
}
