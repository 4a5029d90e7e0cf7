import StreamCore

/// `object vm`: a reference type with a lifetime (a view model, a screen), its `@Published`
/// properties and its `objectWillChange` publisher. Its bag of cancellables is the set of
/// subscriptions stored in it (`store in vm`), kept by the `ObjectRegistry`.
package final class OwnedObject {
    package let name: String
    /// `published vm.text = …`, in declaration order.
    private(set) var properties: [(name: String, subject: PublishedSubject)] = []
    /// `vm.objectWillChange`: sends an empty value before any property changes.
    package let objectWillChange = PassthroughSubject()
    /// `release vm` ran: the session no longer holds it.
    var isReleased = false
    /// The earliest time an accepted `release vm @T` lets go of it: a statement that runs
    /// then or later cannot use it, as after an immediate release.
    var releaseTime: VirtualTime?
    /// Nothing keeps it any more: its bag was emptied (each subscription cancelled).
    var isFreed = false
    /// Its place among the session's objects: two objects may share a name (a
    /// redefinition), and the graph keeps them apart.
    var serial = 0

    init(name: String) { self.name = name }

    /// Whether an accepted `release` lets go of it by `time`.
    func isReleased(by time: VirtualTime) -> Bool {
        releaseTime.map { $0 <= time } ?? false
    }

    package func property(_ name: String) -> PublishedSubject? {
        properties.first { $0.name == name }?.subject
    }

    func addProperty(_ name: String, initial: Value, nestedSets: NestedSetLimit? = nil) {
        let subject = PublishedSubject(initial, name: self.name + "." + name, nestedSets: nestedSets)
        // `@Published` tells the enclosing ObservableObject first (OpenCombine's
        // PublishedSubject.send: changePublisher?.send(), then its subscribers).
        subject.willChange = { [weak self] in self?.objectWillChange.send(.tuple([])) }
        properties.append((name, subject))
    }

    // Milestone 5:
    /// The names of its `observable` properties (an `@Observable` class's); an object has
    /// published properties or observable ones, never both.
    private(set) var observableProperties: Set<String> = []
    var propertyCount: Int { properties.count }

    /// `observable vm.text = …`: no `objectWillChange`, reads and changes go to `registrar`.
    func addObservableProperty(_ name: String, initial: Value, registrar: ObservationRegistrar,
                               nestedSets: NestedSetLimit? = nil) {
        let subject = PublishedSubject(initial, name: self.name + "." + name, nestedSets: nestedSets)
        registrar.observe(subject)
        properties.append((name, subject))
        observableProperties.insert(name)
    }

    // Issue 18: nested objects.
    /// The object as a value a property holds (`published vm.child = other`): one reference
    /// per object, so that setting the same child again is an equal value.
    private(set) lazy var reference = Value.reference(ValueReference(kind: ObjectPaths.kind, name: name, target: ObjectHandle(self)))

    /// Graph node ids.
    var node: String { "obj:\(serial)" }
    var bagNode: String { "bag:\(serial)" }
    var willChangeNode: String { "will:\(serial)" }
    func propertyNode(_ property: String) -> String { "prop:\(serial)." + property }
}
