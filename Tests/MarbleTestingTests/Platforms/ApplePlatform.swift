/// An Apple system and a version of it, as the package manifest and `@available` name them.
enum ApplePlatform: String, CaseIterable, CustomStringConvertible {
    case macOS, iOS, tvOS, watchOS

    /// The name in `swift package dump-package`'s JSON (`"macos"`).
    var manifestName: String { rawValue.lowercased() }

    /// The domain in a symbol graph's `availability` (`"macOS"`), as `@available` spells it.
    var symbolGraphDomain: String { rawValue }

    var description: String { rawValue }
}

/// `12`, `10.15`, `26.0`: compared numerically, part by part.
struct PlatformVersion: Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int = 0

    init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `"12.0"`, `"10.15"`, `"9"`; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let major = parts[0], parts.allSatisfy({ $0 != nil }) else { return nil }
        self.init(major, parts.count > 1 ? parts[1] ?? 0 : 0)
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    var description: String { "\(major).\(minor)" }
}

typealias PlatformFloor = [ApplePlatform: PlatformVersion]
