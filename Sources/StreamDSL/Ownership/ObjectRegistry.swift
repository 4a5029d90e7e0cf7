import StreamCore

/// The session's objects and the subscriptions that refer to them, and the rule that frees
/// an object: after every change of who holds whom, the reference graph is rebuilt and
/// every object ARC would free is freed (see `ReferenceGraph`).
///
/// Freeing an object empties its bag: every subscription stored in it is cancelled (an
/// `AnyCancellable` cancels on deinit). A property's subject that nothing holds any more is
/// freed too, cancelling the `assign(to: &$property)` subscriptions it kept. Each of these
/// lets go of more references, so freeing repeats until nothing changes.
package final class ObjectRegistry {
    package private(set) var objects: [OwnedObject] = []
    package private(set) var subscriptions: [OwnedSubscription] = []
    private var isCollecting = false
    private var serials = 0
    /// Ctrl-C stopped the last collection: what it had not examined yet is freed by the next.
    private(set) var wasInterrupted = false
    /// Cycles already printed in full, with the object they were printed for: a ring of a
    /// hundred objects released one by one is printed once, then referred to.
    var notedCycles: [(nodes: Set<String>, object: String)] = []

    package func add(_ object: OwnedObject) {
        serials += 1
        object.serial = serials
        objects.append(object)
    }

    func track(_ subscription: OwnedSubscription) {
        serials += 1
        subscription.serial = serials
        subscriptions.append(subscription)
        for object in subscription.objectsHeldFromARoot { rootHolds[ObjectIdentifier(object), default: 0] += 1 }
    }

    /// For each object, the active subscriptions that a root holds (a session name, the
    /// clock, the session itself) and that hold the object strongly: while there is one,
    /// the object is reachable from a root, whatever else ends.
    private var rootHolds: [ObjectIdentifier: Int] = [:]

    package func removeAll() {
        objects.removeAll()
        subscriptions.removeAll()
        rootHolds.removeAll()
        notedCycles.removeAll()
    }

    /// The graph as it stands: see docs/OWNERSHIP-SEMANTICS.md, "The reference graph".
    func graph() -> ReferenceGraph {
        var graph = ReferenceGraph()
        let session = "session"
        graph.addNode(session, label: "session", isRoot: true)
        for object in objects where !object.isFreed {
            graph.addNode(object.node, label: object.name)
            if !object.isReleased { graph.addEdge(from: session, to: object.node) }
            graph.addNode(object.bagNode, label: "bag")
            graph.addEdge(from: object.node, to: object.bagNode)
            for property in object.properties {
                graph.addNode(object.propertyNode(property.name), label: "\(object.name).$\(property.name)")
                graph.addEdge(from: object.node, to: object.propertyNode(property.name))
                // Issue 18: a property holding another object (`vm.child = other`) keeps it.
                if let held = ObjectPaths.object(in: property.subject.value), !held.isFreed {
                    graph.addEdge(from: object.propertyNode(property.name), to: held.node)
                }
            }
            graph.addNode(object.willChangeNode, label: "\(object.name).objectWillChange")
            graph.addEdge(from: object.node, to: object.willChangeNode)
        }
        for subscription in subscriptions where subscription.isActive {
            add(subscription, to: &graph)
        }
        return graph
    }

    private func add(_ subscription: OwnedSubscription, to graph: inout ReferenceGraph) {
        let node = subscription.node
        graph.addNode(node, label: subscription.label)
        if subscription.heldBySession { graph.addEdge(from: "session", to: node) }
        if let bag = subscription.storedIn, !bag.isFreed { graph.addEdge(from: bag.bagNode, to: node) }
        switch subscription.source {
        case .session(let name):
            graph.addNode("src:" + name, label: name, isRoot: true)
            graph.addEdge(from: "src:" + name, to: node)
        case .property(let object, let property):
            let subject = object.propertyNode(property)
            graph.addNode(subject, label: "\(object.name).$\(property)")
            graph.addEdge(from: subject, to: node)
            graph.addEdge(from: node, to: subject)
        case .objectWillChange(let object):
            graph.addNode(object.willChangeNode, label: "\(object.name).objectWillChange")
            graph.addEdge(from: object.willChangeNode, to: node)
            graph.addEdge(from: node, to: object.willChangeNode)
        case .clock:
            graph.addNode("clock", label: "clock", isRoot: true)
            graph.addEdge(from: "clock", to: node)
        }
        if let captured = subscription.strongCapture, !captured.isFreed {
            graph.addNode(subscription.closureNode, label: "closure")
            graph.addEdge(from: node, to: subscription.closureNode)
            graph.addEdge(from: subscription.closureNode, to: captured.node)
        }
        if let root = subscription.assignRoot, !root.isFreed { graph.addEdge(from: node, to: root.node) }
        if let (object, property) = subscription.feedsProperty {
            let subject = object.propertyNode(property)
            graph.addNode(subject, label: "\(object.name).$\(property)")
            graph.addEdge(from: subject, to: node)
        }
    }

    /// Frees what nothing keeps; returns the objects freed, in declaration order.
    ///
    /// Each round is linear in the graph's size (see `ReferenceGraph.liveNodes`); Ctrl-C
    /// (the session's interrupt flag) stops between rounds.
    @discardableResult
    package func collect(in ownership: SessionOwnership) -> [OwnedObject] {
        guard !isCollecting else { return [] }
        isCollecting = true
        defer { isCollecting = false }
        wasInterrupted = false
        var freed: [OwnedObject] = []
        var changed = true
        while changed {
            if ownership.interruptRequested {
                wasInterrupted = true
                break
            }
            changed = false
            let live = graph().liveNodes()
            // Every bag at once, so freeing many objects does not scan every subscription each.
            var bags: [ObjectIdentifier: [OwnedSubscription]] = [:]
            for subscription in subscriptions where subscription.isActive {
                guard let bag = subscription.storedIn else { continue }
                bags[ObjectIdentifier(bag), default: []].append(subscription)
            }
            for object in objects where !object.isFreed && !live.contains(object.node) {
                object.isFreed = true
                freed.append(object)
                changed = true
                let stored = bags[ObjectIdentifier(object)] ?? []
                ownership.objectFreed(object, storing: stored.count(where: \.isActive))
                for subscription in stored where subscription.isActive {
                    subscription.cancellable?.cancel()
                }
            }
            for object in objects {
                for property in object.properties where property.subject.hasUpstreams
                    && !live.contains(object.propertyNode(property.name)) {
                    property.subject.release()
                    changed = true
                }
            }
        }
        subscriptions.removeAll { !$0.isActive }
        return freed
    }

    /// A tracked subscription finished or was cancelled: what it held may be freed now.
    ///
    /// Only a subscription that held an object (a strong capture, an assign's object) or a
    /// property's subject that still feeds an `assign(to: &$)` can free anything by ending;
    /// the others are just marked, so ending many stored subscriptions stays linear.
    ///
    /// Nor can one whose objects the session still holds (none released): everything the
    /// subscription reached stays reachable from the session through them, so ending a
    /// thousand capturing sinks costs no collection at all.
    ///
    /// Nor can one whose released objects another running subscription held from a root
    /// still holds: a thousand sinks capturing one released object cost one collection, when
    /// the last of them ends.
    func ended(_ subscription: OwnedSubscription, in ownership: SessionOwnership) {
        guard subscription.isActive else { return }
        subscription.isActive = false
        for object in subscription.objectsHeldFromARoot { rootHolds[ObjectIdentifier(object), default: 1] -= 1 }
        var held: [OwnedObject] = [subscription.strongCapture, subscription.assignRoot].compactMap { $0 }
        if case .property(let object, let property) = subscription.source, object.property(property)?.hasUpstreams == true {
            held.append(object)
        }
        let mayFree = held.contains { object in
            object.isReleased && !object.isFreed && rootHolds[ObjectIdentifier(object), default: 0] <= 0
        }
        if mayFree { collect(in: ownership) }
    }

    /// The chain that keeps a released object alive (`vm → bag → S → closure → vm`), and
    /// the graph nodes it passes through.
    package func chain(keeping object: OwnedObject) -> (text: String, nodes: Set<String>, isCycle: Bool)? {
        let graph = graph()
        guard let path = graph.chainNodes(keeping: object.node) else { return nil }
        let text = path.nodes.map { graph.labels[$0] ?? $0 }.joined(separator: " → ")
        return (text, Set(path.nodes), path.isCycle)
    }

    /// Active subscriptions stored in `object`'s bag.
    package func bag(of object: OwnedObject) -> [OwnedSubscription] {
        subscriptions.filter { $0.isActive && $0.storedIn === object }
    }
}
