import StreamLanguage
import Foundation
import Testing

/// `Session` must not grow back silently (issue 16: a façade of at most 20 members).
///
/// How it counts: every Swift file under `Sources/` is scanned for `class Session` and
/// `extension Session` (exactly that name: `SessionSettings` and the like are other types).
/// Inside each such body, braces are followed (comments and string literals removed first),
/// and every declaration written directly in the body (depth 1) counts once: `var`, `let`,
/// `func`, `init`, `subscript` and nested `struct`, `enum`, `class` or `typealias`, whatever
/// their attributes and modifiers (`public`, `package`, `static`, `private(set)`, `lazy`, …). Local
/// declarations inside a member's body are deeper and do not count.
@Suite struct SessionMemberCountTests {
    /// The most members `Session` has now: lower it as members move out, never raise it.
    static let ceiling = 15
    /// Issue 16's goal.
    static let goal = 20

    static var declaration: Regex<Substring> { #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|open|static|final|lazy|override|nonisolated|convenience|required|weak|unowned|mutating)(?:\(set\))?\s+)*(?:var|let|func|init|subscript|struct|enum|class|typealias)\b/# }
    static var opening: Regex<Substring> { #/^(?:public\s+|package\s+|internal\s+)?(?:final\s+)?(?:class|extension)\s+Session(?:[\s:{]|$)/# }

    /// The members declared in `text`'s `Session` bodies, as their declaration lines.
    static func members(in text: String) -> [String] {
        // Regex matching is slow: only files that mention the type are scanned line by line.
        guard text.contains("class Session") || text.contains("extension Session") else { return [] }
        let opening = Self.opening
        let declaration = Self.declaration
        var found: [String] = []
        var depth = 0
        var inside = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = code(String(rawLine))
            if !inside {
                guard line.contains("Session"), line.firstMatch(of: opening) != nil else { continue }
                inside = true
                depth = 0
            } else if depth == 1, line.firstMatch(of: declaration) != nil {
                found.append(line.trimmingCharacters(in: .whitespaces))
            }
            depth += line.count(where: { $0 == "{" }) - line.count(where: { $0 == "}" })
            if depth <= 0, line.contains("}") { inside = false }
        }
        return found
    }

    /// `line` without its comment and with string literals emptied (their braces are text).
    static func code(_ line: String) -> String {
        let withoutStrings = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
        guard let comment = withoutStrings.range(of: "//") else { return withoutStrings }
        return String(withoutStrings[..<comment.lowerBound])
    }

    static func sessionMembers() -> [String] {
        OperatorIndexTests.files(under: "Sources", extension: "swift").flatMap { members(in: $0.text) }
    }

    @Test func theCounterCountsDeclarationsDirectlyInSessionBodiesOnly() {
        let text = """
        public final class Session {
            public private(set) var clock = VirtualClock()
            package var names = NameTable()
            @discardableResult static func later() -> Int {
                let local = 1  // not a member
                return local
            }
            struct Nested { var inner = 0 }
        }
        extension SessionSettings {
            var notCounted: Int { 0 }
        }
        extension Session: Equatable {
            func label() -> String { "{ not a brace" }
            var lanes: [Int] { [] }
        }
        """
        #expect(Self.members(in: text).count == 6)
    }

    @Test func sessionDoesNotGrowBack() {
        let members = Self.sessionMembers()
        // A broken scan would find nothing: the façade keeps at least evaluate and reset.
        #expect(members.count > 2)
        #expect(members.count <= Self.ceiling, "Session has \(members.count) members:\n\(members.joined(separator: "\n"))")
    }

    /// The façade keeps evaluating text, `reset`, the settings, the journal and its parts
    /// (names, recording, views, runtime, ownership); everything else is one of those parts.
    @Test func sessionIsAFacadeOfAtMostTwentyMembers() {
        let members = Self.sessionMembers()
        #expect(members.count <= Self.goal, "Session has \(members.count) members:\n\(members.joined(separator: "\n"))")
    }
}
