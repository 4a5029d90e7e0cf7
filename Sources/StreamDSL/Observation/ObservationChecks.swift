import StreamLanguage
import StreamCore

/// Checking `observable vm.p = V`, `track { EXPR } { STEPS }` (statement and step) and the
/// `observations { EXPR }` source.
/// (Checks on a `BodyChecker`, which holds the statement's compiler, kept in a type of their own
/// so that neither `StatementCompiler` nor `BodyChecker` grows past the runtime types' size limit.)
enum ObservationChecks {
    static func compileObservation(_ statement: ObservationStatement, in checker: inout BodyChecker) -> StatementPlan? {
        switch statement {
        case .declareObservable(let path, let initialExpr):
            guard let object = objectForNewProperty(path, observable: true, in: &checker) else { return nil }
            // Issue 18: `observable vm.child = other` holds an object.
            guard let initial = NestedObjectChecks.initialValue(initialExpr, of: path, on: object, in: &checker.statements) else { return nil }
            return .observation(.declareObservable(BoundName(name: path.object.name, binding: .object(object)),
                                                   property: path.property.name, initial: initial))
        case .track(let declaration):
            var context = BodyContext(kind: .handler("a track body"), hasX: false)
            return compileTrack(declaration, &context, in: &checker).map { .observation(.track($0)) }
        }
    }

    /// The object a new `published` or `observable` property is declared on, or nil after
    /// reporting why not: it is declared already, or the object has properties of the other
    /// kind (an `ObservableObject` or an `@Observable` class, not both).
    static func objectForNewProperty(_ path: PropertyPath, observable: Bool, in checker: inout BodyChecker) -> OwnedObject? {
        let found = checker.statements.scope.liveObject(path.object.name, at: path.object.range, when: checker.statements.runTime)
        guard case .success(let object) = found else {
            if case .failure(let problem) = found { checker.statements.report(problem.diagnostic) }
            return nil
        }
        if object.property(path.property.name) != nil {
            checker.statements.report(Diagnostic(.invalidValue("\(path.text) is declared already; change it with: set \(path.text) VALUE"),
                                      at: path.range))
            return nil
        }
        let hasObservable = !object.observableProperties.isEmpty
        let hasPublished = object.propertyCount > object.observableProperties.count
        if observable ? hasPublished : hasObservable {
            let existing = observable ? "published" : "observable"
            checker.statements.report(Diagnostic(DiagnosticMessages.observableAndPublished(path.object.name, has: existing), at: path.range,
                                      label: DiagnosticMessages.labelDeclareKind(existing)))
            return nil
        }
        return object
    }

    /// `track { EXPR } { STEPS }`; `context` is the track body's own (a handler's: its steps
    /// run inside the change, before the value is stored, and cannot suspend).
    static func compileTrack(_ declaration: TrackDeclaration, _ context: inout BodyContext,
                             in checker: inout BodyChecker) -> TrackPlan? {
        let tracked = checker.statements.pipelines.expressions.check(declaration.tracked, scope: context.expressionScope)
        let steps = checker.compileBody(declaration.body, &context)
        guard let tracked, let steps else { return nil }
        let handler = HandlerPlan(title: "track { \(tracked) }", steps: steps, names: checker.statements.pipelines.resolved)
        return TrackPlan(tracked: tracked, handler: handler)
    }

    /// `track` as a step: reads the enclosing body's names, changes none of them.
    static func compileTrackStep(_ declaration: TrackDeclaration, _ context: BodyContext,
                                 in checker: inout BodyChecker) -> [StepPlan]? {
        var inner = BodyContext(kind: .handler("a track body"), hasX: context.hasX,
                                scopes: context.scopes + [[:]], captured: context.scopes.count)
        return compileTrack(declaration, &inner, in: &checker).map { [.track($0)] }
    }
}
