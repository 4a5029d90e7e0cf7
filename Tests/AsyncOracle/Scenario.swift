/// One oracle scenario: a name (`AsyncOracle NAME` runs it) and the script it plays on the
/// real implementation. `scenarios.json` beside this file gives each one's StreamLab script.
struct Scenario: Sendable {
    let name: String
    let run: @MainActor @Sendable (ScriptDriver) async -> Void
}

enum ScenarioCatalog {
    static let all: [Scenario] = valuesScenarios + streamScenarios + channelScenarios + algorithmScenarios
        + loopCancelScenarios + algorithmElementScenarios + timerScenarios
        + throwingChannelScenarios + channelSendCancelScenarios
        // Issue 20: the remaining async operators
        + chunkingScenarios + bufferScenarios + shareScenarios + mapErrorScenarios
        + throwingRemoveDuplicatesScenarios
        // Issue 20: one value, awaited (`| min | await as out`)
        + awaitedValueScenarios
        // Issue 20: `.async` of a plain sequence
        + asyncSyncScenarios
        // Issue 20: flatMap and flatMapLatest of async sequences
        + flatMapScenarios
        // Issue 20: reductions(_:), interspersed(every:with:), AsyncStream(unfolding:)
        + operatorFormScenarios + unfoldingScenarios

    /// Issue 18's scenarios (`concurrency.json`), listed by `AsyncOracle --list-concurrency`.
    static let concurrency: [Scenario] =
        taskScenarios + groupScenarios + actorScenarios + continuationScenarios + observationScenarios + terminationScenarios + futureScenarios
        + lessonScenarios
        // Issue 18 §3: a task as a value (`loading = task { … }`).
        + storedTaskScenarios
        // Issue 22: the lesson "Bridging both ways"
        + bridgingLessonScenarios
        // Issue 18 §2: nested observable objects (`observable vm.child = other`)
        + nestedObservationScenarios

    static func named(_ name: String) -> Scenario? {
        (all + concurrency).first { $0.name == name }
    }
}
