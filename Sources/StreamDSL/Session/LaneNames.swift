/// Keeps lane names unique the way a notebook would: the newest lane of a name shows it
/// plainly, and earlier lanes of that name are numbered in the order they were made —
/// `out (1)`, `out (2)`, `out`. So after `… | sink as out` is typed again, `out` in a diagram,
/// in JSON and in `:check` is the lane the name `out` now stands for.
///
/// Renaming is O(1) per lane: a session may hold many lanes.
struct LaneNames {
    /// The lane currently shown under each name (registered, or retired ahead of time).
    private var holders: [String: Lane] = [:]
    /// The next number to try for each plain name.
    private var nextNumber: [String: Int] = [:]
    /// Lanes renumbered since `beginStatement`, with the name each had: an interrupted
    /// statement gives them back.
    private(set) var renamedInStatement: [(lane: Lane, name: String)] = []

    /// Gives `lane` its name; a different lane that held it is renumbered.
    /// Returns the older lane's new name, if one was renamed.
    @discardableResult
    mutating func admit(_ lane: Lane) -> String? {
        let name = lane.name
        var renamed: String?
        if let older = holders[name], older !== lane {
            renamed = renumber(older)
        }
        holders[name] = lane
        return renamed
    }

    /// Numbers `lane` now, because the name it shows has moved to something newer.
    /// Returns its new name, or `nil` when it no longer shows that name plainly.
    mutating func retire(_ lane: Lane, from name: String) -> String? {
        guard lane.name == name else { return nil }
        if let holder = holders[name], holder !== lane { return nil }
        return renumber(lane)
    }

    package mutating func removeAll() {
        holders.removeAll()
        nextNumber.removeAll()
        renamedInStatement.removeAll()
    }

    mutating func beginStatement() { renamedInStatement.removeAll() }

    /// Forgets `lane` (a lane of an interrupted statement, removed again).
    package mutating func release(_ lane: Lane) {
        if holders[lane.name] === lane { holders[lane.name] = nil }
    }

    /// Undoes the renumbering of this statement, newest first.
    mutating func restoreRenamedInStatement() {
        for (lane, name) in renamedInStatement.reversed() {
            if holders[lane.name] === lane { holders[lane.name] = nil }
            lane.name = name
            holders[name] = lane
        }
        renamedInStatement.removeAll()
    }

    private mutating func renumber(_ lane: Lane) -> String {
        let base = lane.name
        var number = nextNumber[base, default: 1]
        while holders["\(base) (\(number))"] != nil { number += 1 }
        nextNumber[base] = number + 1
        let numbered = "\(base) (\(number))"
        if holders[base] === lane { holders[base] = nil }
        renamedInStatement.append((lane, base))
        lane.name = numbered
        holders[numbered] = lane
        return numbered
    }
}
