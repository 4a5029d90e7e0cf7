import StreamLanguage

/// One pipeline compiled on its own against a session's names, as a value: its publisher
/// plan, its async plan, or `rejected` when it had errors. Compiling touches nothing of the
/// session, so the same pipeline compiled twice gives equal values (PlanAsDataTests and
/// StatementPlanAcceptanceTests hold the compiler to that).
package enum CompiledPipeline: Equatable {
    case publisher(PublisherPlan)
    case async(AsyncPlan)
    case rejected

    package init(_ pipeline: Pipeline, in session: Session) {
        var compiler = PipelineCompiler(scope: NamesInScope(session))
        if compiler.isAsync(pipeline) {
            self = compiler.compileAsyncPipeline(pipeline).map(CompiledPipeline.async) ?? .rejected
        } else {
            self = compiler.compile(pipeline, scope: .topLevel).map(CompiledPipeline.publisher) ?? .rejected
        }
    }
}
