import Foundation

/// The targets of `Package.swift` as written: name, folder, declared dependencies. Read from
/// the manifest's text (the one in this repository is plain: string literals, no variables),
/// so the check needs neither a second `swift package` run nor the build lock.
struct PackageManifest {
    struct Target {
        var name: String
        /// The folder of its sources, relative to the package root.
        var path: String
        /// Targets and products it names in `dependencies:`.
        var dependencies: Set<String>
        /// Paths inside `path` that `exclude:` leaves out.
        var excluded: [String]
        var isSystemLibrary: Bool
    }

    var targets: [Target]
    /// Every product named in a `.product(name:…)` dependency: the other modules of ours to check.
    var products: Set<String>

    init(text: String) {
        let source = Self.withoutComments(text)
        var targets: [Target] = []
        var products = Set<String>()
        var cursor = source.startIndex
        let kinds = [".target(": "Sources", ".executableTarget(": "Sources", ".testTarget(": "Tests", ".systemLibrary(": "Sources"]
        while let (kind, open) = Self.firstOf(kinds.keys, in: source, from: cursor) {
            let body = Self.balanced(source, from: source.index(before: open.upperBound), open: "(", close: ")")
            cursor = body.endIndex
            let text = String(body)
            guard let name = Self.string(after: "name:", in: text) else { continue }
            let declared = Self.list(after: "dependencies:", in: text)
            var dependencies = Set<String>()
            for entry in declared {
                if let product = Self.string(after: "name:", in: entry), entry.hasPrefix(".product(") {
                    dependencies.insert(product)
                    products.insert(product)
                } else if let plain = Self.strings(in: entry).first, entry.hasPrefix("\"") {
                    dependencies.insert(plain)
                }
            }
            let path = Self.string(after: "path:", in: text) ?? "\(kinds[kind]!)/\(name)"
            targets.append(Target(name: name, path: path, dependencies: dependencies,
                                  excluded: Self.list(after: "exclude:", in: text).flatMap(Self.strings),
                                  isSystemLibrary: kind == ".systemLibrary("))
        }
        self.targets = targets
        self.products = products
    }

    // MARK: Reading the manifest's text

    /// The text with `// …` comments blanked (not inside string literals: URLs keep their `//`).
    private static func withoutComments(_ text: String) -> String {
        var out = ""
        var inString = false
        var skipping = false
        var previous: Character = " "
        for character in text {
            if skipping {
                if character == "\n" { skipping = false; out.append(character) }
                continue
            }
            if character == "\"" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                out.removeLast()
                skipping = true
                continue
            }
            out.append(character)
            previous = character
        }
        return out
    }

    private static func firstOf(_ needles: some Sequence<String>, in text: String,
                                from start: String.Index) -> (String, Range<String.Index>)? {
        needles.compactMap { needle in text.range(of: needle, range: start..<text.endIndex).map { (needle, $0) } }
            .min { $0.1.lowerBound < $1.1.lowerBound }
    }

    /// From the bracket at `start` to its partner, inclusive.
    private static func balanced(_ text: String, from start: String.Index, open: Character, close: Character) -> Substring {
        var depth = 0
        var inString = false
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == open { depth += 1 }
                if character == close {
                    depth -= 1
                    if depth == 0 { return text[start...index] }
                }
            }
            index = text.index(after: index)
        }
        return text[start...]
    }

    /// The string literals of `text`, in order.
    private static func strings(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The first string literal after `label`.
    private static func string(after label: String, in text: String) -> String? {
        guard let found = text.range(of: label) else { return nil }
        return strings(in: String(text[found.upperBound...])).first
    }

    /// The top-level entries of the `[ … ]` after `label`, each trimmed.
    private static func list(after label: String, in text: String) -> [String] {
        guard let found = text.range(of: label),
              let open = text[found.upperBound...].firstIndex(where: { !$0.isWhitespace }), text[open] == "["
        else { return [] }
        let inner = balanced(text, from: open, open: "[", close: "]").dropFirst().dropLast()
        var entries: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        for character in inner {
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if character == ",", depth == 0 {
                    entries.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        entries.append(current)
        return entries.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
