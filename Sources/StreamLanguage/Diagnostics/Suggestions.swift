/// "Did you mean …?": the closest known words to a misspelt one.
///
/// Distance is the optimal-string-alignment form of Damerau–Levenshtein (insert, delete,
/// substitute, swap two neighbours), compared case-insensitively. A candidate is offered
/// only when it is close for the word's length: at most 2 edits and fewer than half the
/// word's characters (so `x` suggests nothing, `mpa` suggests `map`). A candidate that
/// differs from the word only in case (`flatmap` → `flatMap`) is always offered.
public enum Suggestions {
    /// The most edits a suggestion may need.
    static let maximumDistance = 2

    /// `did you mean 'x'?` for the closest candidate to `word`, written with `prefix` (`:` for
    /// commands); `nil` when nothing is close. Every "did you mean" is worded here.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>,
                                  prefix: String = "") -> String? {
        closest(to: word, among: candidates, limit: 1).first.map { "did you mean '\(prefix)\($0)'?" }
    }

    /// The closest candidates to `word`, best first (ties alphabetical), at most `limit`.
    ///
    /// The parser passes keyword lists; the session adds the names it has defined.
    public static func closest(
        to word: String, among candidates: some Sequence<String>, limit: Int = 3
    ) -> [String] {
        let target = Array(word.lowercased())
        var scored: [(distance: Int, name: String)] = []
        var seen: Set<String> = []
        for candidate in candidates where candidate != word && seen.insert(candidate).inserted {
            let other = Array(candidate.lowercased())
            // The length difference bounds the distance from below: skip hopeless pairs
            // cheaply (a 200 KB identifier must not cost 200 KB × every keyword).
            guard abs(other.count - target.count) <= maximumDistance else { continue }
            let distance = editDistance(target, other)
            if distance == 0 || (distance <= maximumDistance && distance * 2 < target.count) {
                scored.append((distance, candidate))
            }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let best = scored.first?.distance else { return [] }
        return Array(scored.prefix { $0.distance == best }.prefix(limit).map(\.name))
    }

    /// The optimal-string-alignment distance between two strings (case-sensitive).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b))
    }

    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: the one before the previous is needed for transpositions.
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
