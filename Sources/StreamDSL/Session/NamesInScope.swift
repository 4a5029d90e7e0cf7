import StreamLanguage
import StreamCore

/// What a statement may read while it is checked: the names in scope, what they stand for,
/// the clock's time and the settings. Only reads: checking a statement never changes the
/// session (`StatementCompiler` and `PipelineCompiler` see the session only through this).
struct NamesInScope {
    private let session: Session

    init(_ session: Session) { self.session = session }

    func lookup(_ name: String) -> Binding? { session.names.lookup(name) }

    /// Every name defined so far, in definition order.
    package var definedNames: [String] { session.names.definedNames }

    /// The time an accepted `at` statement declares `name`, if one will.
    func reservation(of name: String) -> VirtualTime? { session.names.reservations[name] }

    /// When the sink, connection or loop `cancellable` will exist, if an `at` makes it later.
    func madeLater(_ cancellable: any Cancellable) -> VirtualTime? { session.names.madeLater[ObjectIdentifier(cancellable)] }

    /// Issue 20: the session's NotificationCenter (which names `notifications` declared).
    var notificationCenter: NotificationCenterModel { session.names.notificationCenter }

    package var now: VirtualTime { session.runtime.clock.now }
    package var settings: SessionSettings { session.settings }
    var startAgainAdvice: String? { session.startAgainAdvice }

    func liveObject(_ name: String, at range: SourceRange, when time: VirtualTime? = nil) -> Result<OwnedObject, ObjectProblem> {
        session.names.liveObject(name, at: range, when: time, now: now)
    }

    package func property(_ object: String, _ property: String, at range: SourceRange, objectRange: SourceRange? = nil,
                  when time: VirtualTime? = nil) -> Result<(OwnedObject, PublishedSubject), ObjectProblem> {
        session.names.property(object, property, at: range, objectRange: objectRange, when: time, now: now)
    }

    func member(_ dotted: String, at range: SourceRange, when time: VirtualTime? = nil) -> Result<ObjectMemberReference, ObjectProblem> {
        session.names.member(dotted, at: range, when: time, now: now)
    }
}
