import StreamCore

extension Session {
    /// Builds a checked plan whose probes (`:set stages on`) record into `stages`, the
    /// statement's stage lanes in `StageLane.index` order.
    func build(_ plan: PublisherPlan, at range: SourceRange, stages: [EventRecorder]) -> (any Publisher)? {
        var instantiator = self.instantiator
        instantiator.stageRecorders = stages
        do throws(StreamError) {
            return try instantiator.build(plan)
        } catch {
            emit("note: the pipeline could not be built: \(error.message)")
            return nil
        }
    }
}
