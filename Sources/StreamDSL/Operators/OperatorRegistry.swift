/// Every operator of the language, gathered from the family files. Parsing, checking,
/// building, `:help`, completion and "did you mean" all read this registry.
package enum OperatorRegistry {
    /// In the order `:help operators` lists them.
    package static let all: [OperatorDescriptor] =
        transforming + filtering + aggregating + timing + scheduling + combining + higherOrder + sharing + errorHandling + utility
        + erasure + asyncBridge + asyncAlgorithms

    /// The operators a publisher has: all but those that only async sequences have.
    static var publisherOperators: [OperatorDescriptor] {
        let asyncOnly = Set((asyncBridge + asyncAlgorithms).map(\.name))
        return all.filter { !asyncOnly.contains($0.name) }
    }

    private static let byName: [String: OperatorDescriptor] =
        Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    package static func descriptor(named name: String) -> OperatorDescriptor? { byName[name] }

    /// The contextual words of every operator's arguments.
    package static var words: [String] { all.flatMap(\.words) }
}
