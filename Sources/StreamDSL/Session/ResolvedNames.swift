import StreamCore

/// What the names in a statement's plans stood for when the statement was compiled.
///
/// A plan refers to a subject, a named pipeline or an async sequence by name (`.named("q")`);
/// the statement that compiled it keeps this table beside it, so a name redefined before the
/// plan is built (`clicks | map x | sink as clicks` renames `clicks` as it subscribes) still
/// means what it meant while checking. Filling it only reads the session.
package struct ResolvedNames {
    package var publishers: [String: any Publisher] = [:]
    /// Objects' publishers (`vm.$text`), by dotted name.
    var members: [String: any Publisher] = [:]
    package var sequences: [String: any AsyncSequenceModel] = [:]
    /// Objects' properties read in expressions (`vm.text`), by dotted name.
    var properties: [String: ObjectMemberReference] = [:]
    /// Issue 20: the session's NotificationCenter, when a plan has a `notifications` source.
    var notificationCenter: NotificationCenterModel?
    /// Issue 20: the properties `kvo vm.p` observes, by dotted name.
    var keyValueObserved: [String: PublishedSubject] = [:]
}
