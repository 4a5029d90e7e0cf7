import StreamCore
import StreamLanguage

/// Checking what issue 18 §2 adds: a property holding another object (`observable vm.child =
/// other`, `published vm.child = other`, `set vm.child other2`) and paths through it
/// (`vm.child.text` in `set`, `didSet` and expressions; `vm.child.$text` as a publisher).
///
/// A path is checked against what the properties hold when the statement is checked; it is
/// followed again when it runs (`ObjectPaths`). A property declared with an object holds
/// objects only, and one declared with a value holds values only, as a Swift property's type
/// says; no object may come to hold itself (a cycle, which StreamLab refuses to draw).
enum NestedObjectChecks {
    /// `vm.child.text` as its root name and its members (`vm`, [`child`, `text`]); nil for
    /// a name with fewer than two dots.
    static func split(_ dotted: String) -> (root: String, members: [String])? {
        let parts = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 2 else { return nil }
        return (parts[0], Array(parts.dropFirst()))
    }

    /// Follows `members` from `object` through what each property holds now (no tracking).
    static func follow(_ members: [String], from object: OwnedObject, walked start: String,
                       at range: SourceRange) -> Result<(owner: OwnedObject, subject: PublishedSubject), ObjectProblem> {
        var owner = object
        var walked = start
        for (index, member) in members.enumerated() {
            guard let subject = owner.property(member) else {
                let observable = !owner.observableProperties.isEmpty
                let declare = DiagnosticMessages.labelDeclareProperty(owner.name, member, observable: observable)
                let label = walked == owner.name ? declare : DiagnosticMessages.labelHeldObject(walked, holds: owner.name) + "; " + declare
                return .failure(ObjectProblem(diagnostic: Diagnostic(
                    DiagnosticMessages.unknownProperty(owner.name, member, observable: observable), at: range, label: label)))
            }
            if index == members.count - 1 { return .success((owner, subject)) }
            walked += "." + member
            guard let next = ObjectPaths.object(in: subject.value) else {
                return .failure(ObjectProblem(diagnostic: Diagnostic(DiagnosticMessages.notAnObjectProperty(walked), at: range,
                                                                     label: "it holds \(subject.value.kindName) (\(subject.value.literal))")))
            }
            owner = next
        }
        return .failure(ObjectProblem(diagnostic: Diagnostic(.unknownName(start), at: range)))
    }

    /// `PATH` as written in `set` or `didSet`: its root object, the members after it, and the
    /// property at its end (checked against what the properties hold now).
    static func target(_ path: PropertyPath, when time: VirtualTime, in scope: NamesInScope)
        -> Result<(root: OwnedObject, members: [String], owner: OwnedObject, subject: PublishedSubject), ObjectProblem> {
        let parts = path.object.name.split(separator: ".").map(String.init)
        let members = Array(parts.dropFirst()) + [path.property.name]
        return scope.liveObject(parts[0], at: path.object.range, when: time).flatMap { root in
            follow(members, from: root, walked: root.name, at: path.range).map { (root, members, $0.owner, $0.subject) }
        }
    }

    /// The object a value expression names (`other` in `set vm.child other`), or nil when it
    /// names none: then it is an ordinary value. A local of the body hides an object's name.
    static func namedObject(_ expr: Expr, locals: [String], when time: VirtualTime,
                            in scope: NamesInScope) -> Result<OwnedObject, ObjectProblem>? {
        guard case .identifier(let name) = expr.kind, !name.contains("."), !locals.contains(name),
              case .object? = scope.lookup(name) else { return nil }
        return scope.liveObject(name, at: expr.range, when: time)
    }

    /// An object `held` that `owner` may not hold: one that holds `owner` already (or is it).
    static func refusesCycle(_ held: OwnedObject, in owner: OwnedObject, path: String, at range: SourceRange,
                             in compiler: inout StatementCompiler) -> Bool {
        guard let chain = ObjectPaths.chain(from: held, to: owner) else { return false }
        let cycle = ([owner.name] + chain).joined(separator: " → ")
        compiler.report(Diagnostic(DiagnosticMessages.objectCycle(path, object: held.name, chain: cycle), at: range))
        return true
    }

    /// The initial value of `published`/`observable OBJ.PROP = EXPR`: the object EXPR names,
    /// or the constant it is; nil after reporting an error.
    static func initialValue(_ expr: Expr, of path: PropertyPath, on owner: OwnedObject,
                             in compiler: inout StatementCompiler) -> Value? {
        guard let named = namedObject(expr, locals: [], when: compiler.runTime, in: compiler.scope) else {
            return compiler.pipelines.expressions.constant(expr)
        }
        switch named {
        case .failure(let problem):
            compiler.report(problem.diagnostic)
            return nil
        case .success(let held):
            return refusesCycle(held, in: owner, path: path.text, at: expr.range, in: &compiler) ? nil : held.reference
        }
    }
}

/// `set PATH VALUE` where objects are involved (see `NestedObjectChecks.compileSet`).
struct NestedSet {
    let root: OwnedObject
    /// The members after the root, joined: `child.text`, or `child` (`set vm.child other`).
    let relative: String
    let value: CheckedExpression
}

extension NestedObjectChecks {
    /// `set PATH VALUE` (a statement, or a step with the body's `scope`) where objects are
    /// involved: the path goes through an object, the value names one, or the property holds
    /// one. `nil` when none is (the plain `set` checks it); `.some(nil)` after an error.
    static func compileSet(_ path: PropertyPath, _ valueExpr: Expr, when time: VirtualTime, scope: ExpressionScope,
                           in compiler: inout StatementCompiler) -> NestedSet?? {
        let named = namedObject(valueExpr, locals: scope.locals, when: time, in: compiler.scope)
        let nested = path.object.name.contains(".")
        if !nested, named == nil {
            guard case .success(let (_, subject)) = compiler.scope.property(path.object.name, path.property.name, at: path.range, when: time),
                  ObjectPaths.object(in: subject.value) != nil else { return nil }
        }
        let found = target(path, when: time, in: compiler.scope)
        guard case .success(let target) = found else {
            if case .failure(let problem) = found { compiler.report(problem.diagnostic) }
            return .some(nil)
        }
        let current = target.subject.value
        let relative = target.members.joined(separator: ".")
        switch named {
        case .failure(let problem)?:
            compiler.report(problem.diagnostic)
            return .some(nil)
        case .success(let held)?:
            guard ObjectPaths.object(in: current) != nil else {
                compiler.report(Diagnostic(DiagnosticMessages.objectInValueProperty(path.text, holds: "\(current.kindName) (\(current.literal))"),
                                           at: valueExpr.range))
                return .some(nil)
            }
            if refusesCycle(held, in: target.owner, path: path.text, at: valueExpr.range, in: &compiler) { return .some(nil) }
            return NestedSet(root: target.root, relative: relative,
                             value: CheckedExpression(expr: valueExpr, scope: scope, constant: held.reference))
        case nil:
            if let holder = ObjectPaths.object(in: current) {
                compiler.report(Diagnostic(DiagnosticMessages.valueInObjectProperty(path.text, holds: holder.name), at: valueExpr.range,
                                           label: DiagnosticMessages.labelSetObject(path.text)))
                return .some(nil)
            }
            guard let value = compiler.pipelines.expressions.check(valueExpr, scope: scope) else { return .some(nil) }
            return NestedSet(root: target.root, relative: relative, value: value)
        }
    }

    /// `didSet vm.child.text { … }`: the observer of the property the path reaches now, as
    /// `didSet other.text { … }` (Swift declares `didSet` on the child's class; StreamLab's
    /// observers belong to one object, so a later child does not have it).
    static func compileDidSet(_ path: PropertyPath, _ body: Body, in checker: inout BodyChecker) -> StatementPlan? {
        let found = target(path, when: checker.statements.runTime, in: checker.statements.scope)
        var context = DidSetBody.context
        let steps = checker.compileBody(body, &context)
        guard case .success(let target) = found else {
            if case .failure(let problem) = found { checker.statements.report(problem.diagnostic) }
            return nil
        }
        guard let steps else { return nil }
        let handler = HandlerPlan(title: "didSet \(path.text)", steps: steps, names: checker.statements.pipelines.resolved)
        return .didSet(BoundName(name: target.owner.name, binding: .object(target.owner)), property: path.property.name, handler)
    }
}
