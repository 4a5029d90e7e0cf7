import StreamLanguage
import StreamCore

/// A name the session already held when a statement was checked, with what it stood for.
///
/// A statement plan names the subject it sends to, the sink it cancels or the object it
/// sets: the object itself, resolved while checking, so `at 300ms: send a 1` still sends to
/// the `a` of the moment it was accepted. Two are equal when they name the same object:
/// a plan holds no closure, and comparing it compares identities, never behaviour.
package struct BoundName: Equatable, CustomStringConvertible {
    package let name: String
    let binding: Binding

    package var description: String { name }

    package static func == (lhs: BoundName, rhs: BoundName) -> Bool {
        lhs.name == rhs.name && lhs.binding.identity == rhs.binding.identity
    }
}

extension Binding {
    /// The object this binding is: the subject, publisher, sink, handle, object or model.
    package var identity: ObjectIdentifier {
        switch self {
        case .passthrough(let subject, _): ObjectIdentifier(subject)
        case .current(let subject, _): ObjectIdentifier(subject)
        case .pipeline(let publisher, _, _): ObjectIdentifier(publisher)
        case .subscription(let sink, _): ObjectIdentifier(sink)
        case .connection(let handle): ObjectIdentifier(handle)
        case .object(let object): ObjectIdentifier(object)
        case .async(.stream(let stream, _)): ObjectIdentifier(stream)
        case .async(.channel(let channel, _)): ObjectIdentifier(channel)
        case .async(.sequence(let sequence, _)): ObjectIdentifier(sequence)
        case .async(.loop(let loop, _)): ObjectIdentifier(loop)
        case .async(.task(let task, _)): ObjectIdentifier(task)
        case .async(.sendTask(let task)): ObjectIdentifier(task)
        case .async(.function(let function)): ObjectIdentifier(function)
        case .async(.actor(let actor)): ObjectIdentifier(actor)  // Milestone 3
        case .async(.unfolding(let stream)): ObjectIdentifier(stream)  // Issue 20
        }
    }
}

/// Identity comparisons of the tables a plan keeps beside its names (`ResolvedNames`).
extension ResolvedNames: Equatable {
    package static func == (lhs: ResolvedNames, rhs: ResolvedNames) -> Bool {
        Self.same(lhs.publishers, rhs.publishers) && Self.same(lhs.members, rhs.members)
            && Self.same(lhs.sequences, rhs.sequences) && lhs.properties == rhs.properties
    }

    private static func same<Object>(_ lhs: [String: Object], _ rhs: [String: Object]) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { name, object in
            rhs[name].map { ($0 as AnyObject) === (object as AnyObject) } ?? false
        }
    }
}

extension ObjectMemberReference: Equatable {
    package static func == (lhs: ObjectMemberReference, rhs: ObjectMemberReference) -> Bool {
        switch (lhs, rhs) {
        case let (.property(a, name, subject), .property(b, otherName, otherSubject)):
            a === b && name == otherName && subject === otherSubject
        case let (.objectWillChange(a), .objectWillChange(b)):
            a === b
        case let (.currentValue(a), .currentValue(b)):  // Issue 20
            a === b
        default:
            false
        }
    }
}
