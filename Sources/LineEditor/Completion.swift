/// What Tab does with the candidates of a ``CompletionProvider``.
///
/// Pure logic, kept apart from libedit so it can be tested without a terminal.
/// The rule: the *stem* is the longest end of the text before the cursor that every
/// candidate starts with (the part of the word already typed). Tab inserts what all
/// candidates share beyond the stem; a single candidate is completed and followed by
/// a space (a folder path ending in `/` is not); when nothing more can be inserted and several candidates remain, they are
/// listed.
public enum Completion {
    /// The editor's reaction to Tab.
    public enum Action: Equatable, Sendable {
        /// No candidate: the editor beeps.
        case none
        /// Text to insert at the cursor.
        case insert(String)
        /// Several candidates and nothing more to insert: show them (sorted, unique).
        case list([String])
    }

    /// Decides what Tab does for `candidates` given the text before the cursor.
    ///
    ///     resolve(lineBeforeCursor: "a | deb", candidates: ["debounce"])
    ///     // .insert("ounce ")
    ///     resolve(lineBeforeCursor: "a | d", candidates: ["debounce", "delay"])
    ///     // .insert("e")
    ///     resolve(lineBeforeCursor: "a | de", candidates: ["debounce", "delay"])
    ///     // .list(["debounce", "delay"])
    public static func resolve(lineBeforeCursor: String, candidates: [String]) -> Action {
        let unique = Array(Set(candidates)).sorted()
        guard !unique.isEmpty else { return .none }
        let shared = commonPrefix(unique)
        let stem = typedStem(of: lineBeforeCursor, shared: shared)
        let rest = String(shared.dropFirst(stem.count))
        if unique.count == 1 {
            // A folder (`transcripts/`) goes on: Tab again completes inside it.
            return .insert(rest + (shared.hasSuffix("/") ? "" : " "))
        }
        return rest.isEmpty ? .list(unique) : .insert(rest)
    }

    /// The longest common prefix of `strings`, compared by `Character` so a
    /// multi-byte character is never split.
    public static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for string in strings.dropFirst() {
            let characters = Array(string)
            let length = zip(prefix, characters).prefix { $0 == $1 }.count
            prefix.removeSubrange(length...)
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// The longest end of `line` that is also a start of `shared`.
    static func typedStem(of line: String, shared: String) -> String {
        let lineCharacters = Array(line)
        let sharedCharacters = Array(shared)
        var length = min(lineCharacters.count, sharedCharacters.count)
        while length > 0 {
            if lineCharacters.suffix(length).elementsEqual(sharedCharacters.prefix(length)) {
                break
            }
            length -= 1
        }
        return String(sharedCharacters.prefix(length))
    }
}
