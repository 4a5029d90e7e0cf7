import StreamCore

/// Running issue 20's system publishers: building `notifications NAME` and carrying out `post`.
enum SystemPublisherSteps {
    /// The name's publisher, asked for once, when the plan is lowered: building the pipeline
    /// is what declares the name (`NotificationCenterModel.publisher(for:)`).
    static func notifications(_ name: String, names: ResolvedNames) -> PublisherBuilder {
        guard let center = names.notificationCenter else {
            return { _ throws(StreamError) in throw StreamError("notifications \(name) was not checked in this session") }
        }
        let publisher = center.publisher(for: name)
        return { _ in publisher }
    }

    /// `post NAME V [@T], …`: each value is posted at its time to the observers then.
    static func post(_ name: String, _ sends: [TimedSend], session: Session) -> () -> Void {
        let center = session.names.notificationCenter
        return {
            for send in sends {
                session.runtime.perform(at: send.time) { center.post(name, send.value) }
            }
        }
    }
}

extension SystemPublisherSteps {
    /// KVO's publisher on the property the statement checked (`[.initial, .new]`, or `[.new]`).
    static func kvo(_ path: String, newOnly: Bool, names: ResolvedNames) -> PublisherBuilder {
        guard let property = names.keyValueObserved[path] else {
            return { _ throws(StreamError) in throw StreamError("kvo \(path) was not checked in this session") }
        }
        let publisher = KeyValueObservingPublisher(property, initial: !newOnly)
        return { _ in publisher }
    }
}
