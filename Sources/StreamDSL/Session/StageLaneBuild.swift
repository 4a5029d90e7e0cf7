import StreamCore
import StreamLanguage

extension Session {
    /// Builds a checked plan with the names its statement resolved; its probes (`:set stages
    /// on`) record into `stages`, the statement's stage lanes in `StageLane.index` order.
    package func build(_ plan: PublisherPlan, at range: SourceRange, stages: [EventRecorder] = [],
               names: ResolvedNames) -> (any Publisher)? {
        var instantiator = runtime.instantiator
        instantiator.stageRecorders = stages
        instantiator.names = names
        do throws(StreamError) {
            return try instantiator.build(plan)
        } catch {
            emit(RuntimeNotes.pipelineNotBuilt(error.message))
            return nil
        }
    }
}
