/// One oracle scenario: a name (`AsyncOracle NAME` runs it) and the script it plays on the
/// real implementation. `scenarios.json` beside this file gives each one's StreamLab script.
struct Scenario: Sendable {
    let name: String
    let run: @MainActor @Sendable (ScriptDriver) async -> Void
}

enum ScenarioCatalog {
    static let all: [Scenario] = valuesScenarios + streamScenarios + channelScenarios + algorithmScenarios
        + loopCancelScenarios + algorithmElementScenarios

    static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
