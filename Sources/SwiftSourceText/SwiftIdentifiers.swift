/// Unique Swift identifiers for the names of one generated scope: each name gets
/// `SwiftSourceText.identifier(name)`, numbered (`q2`, `q3`) when that spelling is already
/// taken, by a redefinition of the same name or by another name that maps to it (`let` and
/// `let_`, `a-b` and `a_b`).
public struct SwiftIdentifiers: Sendable {
    private var taken: Set<String>
    /// The newest identifier of each name.
    public private(set) var current: [String: String] = [:]

    /// `reserved`: spellings the generated code uses itself (`m`, `start`, `fail`).
    public init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// A new identifier for `name`, which becomes its current one.
    public mutating func declare(_ name: String) -> String {
        let base = SwiftSourceText.identifier(name)
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = base + String(number)
            number += 1
        }
        taken.insert(candidate)
        current[name] = candidate
        return candidate
    }
}
