/// A line diff of two texts, grouped into unified-diff hunks.
///
/// The edit script is a longest common subsequence of the lines (after the common head and
/// tail are set aside). A step's output is short, so the quadratic table is small; past a
/// size limit the changed middle is shown as removed then added, which is still a correct,
/// if less minimal, diff.
struct LineDiff {
    enum Line: Hashable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// A run of changes with up to `context` unchanged lines around it.
    struct Hunk: Hashable {
        /// The 0-based index in `expected` of the hunk's first line (the insertion point
        /// when the hunk removes nothing and has no context before it).
        var expectedStart: Int
        var lines: [Line]
    }

    /// Cells of the LCS table allowed before falling back to remove-then-add.
    static let tableLimit = 1_000_000

    let lines: [Line]

    init(expected: [String], actual: [String]) {
        let head = zip(expected, actual).prefix { $0 == $1 }.count
        let tail = zip(expected.dropFirst(head).reversed(), actual.dropFirst(head).reversed()).prefix { $0 == $1 }.count
        let oldMiddle = Array(expected[head..<(expected.count - tail)])
        let newMiddle = Array(actual[head..<(actual.count - tail)])
        lines = expected.prefix(head).map(Line.same)
            + Self.middle(oldMiddle, newMiddle)
            + expected.suffix(tail).map(Line.same)
    }

    var hasChanges: Bool {
        lines.contains { if case .same = $0 { false } else { true } }
    }

    /// Changes with `context` unchanged lines either side; hunks closer than twice the
    /// context are merged.
    func hunks(context: Int = 3) -> [Hunk] {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                ranges.append(start...end)
                start = index
            }
            end = index
        }
        ranges.append(start...end)
        // The expected-side index of every line position.
        var expectedIndex: [Int] = []
        var count = 0
        for line in lines {
            expectedIndex.append(count)
            if case .added = line {} else { count += 1 }
        }
        return ranges.map { range in
            let lower = max(0, range.lowerBound - context)
            let upper = min(lines.count - 1, range.upperBound + context)
            return Hunk(expectedStart: expectedIndex[lower], lines: Array(lines[lower...upper]))
        }
    }

    private static func middle(_ old: [String], _ new: [String]) -> [Line] {
        if old.isEmpty { return new.map(Line.added) }
        if new.isEmpty { return old.map(Line.removed) }
        guard old.count * new.count <= tableLimit else {
            return old.map(Line.removed) + new.map(Line.added)
        }
        // suffixLength[i][j]: the LCS length of old[i...] and new[j...].
        let width = new.count + 1
        var suffixLength = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                suffixLength[i * width + j] = old[i] == new[j]
                    ? suffixLength[(i + 1) * width + j + 1] + 1
                    : max(suffixLength[(i + 1) * width + j], suffixLength[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if suffixLength[(i + 1) * width + j] >= suffixLength[i * width + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        result += old[i...].map(Line.removed)
        result += new[j...].map(Line.added)
        return result
    }
}

extension LineDiff.Line {
    /// The line as a unified diff writes it: ' ', '-' or '+' then the text.
    var unified: String {
        switch self {
        case .same(let text): " " + text
        case .removed(let text): "-" + text
        case .added(let text): "+" + text
        }
    }
}
