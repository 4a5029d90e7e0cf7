/// How deep `@Published` sets may nest inside one another.
///
/// A property assigned from its own publisher (`vm.$x | map x * 2 | assign to vm.$x`, or
/// `assign to vm.x on vm`, or from `vm.objectWillChange`) is set again while it is being set:
/// each set delivers to the assign, which sets it again, without end. Swift recurses until
/// the stack overflows and the program dies. StreamLab stops instead, drops the set that
/// went too deep and says so once (`stopped`): after `limit` nested sets, or sooner when the
/// nested sets have used `stackBudget` bytes of stack (a cycle through a long chain costs a
/// frame per stage each time round). A session shares one limit among all its properties,
/// so a cycle through several properties is caught too.
public final class NestedSetLimit {
    public let limit: Int
    public let stackBudget: Int
    /// Told once per runaway, with the name of the property whose set went too deep and
    /// how many sets were under way.
    public var stopped: (_ property: String, _ depth: Int) -> Void = { _, _ in }
    private var depth = 0
    /// Where the stack was when the outermost set began.
    private var outermost: UInt = 0
    /// Set when the limit was reached; every nested set is refused until the outermost
    /// one returns, so a runaway unwinds at once and is reported once.
    private var isUnwinding = false

    public init(limit: Int, stackBudget: Int = 4 << 20) {
        self.limit = limit
        self.stackBudget = stackBudget
    }

    /// Whether a set of `property` may go ahead; if so, `leave()` must follow it.
    public func enter(_ property: String) -> Bool {
        guard !isUnwinding else { return false }
        let here = Self.stackAddress()
        if depth == 0 { outermost = here }
        // The stack grows down on every platform Swift runs on; the distance either way is
        // what the nested sets used.
        let used = here > outermost ? here - outermost : outermost - here
        guard depth < limit, used <= UInt(stackBudget) else {
            isUnwinding = true
            stopped(property, depth)
            return false
        }
        depth += 1
        return true
    }

    public func leave() {
        depth -= 1
        if depth == 0 { isUnwinding = false }
    }

    /// An address in the caller's stack frame.
    @inline(never)
    private static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
