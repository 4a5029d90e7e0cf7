import StreamCore

/// How a subscription stands in the reference graph, checked while compiling.
package struct SubscriptionOwnership {
    package enum Assign {
        /// `assign to vm.text on vm`: sets the property, retains `root`.
        case onObject(PublishedSubject, root: OwnedObject)
        /// `assign to vm.$text`: the property's subject subscribes itself.
        case projected(PublishedSubject, owner: OwnedObject, property: String)
    }

    package var discards = false
    package var storeIn: OwnedObject?
    package var capture: OwnedObject?
    var captureIsWeak = false
    package var assign: Assign?
    package var source: OwnedSubscription.Source = .clock

    /// Whether the subscription refers to an object at all (only those enter the graph).
    var isTracked: Bool {
        if storeIn != nil || assign != nil || (capture != nil && !captureIsWeak) { return true }
        switch source {
        case .property, .objectWillChange: return true
        case .session, .clock: return false
        }
    }
}

/// The session's objects and who holds them: `subscribe` attaches a sink and enters it in the
/// reference graph, `release` lets go of an object and says what keeps it alive, and every
/// object freed on the way gets a note. Built from a runtime alone (its clock, recording and
/// interrupt flag), so it is tested without a `Session` (see `SessionOwnershipTests`).
package final class SessionOwnership {
    /// Objects and the subscriptions that refer to them (see `ObjectRegistry`).
    package let objects = ObjectRegistry()
    /// Milestone 5: `observable` properties' reads and changes (`observations`, `track`).
    let observation = ObservationRegistrar()
    /// Where notes go, at the runtime clock's time, and whether Ctrl-C asks to stop.
    let runtime: SessionRuntime
    /// Subscriptions the running statement made, so an interrupted one can cancel them
    /// (see `StatementCheckpoint`).
    private(set) var statementSinks: [RecordingSink] = []

    init(runtime: SessionRuntime) {
        self.runtime = runtime
    }

    /// Subscribes `sink` (or the assign the clause stands for) to `publisher`.
    ///
    /// `_ =` cancels the subscription as soon as subscribing returns, so values a source
    /// delivers synchronously while subscribing still arrive first (`_ = just 1 | sink`
    /// receives 1, then the cancel).
    package func subscribe(_ sink: RecordingSink, lane: Lane, to publisher: any Publisher, ownership: SubscriptionOwnership,
                   ui: Bool = false) {
        if case .projected(let subject, _, _) = ownership.assign {
            // No cancellable and no reference to the object: the property's subject keeps
            // the upstream subscription, and cancels it when the subject is freed
            // (`ObjectRegistry.collect`).
            subject.assign(from: publisher.probe(lane.recorder))
            return
        }
        // `sink ui` checks the queue of each value before the sink records it.
        let recipient: any Subscriber = ui ? UISinkCheck(sink, lane: lane, runtime: runtime) : sink
        var subscriber = recipient
        let assignTo: PublishedSubject? = if case .onObject(let subject, _) = ownership.assign { subject } else { nil }
        if ownership.isTracked, !ownership.discards {
            let record = OwnedSubscription(
                lane: lane, source: ownership.source, heldBySession: ownership.storeIn == nil, storedIn: ownership.storeIn,
                strongCapture: ownership.captureIsWeak ? nil : ownership.capture, assignRoot: ownership.assignRoot,
                feedsProperty: nil, cancellable: sink)
            objects.track(record)
            subscriber = SubscriberTap(recipient, onValue: { assignTo?.send($0) }, onEnd: { [weak self, weak record] in
                guard let self, let record else { return }
                objects.ended(record, in: self)
            })
        } else if let assignTo {
            subscriber = SubscriberTap(recipient, onValue: { assignTo.send($0) })
        }
        publisher.receive(subscriber: subscriber)
        if ownership.discards { sink.cancel() }
    }

    /// `release vm`: the session lets go; the object is freed unless something keeps it.
    ///
    /// A cycle is printed in full once; releasing another object on the same cycle refers to
    /// it instead of printing it again.
    package func release(_ object: OwnedObject) {
        object.isReleased = true
        objects.collect(in: self)
        if objects.wasInterrupted {
            runtime.recording.emit(RuntimeNotes.leakSearchInterrupted(object.name))
            return
        }
        guard !object.isFreed, let found = objects.chain(keeping: object) else { return }
        var chain = found.text
        if found.isCycle {
            if let noted = objects.notedCycles.first(where: { $0.nodes == found.nodes }) {
                chain = RuntimeNotes.sameCycle(as: noted.object)
            } else {
                objects.notedCycles.append((found.nodes, object.name))
            }
        }
        runtime.recording.emit(RuntimeNotes.staysAlive(object.name, chain: chain))
        for subscription in objects.subscriptions where subscription.isActive && !subscription.leakNoted
            && (subscription.storedIn === object || subscription.strongCapture === object || subscription.assignRoot === object) {
            subscription.leakNoted = true
            runtime.addNote("leaked: \(chain)", lane: subscription.lane)
        }
    }

    /// Told by the registry as it frees an object, before the object's bag (holding `stored`
    /// subscriptions) is emptied.
    func objectFreed(_ object: OwnedObject, storing stored: Int) {
        let text = RuntimeNotes.freed(object.name, storing: stored)
        runtime.recording.emit(RuntimeNotes.freedNote(text))
        runtime.addNote(text, lane: nil)
    }

    /// Whether Ctrl-C asks a long search of the graph to stop.
    var interruptRequested: Bool { runtime.interruptRequested() }

    /// A statement begins: the subscriptions it makes are noted from now on.
    func beginStatement() { statementSinks.removeAll() }

    /// A subscription the running statement made (cancelled if the statement is undone).
    func noteSubscription(_ sink: RecordingSink) { statementSinks.append(sink) }

    /// Cancels the running statement's subscriptions (an undone statement).
    func cancelStatementSubscriptions() {
        for sink in statementSinks { sink.cancel() }
        statementSinks.removeAll()
    }

    /// Forgets every object and subscription (`:reset`).
    func removeAll() {
        objects.removeAll()
        statementSinks.removeAll()
    }
}

extension SubscriptionOwnership {
    var assignRoot: OwnedObject? {
        if case .onObject(_, let root) = assign { return root }
        return nil
    }
}

/// Plans compare the objects a subscription's clauses name by identity (see `BoundName`).
extension SubscriptionOwnership: Equatable {
    package static func == (lhs: SubscriptionOwnership, rhs: SubscriptionOwnership) -> Bool {
        lhs.discards == rhs.discards && lhs.storeIn === rhs.storeIn && lhs.capture === rhs.capture
            && lhs.captureIsWeak == rhs.captureIsWeak && lhs.assign == rhs.assign && lhs.source == rhs.source
    }
}

extension SubscriptionOwnership.Assign: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.onObject(subject, root), .onObject(otherSubject, otherRoot)):
            subject === otherSubject && root === otherRoot
        case let (.projected(subject, owner, property), .projected(otherSubject, otherOwner, otherProperty)):
            subject === otherSubject && owner === otherOwner && property == otherProperty
        default:
            false
        }
    }
}

extension OwnedSubscription.Source: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.session(name), .session(other)): name == other
        case let (.property(object, name), .property(other, otherName)): object === other && name == otherName
        case let (.objectWillChange(object), .objectWillChange(other)): object === other
        case (.clock, .clock): true
        default: false
        }
    }
}
