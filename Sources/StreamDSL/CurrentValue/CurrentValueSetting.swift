import StreamCore
import StreamLanguage

/// Issue 20: a CurrentValueSubject's `value`, as Combine's property.
///
///     current c = 0
///     a | map x + c.value | sink      reads it when the expression runs
///     set c.value 5 @100ms            CurrentValueSubject.value = 5
///
/// Combine's setter stores the value, then sends it: before completion setting is `send`
/// (subscribers with demand get it, the subject's lane shows it); after completion the value
/// still changes, silently, where `send` is ignored and changes nothing (OpenCombine 0.14's
/// `CurrentValueSubject.value.set`; CurrentValueDifferentialTests).
enum CurrentValueSetting {
    /// The one member a CurrentValueSubject has in the language.
    static let member = "value"

    /// The subject `OBJ.value` names, when `OBJ` is a CurrentValueSubject.
    static func subject(named object: String, member: String, in binding: (String) -> Binding?) -> CurrentValueSubject? {
        guard member == Self.member, case .current(let subject, _)? = binding(object) else { return nil }
        return subject
    }

    /// Whether `set PATH …` sets a CurrentValueSubject's value rather than an object's property.
    static func sets(_ path: PropertyPath, in compiler: StatementCompiler) -> Bool {
        guard case .current? = compiler.pipelines.binding(path.object.name) else { return false }
        return true
    }

    /// `set c.value EXPR [@T]`; `nil` after reporting an error. Any other member of a
    /// CurrentValueSubject is an error that names the one it has.
    static func compile(_ path: PropertyPath, value valueExpr: Expr, time: DurationLiteral?,
                        in compiler: inout StatementCompiler) -> StatementPlan? {
        let checkedTime = compiler.checkTime(time)
        let value = compiler.pipelines.expressions.check(valueExpr, scope: .topLevel)
        guard let binding = compiler.pipelines.binding(path.object.name) else { return nil }
        guard path.property.name == member else {
            compiler.report(Diagnostic(.unknownName(path.text), at: path.property.range,
                                       label: "a CurrentValueSubject's property is \(member): set \(path.object.name).\(member) V"))
            return nil
        }
        guard let value, checkedTime != .invalid else { return nil }
        return .setCurrentValue(BoundName(name: path.object.name, binding: binding), value: value,
                                names: compiler.pipelines.resolved, at: checkedTime.value)
    }

    /// Runs a checked `set c.value`: the expression is read when it runs
    /// (`set c.value c.value + 1 @1s` adds to the value current then).
    static func prepare(_ target: BoundName, value checkedValue: CheckedExpression, names: ResolvedNames,
                        at time: VirtualTime?, session: Session) -> () -> Void {
        guard case .current(let subject, let lane) = target.binding else { return {} }
        var instantiator = session.runtime.instantiator
        instantiator.names = names
        let value = instantiator.lower(checkedValue)
        let path = target.name + "." + member
        return {
            session.runtime.perform(at: time) {
                do throws(StreamError) {
                    set(subject, to: try value(.empty), lane: lane)
                } catch {
                    session.recording.emit(RuntimeNotes.notSet(path, because: error.message))
                }
            }
        }
    }

    /// `set c.value EXPR` inside a body (a task, a sink, a `didSet`): the same setter, run
    /// when the step runs; `nil` after reporting an error.
    static func step(_ path: PropertyPath, value: CheckedExpression?,
                     in compiler: inout StatementCompiler) -> StepPlan? {
        guard let binding = compiler.pipelines.binding(path.object.name) else { return nil }
        guard path.property.name == member else {
            compiler.report(Diagnostic(.unknownName(path.text), at: path.property.range,
                                       label: "a CurrentValueSubject's property is \(member): set \(path.object.name).\(member) V"))
            return nil
        }
        return value.map { .setCurrentValue(BoundName(name: path.object.name, binding: binding), $0) }
    }

    /// Runs a step's `set c.value V`.
    static func set(_ target: BoundName, to value: Value) {
        guard case .current(let subject, let lane) = target.binding else { return }
        set(subject, to: value, lane: lane)
    }

    /// The setter: the lane shows what the subject published, which is nothing after completion.
    static func set(_ subject: CurrentValueSubject, to value: Value, lane: Lane?) {
        if subject.completion == nil { lane?.recorder.record(.value(value)) }
        subject.value = value
    }
}
