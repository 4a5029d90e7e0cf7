import StreamLanguage
import StreamCore

/// What a `for await` step loops over, as data.
package enum LoopSourcePlan: Equatable, CustomStringConvertible {
    /// An async sequence (`a | values …`, `stream s`, `channel c`, their chains), built when
    /// the loop starts, as a top-level `| for await` loop's is.
    case sequence(AsyncPlan, names: ResolvedNames, range: SourceRange, text: String)
    /// A task group's results, in completion order (see Tasks/Groups/).
    case group(String)

    package var description: String {
        switch self {
        case .sequence(_, _, _, let text): text
        case .group(let name): name
        }
    }

    var endsOnCancel: Bool { if case .group = self { false } else { true } }
}

/// Checking `for await NAME in SEQ { … }` and `send c V` (a channel) as steps.
extension BodyChecker {
    mutating func compileForAwait(_ loop: ForAwaitStep, at range: SourceRange, _ context: inout BodyContext) -> StepPlan? {
        guard allowsSuspension("for await", at: range, context) else { return nil }
        if case .name(let name) = loop.sequence.source.kind, loop.sequence.operators.isEmpty, context.groups.contains(name.name) {
            return compileLoopBody(loop, source: .group(name.name), &context)
        }
        let source = statements.pipelines.compileAsyncPipeline(loop.sequence)
            .map { LoopSourcePlan.sequence($0, names: statements.pipelines.resolved, range: loop.sequence.range,
                                           text: loop.sequence.text) }
        return compileLoopBody(loop, source: source, &context)
    }

    /// The loop's body, with its variable a local of it (`x` is the element as in operators).
    mutating func compileLoopBody(_ loop: ForAwaitStep, source: LoopSourcePlan?, _ context: inout BodyContext) -> StepPlan? {
        let variable = loop.variable.name
        var nameIsFree = true
        if variable != "x", context.lookup(variable) != nil || variable == "isCancelled" {
            statements.report(Diagnostic(DiagnosticMessages.localRedeclared(variable), at: loop.variable.range,
                                         label: "choose another name"))
            nameIsFree = false
        }
        let hadX = context.hasX
        if variable == "x" { context.hasX = true }
        context.scopes.append(variable == "x" ? [:] : [variable: .let])
        let body = compileBody(loop.body, &context)
        context.scopes.removeLast()
        context.hasX = hadX
        guard nameIsFree, let source, let body else { return nil }
        return .forAwait(source, variable: variable, body: body)
    }

    /// `send c V` inside a body, `c` a channel: each value waits for a loop to take it.
    mutating func compileChannelSend(_ name: Identifier, _ binding: Binding, _ values: [TimedValue],
                                     _ context: BodyContext) -> [StepPlan]? {
        guard allowsSuspension("send to a channel", at: name.range, context) else { return nil }
        let checked = values.compactMap { expression($0.value, context) }
        guard checked.count == values.count else { return nil }
        return checked.map { .sendToChannel(BoundName(name: name.name, binding: binding), $0) }
    }
}
