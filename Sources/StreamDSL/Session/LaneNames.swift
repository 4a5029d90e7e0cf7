/// The lanes a session shows and the names they have taken, so every new lane gets a
/// unique name in constant time: `a`, then `a #2`, `a #3`, …
struct LaneNames {
    private var registered: Set<ObjectIdentifier> = []
    private var taken: Set<String> = []
    /// The next suffix worth trying for a base name (every lower one is taken).
    private var nextSuffix: [String: Int] = [:]

    /// Notes `lane` as shown; false when it already was.
    mutating func register(_ lane: Lane) -> Bool {
        registered.insert(ObjectIdentifier(lane)).inserted
    }

    /// `name` if it is free, else `name #N` with the lowest free N from 2; takes it.
    mutating func claim(_ name: String) -> String {
        guard taken.contains(name) else {
            taken.insert(name)
            return name
        }
        var suffix = nextSuffix[name] ?? 2
        while taken.contains("\(name) #\(suffix)") { suffix += 1 }
        nextSuffix[name] = suffix + 1
        let unique = "\(name) #\(suffix)"
        taken.insert(unique)
        return unique
    }

    /// Gives a lane's name back (a lane of an interrupted statement); suffixes are searched
    /// from 2 again, so the freed one is found.
    mutating func release(_ lane: Lane) {
        registered.remove(ObjectIdentifier(lane))
        taken.remove(lane.name)
        nextSuffix.removeAll()
    }
}
