import Foundation
import Testing

/// No type of the runtime module grows past 30 members (issue 16: "no type of the runtime
/// module has more than 30, catalogues aside").
///
/// How it counts, as `SessionMemberCountTests` counts `Session`: comments and string literals
/// are removed, braces are followed, and every declaration written directly in a type's body
/// counts once (`var`, `let`, `func`, `init`, `subscript`, nested types, `typealias`, whatever
/// their attributes and modifiers, `mutating` included). A type's members are summed over its
/// declaration and every `extension` of it anywhere under `Sources/`. A nested type is a type
/// of its own (`SubscriptionOwnership.Assign`), one member of the type that holds it.
@Suite struct RuntimeTypeSizeTests {
    static let limit = 30

    /// Catalogues, whose size is the number of things they list, not what the type does.
    static let catalogues: [String: String] = [
        "OperatorRegistry": "the registry of operator descriptors: a member per operator or operator family",
        "RuntimeNotes": "the catalogue of runtime notes: a member per message (issue 16 item 7)",
    ]

    /// The runtime module's sources (the console and the Swift exporter are modules of their own).
    static func isRuntimeFile(_ path: String) -> Bool { path.hasPrefix("Sources/StreamDSL/") }

    static var opening: Regex<(Substring, Substring, Substring)> {
        #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|open|final|indirect|package)\s+)*(struct|class|enum|actor|extension|protocol)\s+([A-Za-z_][\w.]*)/#
    }
    static var declaration: Regex<Substring> { #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|open|static|final|lazy|override|nonisolated|convenience|required|weak|unowned|mutating|indirect|package)(?:\(set\))?\s+)*(?:var|let|func|init|subscript|struct|enum|class|actor|protocol|typealias)\b/# }

    /// The types `text` declares (nested ones qualified: `Outer.Inner`), and the member
    /// declarations of every type or extension body in it, by type name.
    static func scan(_ text: String) -> (declared: [String], members: [String: [String]]) {
        let opening = Self.opening
        let declaration = Self.declaration
        var declared: [String] = []
        var members: [String: [String]] = [:]
        var depth = 0
        var bodies: [(name: String, depth: Int)] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = SessionMemberCountTests.code(String(rawLine))
            if let body = bodies.last, depth == body.depth, line.firstMatch(of: declaration) != nil {
                members[body.name, default: []].append(line.trimmingCharacters(in: .whitespaces))
            }
            if line.contains("{"), bodies.last.map({ depth == $0.depth }) ?? true, let match = line.firstMatch(of: opening) {
                let name = String(match.2)
                let isExtension = match.1 == "extension"
                let qualified = isExtension || bodies.isEmpty ? name : bodies[bodies.count - 1].name + "." + name
                if !isExtension { declared.append(qualified) }
                bodies.append((qualified, depth + 1))
            }
            depth += line.count(where: { $0 == "{" }) - line.count(where: { $0 == "}" })
            while let body = bodies.last, depth < body.depth { bodies.removeLast() }
        }
        return (declared, members)
    }

    /// Each type the runtime module declares, with its members across all its extensions.
    static func runtimeTypes() -> [String: [String]] {
        var declared: Set<String> = []
        var members: [String: [String]] = [:]
        for file in OperatorIndexTests.files(under: "Sources", extension: "swift") {
            let found = scan(file.text)
            if isRuntimeFile(file.path) { declared.formUnion(found.declared) }
            members.merge(found.members) { $0 + $1 }
        }
        return Dictionary(uniqueKeysWithValues: declared.map { ($0, members[$0] ?? []) })
    }

    @Test func theCounterFollowsNestedTypesAndExtensionsOfTheirOwn() {
        let text = """
        struct Outer {
            let a = 1  // a member
            mutating func b() { let local = "{"; _ = local }
            enum Inner {
                case one
                static func c() -> Int { 0 }
            }
        }
        extension Outer.Inner {
            var d: Int { 1 }
        }
        extension Outer {
            private static func e() {}
        }
        """
        let scanned = Self.scan(text)
        #expect(scanned.declared == ["Outer", "Outer.Inner"])
        #expect(scanned.members["Outer"]?.count == 4)
        #expect(scanned.members["Outer.Inner"]?.count == 2)
    }

    @Test func noRuntimeTypeHasMoreThanThirtyMembers() {
        let types = Self.runtimeTypes()
        // A broken scan would find nothing: the runtime has dozens of types, `Session` among them.
        #expect(types.count > 50)
        #expect((types["Session"]?.count ?? 0) > 2)
        for (name, members) in types.sorted(by: { $0.key < $1.key })
        where Self.catalogues[name] == nil {
            #expect(members.count <= Self.limit, "\(name) has \(members.count) members:\n\(members.joined(separator: "\n"))")
        }
    }

    @Test func theExemptionsAreRuntimeTypes() {
        let types = Self.runtimeTypes()
        for name in Self.catalogues.keys { #expect(types[name] != nil, "\(name) is no runtime type") }
    }
}
