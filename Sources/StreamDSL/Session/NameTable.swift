import StreamLanguage
import StreamCore

/// The session's names: what each stands for, in the order they were defined, the names an
/// accepted `at` statement has claimed for later, and the sinks, connections and loops that
/// exist only from a later time. A value, testable alone: it knows nothing of lanes or output.
package struct NameTable {
    private var bindings: [String: Binding] = [:]
    /// Names in the order they were defined (completion, `:show` order).
    package private(set) var definedNames: [String] = []
    /// Names that an accepted `at` statement will declare, with the time it runs: taken
    /// already, so nothing else can claim them in between.
    private(set) var reservations: [String: VirtualTime] = [:]
    /// Sinks, connections and loops named by an accepted `at` statement, with the time it
    /// makes them: until then they cannot be cancelled.
    private(set) var madeLater: [ObjectIdentifier: VirtualTime] = [:]
    /// Names the running statement redefined, with what they meant (see `StatementCheckpoint`).
    private var redefinedInStatement: [(name: String, old: Binding)] = []
    /// Issue 20: `NotificationCenter.default`, whose names `notifications NAME` declares and
    /// `post NAME` posts to (a namespace of its own; `:reset` makes a new one).
    package let notificationCenter = NotificationCenterModel()

    func lookup(_ name: String) -> Binding? { bindings[name] }

    /// Binds `name`; returns what it meant before, when it is a redefinition.
    @discardableResult
    mutating func define(_ name: String, _ binding: Binding) -> Binding? {
        let old = bindings.updateValue(binding, forKey: name)
        if let old {
            redefinedInStatement.append((name, old))
        } else {
            definedNames.append(name)
        }
        return old
    }

    mutating func reserve(_ name: String, until time: VirtualTime) { reservations[name] = time }

    mutating func releaseReservation(_ name: String) { reservations[name] = nil }

    /// `cancellable` exists only from `time` (nil: it exists now).
    mutating func makeLater(_ cancellable: ObjectIdentifier, at time: VirtualTime?) { madeLater[cancellable] = time }

    /// A statement begins: what it redefines can be undone.
    mutating func beginStatement() { redefinedInStatement.removeAll() }

    /// Undoes the names defined since there were `count`, and the running statement's
    /// redefinitions; what they stood for is cancelled.
    mutating func rollBack(toCount count: Int) {
        for name in definedNames.dropFirst(count) {
            bindings[name]?.cancellable?.cancel()
            bindings[name] = nil
        }
        for (name, old) in redefinedInStatement.reversed() {
            bindings[name]?.cancellable?.cancel()
            bindings[name] = old
        }
        redefinedInStatement.removeAll()
        definedNames.removeLast(max(0, definedNames.count - count))
    }

    package mutating func removeAll() { self = NameTable() }
}
