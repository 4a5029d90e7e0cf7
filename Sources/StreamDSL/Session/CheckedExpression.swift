import Marbles
import StreamCore
import StreamLanguage

/// An expression after checking: its syntax tree, the scope it was checked in (which value
/// names it may use, whether `fail(…)` may throw), and, when it uses no value name, the
/// value checking computed. Plans hold these; `PlanInstantiator` lowers them to closures
/// once per instantiation.
package struct CheckedExpression: Equatable, CustomStringConvertible {
    package let expr: Expr
    let scope: ExpressionScope
    /// The value, when the expression uses neither `x`, `acc`, `prev` nor an object's
    /// property (those are read when it runs).
    package let constant: Value?

    package var description: String { constant?.literal ?? ExpressionText.write(expr) }
}

/// An expression written back as the language spells it, for printing plans.
enum ExpressionText {
    package static func write(_ expr: Expr) -> String {
        switch expr.kind {
        case .integer(let number): String(number)
        case .decimal(let number): String(number)
        case .string(let text): Value.string(text).literal
        case .bool(let flag): flag ? "true" : "false"
        case .nil: "nil"
        case .identifier(let name): name
        case .tuple(let items): "(" + items.map(write).joined(separator: ", ") + ")"
        case .array(let items): "[" + items.map(write).joined(separator: ", ") + "]"
        case .unary(let operation, let operand): operation.rawValue + write(operand)
        case .binary(let operation, let left, let right): "(\(write(left)) \(operation.rawValue) \(write(right)))"
        case .tupleElement(let base, let index): "\(write(base)).\(index)"
        case .subscripted(let base, let index): "\(write(base))[\(write(index))]"
        case .call(let name, let arguments): name.name + "(" + arguments.map(write).joined(separator: ", ") + ")"
        case .conditional(let test, let then, let otherwise): "(\(write(test)) ? \(write(then)) : \(write(otherwise)))"
        }
    }
}

extension PublisherPlan: CustomStringConvertible {
    /// One line, innermost first: `just 1 | map (x * 2)`.
    package var description: String {
        switch self {
        case .named(let name): name
        case .member(let member): member.name
        case .just(let value): "just \(value)"
        case .sequence(let values): "sequence [" + values.map(\.description).joined(separator: ", ") + "]"
        case .range(let low, let high, let closed): "range \(low)\(closed ? "..." : "..<")\(high)"
        case .empty: "empty"
        case .fail(let message): "fail \(message)"
        case .never: "never"
        case .timer(let interval): "timer \(formatVirtualTime(interval))"
        case .future(let value, let delay, let fails): "future \(fails ? "fail " : "")\(value) after \(formatVirtualTime(delay))"
        case .fetch(let value, let delay, let fails): "fetch \(fails ? "fail " : "")\(value) after \(formatVirtualTime(delay))"
        case .notifications(let name): "notifications \(name)"  // Issue 20
        case .kvo(let path, let newOnly): "kvo \(path)" + (newOnly ? " new" : "")
        case .record(let values, let failure):
            "record [" + values.map(\.description).joined(separator: ", ") + "]" + (failure.map { " fail \($0)" } ?? "")
        case .deferred(let inner): "deferred { \(inner) }"
        case .conditional(let test, let then, let otherwise): "if \(test) { \(then) } else { \(otherwise) }"
        case .cold(let events): "cold \(events.count) event(s)"
        case .hot(let events): "hot \(events.count) event(s)"
        case .stage(let upstream, let operation): "\(upstream) | \(operation)"
        case .probe(let upstream, let lane): "\(upstream) ▸lane \(lane.index)"
        // Milestone 6:
        case .futureTask(let future): "future " + (future.named ? "as \(future.task.name) " : "") + StepPlan.block(future.task.steps)
        }
    }
}

extension OperatorPlan: CustomStringConvertible {
    package var description: String {
        let parts = arguments.parts
        return parts.isEmpty ? name : name + " " + parts.joined(separator: " ")
    }
}

extension CheckedArguments {
    /// Each argument that is set, labelled.
    package var parts: [String] {
        var parts: [String] = []
        if let initial { parts.append("initial: \(initial)") }
        if let expression { parts.append(expression.description) }
        if !expressions.isEmpty { parts.append(expressions.map(\.description).joined(separator: ", ")) }
        if let count { parts.append("count: \(count)") }
        if let duration { parts.append(formatVirtualTime(duration)) }
        if queue != .main { parts.append("on \(queue.rawValue)") }
        if !latest { parts.append("first") }
        if let inner { parts.append("{ \(inner) }") }
        if !others.isEmpty { parts.append(others.map { "(\($0))" }.joined(separator: ", ")) }
        if !sequences.isEmpty { parts.append(sequences.map { "(\($0))" }.joined(separator: ", ")) }
        if let text { parts.append(Value.string(text).literal) }
        return parts
    }
}

extension AsyncPlan: CustomStringConvertible {
    package var description: String {
        switch self {
        case .values(let publisher): "\(publisher) | values"
        case .named(let name): name
        case .stage(let upstream, let operation): "\(upstream) | \(operation)"
        // Milestone 5:
        case .observations(let read): "observations { \(read) }"
        case .timer(let interval): "timer every \(formatVirtualTime(interval))"
        }
    }
}
