import Foundation

/// Reads a module's symbol graph (`swift symbolgraph-extract`) and finds every public symbol
/// that uses a dependency needing a newer Apple system than the symbol is available on.
///
/// A symbol is available from the package's platforms, raised by its own `@available` and
/// by those of the types it is a member of. It uses a dependency when its declaration
/// (parameters, results, generic constraints, extension constraints) names one of that
/// dependency's symbols, or when it conforms to or inherits from one: a conformance
/// counts against the conforming type, so `extension T: Clock` needs `T` itself to be
/// `@available` from Clock's systems (or the conformance to sit on a type that is).
struct AvailabilityScan {
    /// What the package manifest declares.
    let packageFloor: PlatformFloor

    struct Violation: CustomStringConvertible, Equatable {
        var symbol: String
        var dependency: String
        var platform: ApplePlatform
        var needed: PlatformVersion
        var available: PlatformVersion?

        var description: String {
            "\(symbol) uses \(dependency), which needs \(platform) \(needed), but is available from "
                + (available.map { "\(platform) \($0)" } ?? "any \(platform) (the manifest declares none)")
        }
    }

    /// The violations in one symbol graph file's JSON.
    func violations(in json: Data) throws -> [Violation] {
        let graph = try JSONDecoder().decode(SymbolGraphFile.self, from: json)
        let byID = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
        var parent: [String: String] = [:]
        var conformances: [String: [String]] = [:]
        for relationship in graph.relationships {
            switch relationship.kind {
            case "memberOf": parent[relationship.source] = relationship.target
            case "conformsTo", "inheritsFrom": conformances[relationship.source, default: []].append(relationship.target)
            default: break
            }
        }
        var found: [Violation] = []
        for symbol in graph.symbols {
            let used = symbol.referencedUSRs + (conformances[symbol.identifier.precise] ?? [])
            let dependencies = AppleDependency.allCases.filter { dependency in used.contains(where: dependency.owns) }
            guard !dependencies.isEmpty else { continue }
            let available = availability(of: symbol, byID: byID, parent: parent)
            let name = symbol.pathComponents.joined(separator: ".")
            for dependency in dependencies {
                for platform in ApplePlatform.allCases {
                    guard let needed = dependency.floor[platform] else { continue }
                    let from = available[platform]
                    if from.map({ $0 < needed }) ?? true {
                        found.append(Violation(symbol: name, dependency: dependency.description,
                                               platform: platform, needed: needed, available: from))
                    }
                }
            }
        }
        return found
    }

    /// The oldest systems a symbol is available on: the package's, raised by its own
    /// `@available` and its enclosing types'.
    private func availability(
        of symbol: SymbolGraphFile.Symbol, byID: [String: SymbolGraphFile.Symbol], parent: [String: String]
    ) -> PlatformFloor {
        var result = packageFloor
        var current: SymbolGraphFile.Symbol? = symbol
        var seen: Set<String> = []
        while let next = current, seen.insert(next.identifier.precise).inserted {
            for entry in next.availability ?? [] {
                guard let platform = ApplePlatform.allCases.first(where: { $0.symbolGraphDomain == entry.domain }),
                      let introduced = entry.introduced else { continue }
                let version = PlatformVersion(introduced.major, introduced.minor ?? 0)
                result[platform] = max(result[platform] ?? version, version)
            }
            current = parent[next.identifier.precise].flatMap { byID[$0] }
        }
        return result
    }
}

/// The parts of a symbol graph file the scan reads.
struct SymbolGraphFile: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable { var preciseIdentifier: String? }
        struct Version: Decodable { var major: Int; var minor: Int? }
        struct Availability: Decodable { var domain: String?; var introduced: Version? }
        struct Parameter: Decodable { var declarationFragments: [Fragment]? }
        struct Signature: Decodable { var parameters: [Parameter]?; var returns: [Fragment]? }
        struct Constraint: Decodable { var rhsPrecise: String? }
        struct Generics: Decodable { var constraints: [Constraint]? }
        struct Extension: Decodable { var constraints: [Constraint]? }

        var identifier: Identifier
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var functionSignature: Signature?
        var swiftGenerics: Generics?
        var swiftExtension: Extension?
        var availability: [Availability]?

        /// Every symbol its declaration names.
        var referencedUSRs: [String] {
            var fragments = declarationFragments ?? []
            fragments += functionSignature?.returns ?? []
            fragments += (functionSignature?.parameters ?? []).flatMap { $0.declarationFragments ?? [] }
            let constraints = (swiftGenerics?.constraints ?? []) + (swiftExtension?.constraints ?? [])
            return fragments.compactMap(\.preciseIdentifier) + constraints.compactMap(\.rhsPrecise)
        }
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }

    var symbols: [Symbol]
    var relationships: [Relationship]
}
