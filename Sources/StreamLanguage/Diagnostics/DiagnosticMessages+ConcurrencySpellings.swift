/// The labels of Swift concurrency's spellings (Parser+ConcurrencySpellings.swift).
extension DiagnosticMessages {
    package static let labelStepsAreWords = "steps are words followed by their arguments, as statements are"
    package static let labelTaskIsAStatement = "a task is a statement (or a step) named by its lane: task t { … }"
    package static let labelEmitDrawsOnTheLane = "emit draws the value on the running task's lane"
}
