/// Names are redefined as in a notebook: a new definition takes the name, and a one-line note
/// says what happened to the old one. Whatever was built from the old definition (a
/// subscription to the old subject or pipeline, a running sink) keeps it.
extension StatementRunner {
    /// Binds `name` in `session`; a name already bound is redefined, with a note.
    static func define(_ name: String, _ binding: Binding, in session: Session) {
        if let old = session.names.lookup(name) {
            let renamedLane = old.lane.flatMap { session.recording.laneNames.retire($0, from: name) }
            session.recording.emit(RedefinitionNote.text(name: name, old: old, new: binding, renamedLane: renamedLane))
        }
        session.names.define(name, binding)
    }
}

/// The wording of the note shown when a name is redefined.
enum RedefinitionNote {
    package static func text(name: String, old: Binding, new: Binding, renamedLane: String?) -> String {
        let sameKind = old.redefinitionKind == new.redefinitionKind
        let what = sameKind ? newOfSameKind(new) : "\(new.kindDescription) (it was \(old.kindDescription))"
        var text = RuntimeNotes.redefined(name, now: what, fate: fate(of: old, sameKind: sameKind))
        if let renamedLane { text += "; its lane is now '\(renamedLane)'" }
        return text
    }

    private static func newOfSameKind(_ binding: Binding) -> String {
        switch binding {
        case .passthrough: return "a new subject"
        case .current: return "a new current-value subject"
        case .pipeline: return "the new pipeline"
        case .subscription: return "the new subscription"
        case .connection: return "the new connection"
        case .object: return "a new object"
        case .async(let binding): return "the new " + binding.kindDescription.drop { $0 != " " }.dropFirst()
        }
    }

    /// What becomes of the old definition.
    private static func fate(of old: Binding, sameKind: Bool) -> String {
        switch old {
        case .passthrough, .current:
            return sameKind ? "subscriptions made earlier stay on the old one, sends go to the new one"
                : "subscriptions made earlier stay on the old subject"
        case .pipeline:
            return sameKind ? "subscriptions made earlier keep the old one" : "subscriptions made earlier keep the old pipeline"
        case .subscription:
            return sameKind ? "the earlier one keeps running" : "the earlier subscription keeps running"
        case .connection:
            return sameKind ? "the earlier one is left as it was" : "the earlier connection is left as it was"
        case .object:
            return "the earlier object is still held by the session"
        case .async:
            return "the earlier one is left as it was"
        }
    }
}

extension Binding {
    /// The lane that shows this name's events, if it has one.
    package var lane: Lane? {
        switch self {
        case .passthrough(_, let lane), .current(_, let lane): return lane
        case .subscription(_, let lane): return lane
        case .pipeline, .connection, .object: return nil
        case .async(let binding): return binding.lane
        }
    }

    /// Kinds that count as the same for the wording of a redefinition note.
    fileprivate var redefinitionKind: Int {
        switch self {
        case .passthrough, .current: return 0
        case .pipeline: return 1
        case .subscription: return 2
        case .connection: return 3
        case .object: return 4
        case .async(let binding): return 5 + binding.redefinitionKind
        }
    }
}
