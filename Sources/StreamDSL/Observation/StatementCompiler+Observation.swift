import StreamLanguage
import StreamCore

/// Checking `observable vm.p = V`, `track { EXPR } { STEPS }` (statement and step) and the
/// `observations { EXPR }` source.
/// (Checked by `BodyChecker`, which holds the statement's compiler: `StatementCompiler` is at
/// the runtime types' size limit.)
extension BodyChecker {
    mutating func compileObservation(_ statement: ObservationStatement) -> StatementPlan? {
        switch statement {
        case .declareObservable(let path, let initialExpr):
            guard let object = objectForNewProperty(path, observable: true) else { return nil }
            guard let initial = statements.pipelines.expressions.constant(initialExpr) else { return nil }
            return .observation(.declareObservable(BoundName(name: path.object.name, binding: .object(object)),
                                                   property: path.property.name, initial: initial))
        case .track(let declaration):
            var context = BodyContext(kind: .handler("a track body"), hasX: false)
            return compileTrack(declaration, &context).map { .observation(.track($0)) }
        }
    }

    /// The object a new `published` or `observable` property is declared on, or nil after
    /// reporting why not: it is declared already, or the object has properties of the other
    /// kind (an `ObservableObject` or an `@Observable` class, not both).
    mutating func objectForNewProperty(_ path: PropertyPath, observable: Bool) -> OwnedObject? {
        let found = statements.scope.liveObject(path.object.name, at: path.object.range, when: statements.runTime)
        guard case .success(let object) = found else {
            if case .failure(let problem) = found { statements.report(problem.diagnostic) }
            return nil
        }
        if object.property(path.property.name) != nil {
            statements.report(Diagnostic(.invalidValue("\(path.text) is declared already; change it with: set \(path.text) VALUE"),
                              at: path.range))
            return nil
        }
        let hasObservable = !object.observableProperties.isEmpty
        let hasPublished = object.propertyCount > object.observableProperties.count
        if observable ? hasPublished : hasObservable {
            let existing = observable ? "published" : "observable"
            statements.report(Diagnostic(DiagnosticMessages.observableAndPublished(path.object.name, has: existing), at: path.range,
                              label: DiagnosticMessages.labelDeclareKind(existing)))
            return nil
        }
        return object
    }

    /// `track { EXPR } { STEPS }`; `context` is the track body's own (a handler's: its steps
    /// run inside the change, before the value is stored, and cannot suspend).
    mutating func compileTrack(_ declaration: TrackDeclaration, _ context: inout BodyContext) -> TrackPlan? {
        let tracked = statements.pipelines.expressions.check(declaration.tracked, scope: context.expressionScope)
        let steps = compileBody(declaration.body, &context)
        guard let tracked, let steps else { return nil }
        let handler = HandlerPlan(title: "track { \(tracked) }", steps: steps, names: statements.pipelines.resolved)
        return TrackPlan(tracked: tracked, handler: handler)
    }

    /// `track` as a step: reads the enclosing body's names, changes none of them.
    mutating func compileTrackStep(_ declaration: TrackDeclaration, _ context: BodyContext) -> [StepPlan]? {
        var inner = BodyContext(kind: .handler("a track body"), hasX: context.hasX,
                                scopes: context.scopes + [[:]], captured: context.scopes.count)
        return compileTrack(declaration, &inner).map { [.track($0)] }
    }
}
