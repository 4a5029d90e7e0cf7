import StreamCore

/// A subscription the ownership model follows: who holds it and what it holds.
///
/// In Combine a subject holds its subscriptions (its conduits), a subscription holds its
/// subscriber, a `sink`'s subscriber holds its closures, and a closure holds what it
/// captures strongly. All of that is let go when the subscription finishes or is cancelled.
package final class OwnedSubscription {
    /// Where the values come from, which is what holds the subscription while it runs.
    package enum Source {
        /// A session name (a subject or named pipeline): the session holds it.
        case session(String)
        /// `vm.$text`: the property's subject holds its conduit, and the conduit holds the
        /// subject back (OpenCombine's `Conduit.parent`) until it ends.
        case property(OwnedObject, String)
        /// `vm.objectWillChange`, likewise.
        case objectWillChange(OwnedObject)
        /// A generated source (`just`, `timer`, `cold`, …): the clock holds its pending work.
        case clock
    }

    package let lane: Lane
    package let source: Source
    /// A plain `PIPELINE | sink`: held by the session, as if by a global.
    let heldBySession: Bool
    /// `store in vm`.
    let storedIn: OwnedObject?
    /// `capturing vm` (strong); a weak capture is no reference at all.
    let strongCapture: OwnedObject?
    /// `assign to vm.text on vm`: `Subscribers.Assign` retains its object.
    let assignRoot: OwnedObject?
    /// `assign to vm.$text`: the property's subject holds this upstream subscription.
    let feedsProperty: (object: OwnedObject, property: String)?
    /// Cancels it (a bag emptied when its object is freed).
    package let cancellable: (any Cancellable)?
    /// False once finished, failed or cancelled: it holds nothing any more.
    var isActive = true
    /// The leak was noted on its lane already.
    var leakNoted = false
    /// Its place among the tracked subscriptions (its graph node's id).
    var serial = 0

    init(lane: Lane, source: Source, heldBySession: Bool, storedIn: OwnedObject?, strongCapture: OwnedObject?,
         assignRoot: OwnedObject?, feedsProperty: (OwnedObject, String)?, cancellable: (any Cancellable)?) {
        self.lane = lane
        self.source = source
        self.heldBySession = heldBySession
        self.storedIn = storedIn
        self.strongCapture = strongCapture
        self.assignRoot = assignRoot
        self.feedsProperty = feedsProperty
        self.cancellable = cancellable
    }

    /// The objects it holds strongly (capture, assign's object) when a root holds it: a
    /// session name or the clock as its source, or the session itself. Each is then
    /// reachable from a root for as long as it runs.
    var objectsHeldFromARoot: [OwnedObject] {
        let fromARoot: Bool
        switch source {
        case .session, .clock: fromARoot = true
        case .property, .objectWillChange: fromARoot = heldBySession
        }
        guard fromARoot else { return [] }
        return [strongCapture, assignRoot].compactMap { $0 }
    }

    var node: String { "sub:\(serial)" }
    var closureNode: String { "closure:" + node }

    /// The lane's name, quoted when it has spaces (`'a | map x'`), for a chain.
    package var label: String { lane.name.contains(" ") ? "'\(lane.name)'" : lane.name }
}
