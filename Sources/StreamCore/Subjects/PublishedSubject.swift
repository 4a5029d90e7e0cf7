/// The subject behind an `@Published` property (OpenCombine's `PublishedSubject`).
///
/// A new subscriber receives the current value as soon as it has demand (as with a
/// `CurrentValueSubject`). A change is published in `willSet`: `objectWillChange` first,
/// then every subscriber, and only then is the stored value replaced, so a subscriber that
/// reads the property while receiving sees the *old* value. It never completes.
///
/// `assign(to: &$property)` subscribes the property itself to an upstream: the subject keeps
/// that upstream subscription and cancels it when it is freed (OpenCombine's `deinit`);
/// `release()` is that moment here, since lifetimes are modelled, not left to ARC.
public final class PublishedSubject: Subject {
    /// What a read of the property returns.
    public private(set) var value: Value
    /// Delivers to subscribers; its own value is the newest one, for replay.
    private let storage: CurrentValueSubject
    /// Called before subscribers hear of a change (the object's `objectWillChange`).
    public var willChange: () -> Void = {}
    private var upstreams: [any Subscription] = []
    /// `didSet` observers, run after the value is stored (an equal value included), with the
    /// new value and Swift's `oldValue`. A set made by an observer of this property while it
    /// runs calls no observer again, as Swift's `didSet` does not re-enter itself.
    public var didSet: [(_ value: Value, _ oldValue: Value) -> Void] = []
    private var inDidSet = false
    /// Observation (an `@Observable` property): told of every read, and of a set before the
    /// value is stored, with the old and new values (the registrar ignores an equal one).
    public var onRead: (() -> Void)?
    public var onWillSet: ((_ old: Value, _ new: Value) -> Void)?
    /// Issue 20: KVO's observers (`kvo vm.p`), told after the set, its `didSet` included.
    public let keyValueObservers = KeyValueObservers()

    /// `vm.x`, for the note when a set nests too deep.
    public let name: String
    /// Shared by the session's properties: bounds sets nested in sets (see `NestedSetLimit`).
    private let nestedSets: NestedSetLimit?

    public init(_ value: Value, name: String = "", nestedSets: NestedSetLimit? = nil) {
        self.value = value
        self.name = name
        self.nestedSets = nestedSets
        storage = CurrentValueSubject(value)
    }

    /// A read of the property in an expression: an `@Observable` one tells its registrar.
    public func read() -> Value {
        onRead?()
        return value
    }

    /// A property's publisher never completes.
    public var completion: Completion? { nil }

    public func receive(subscriber: any Subscriber) {
        storage.receive(subscriber: subscriber)
    }

    /// Sets the property: `willSet` publishes, then the value is stored.
    public func send(_ value: Value) {
        if let nestedSets {
            guard nestedSets.enter(name) else { return }
        }
        defer { nestedSets?.leave() }
        willChange()
        let oldValue = self.value
        onWillSet?(oldValue, value)
        storage.send(value)
        self.value = value
        if !inDidSet, !didSet.isEmpty {
            inDidSet = true
            for observer in didSet { observer(value, oldValue) }
            inDidSet = false
        }
        // Issue 20: KVO's didChangeValue follows the setter, as its dynamic subclass calls it.
        if keyValueObservers.count > 0 { keyValueObservers.didChange(self) }
    }

    /// `@Published` has no completion; an upstream's completion is ignored.
    public func send(completion: Completion) {}

    public func send(subscription: any Subscription) {
        upstreams.append(subscription)
        subscription.request(.unlimited)
    }

    /// `upstream.assign(to: &$property)`: the property is fed by `upstream` and keeps its
    /// subscription; the subscriber holds the property only weakly.
    public func assign(from upstream: any Publisher) {
        upstream.receive(subscriber: SubjectSubscriber(self))
    }

    /// Whether an `assign(to: &$property)` subscription is still held.
    public var hasUpstreams: Bool { !upstreams.isEmpty }

    /// The subject is freed: it cancels the upstream subscriptions it kept.
    public func release() {
        let held = upstreams
        upstreams.removeAll()
        for upstream in held { upstream.cancel() }
    }
}
