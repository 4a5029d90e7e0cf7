import Marbles
import StreamCore

/// `sink ui`: a sink that updates UI, which UIKit and SwiftUI allow only on the main queue.
///
/// Every value that reaches it on another queue gets a note on its lane (listed under the
/// diagram and in JSON's `"notes"`); the first one also prints a warning, once per sink. The
/// sink's own lane keeps only Combine's events. This is the "debounce on a background queue,
/// then update the UI" mistake; `| receive on main` before the sink fixes it.
final class UISinkCheck: Subscriber {
    private let sink: RecordingSink
    private let lane: Lane
    private weak var session: Session?
    private var warned = false

    init(_ sink: RecordingSink, lane: Lane, session: Session) {
        self.sink = sink
        self.lane = lane
        self.session = session
    }

    package func receive(subscription: any Subscription) { sink.receive(subscription: subscription) }

    package func receive(_ value: Value) -> Demand {
        if let session, session.runtime.clock.currentQueue != .main, !sink.isTerminated {
            let queue = session.runtime.clock.currentQueue
            session.addNote(RuntimeNotes.offMain(value, queue), lane: lane)
            lane.valuesOffMain += 1
            if !warned {
                warned = true
                session.emit(RuntimeNotes.offMainWarning(lane.name, value, queue, at: session.runtime.clock.now))
            }
        }
        return sink.receive(value)
    }

    package func receive(completion: Completion) { sink.receive(completion: completion) }
}

extension Session {
    /// The subscriber a `sink` clause attaches: the recording sink, checked for its queue when `ui`.
    func subscriber(for sink: RecordingSink, lane: Lane, ui: Bool) -> any Subscriber {
        ui ? UISinkCheck(sink, lane: lane, session: self) : sink
    }
}
