import StreamCore

/// The Observation machinery of a session's `@Observable` objects (Swift's
/// `ObservationRegistrar` with `withObservationTracking`), on one thread:
///
/// - `tracking { … }` runs a read and collects every observable property it read, so a
///   read that follows `vm.child` to another object tracks that object's property too;
/// - `register` installs a one-shot observer of those properties: the first set of any of
///   them to a different value (the `@Observable` macro compares) removes it and calls it,
///   before the value is stored (`willSet`). Later sets call nothing until it registers again.
final class ObservationRegistrar {
    typealias Property = ObjectIdentifier

    /// Reads being tracked, innermost last (a tracked read inside another's onChange).
    private var accessed: [Set<Property>] = []
    private var observers: [Property: [Int]] = [:]
    private var registrations: [Int: (properties: Set<Property>, onChange: () -> Void)] = [:]
    private var nextID = 0

    /// Makes `subject` an observable property: reads are tracked, changes are announced.
    func observe(_ subject: PublishedSubject) {
        let property = ObjectIdentifier(subject)
        subject.onRead = { [weak self] in self?.read(property) }
        subject.onWillSet = { [weak self] old, new in
            guard old != new else { return }
            self?.willSet(property)
        }
    }

    /// The result of `read` and the observable properties it read.
    func tracking<T>(_ read: () throws(StreamError) -> T) throws(StreamError) -> (T, Set<Property>) {
        accessed.append([])
        do {
            let value = try read()
            return (value, accessed.removeLast())
        } catch {
            accessed.removeLast()
            throw error
        }
    }

    /// A one-shot observer of `properties`; nil when there is nothing to observe (a read of
    /// no observable property never changes).
    @discardableResult
    func register(_ properties: Set<Property>, onChange: @escaping () -> Void) -> Int? {
        guard !properties.isEmpty else { return nil }
        nextID += 1
        registrations[nextID] = (properties, onChange)
        for property in properties { observers[property, default: []].append(nextID) }
        return nextID
    }

    /// Removes an observer that has not fired (an iteration that ended).
    func cancel(_ id: Int?) {
        guard let id, let registration = registrations.removeValue(forKey: id) else { return }
        for property in registration.properties { observers[property]?.removeAll { $0 == id } }
    }

    var registrationCount: Int { registrations.count }

    private func read(_ property: Property) {
        guard !accessed.isEmpty else { return }
        accessed[accessed.count - 1].insert(property)
    }

    /// A property is about to change: every observer of it fires once, in registration order.
    private func willSet(_ property: Property) {
        guard let ids = observers.removeValue(forKey: property) else { return }
        for id in ids {
            guard let registration = registrations[id] else { continue }
            cancel(id)
            registration.onChange()
        }
    }
}
