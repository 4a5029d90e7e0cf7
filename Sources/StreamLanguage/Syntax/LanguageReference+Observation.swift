/// The reference entries of Observation (issue 18 milestone 5; docs/CONCURRENCY-SEMANTICS.md).
extension LanguageReference {
    package static let observationStatements: [Entry] = [
        entry("observable", .statement, "observable OBJ.PROP = EXPR",
              "declare a stored property of an @MainActor @Observable class (an equal value set is no change); = OBJ holds another object",
              #"observable vm.text = """#),
        entry("track", .statement, "track { EXPR } { STEPS }",
              "withObservationTracking: the steps run once, at the first change of what EXPR read, before the value is stored",
              "track { vm.text } { task u { emit vm.text } }"),
    ]

    package static let observationSources: [Entry] = [
        entry("observations", .source, "observations { EXPR }",
              "Observations (Swift 6.2): the current value, then one value per change (the last of a synchronous stretch)",
              "observations { vm.text } | for await as out"),
    ]
}
