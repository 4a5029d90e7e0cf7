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
    private weak var runtime: SessionRuntime?
    private var warned = false

    init(_ sink: RecordingSink, lane: Lane, runtime: SessionRuntime) {
        self.sink = sink
        self.lane = lane
        self.runtime = runtime
    }

    package func receive(subscription: any Subscription) { sink.receive(subscription: subscription) }

    package func receive(_ value: Value) -> Demand {
        if let runtime, runtime.clock.currentQueue != .main, !sink.isTerminated {
            let queue = runtime.clock.currentQueue
            runtime.addNote(RuntimeNotes.offMain(value, queue), lane: lane)
            lane.valuesOffMain += 1
            if !warned {
                warned = true
                runtime.recording.emit(RuntimeNotes.offMainWarning(lane.name, value, queue, at: runtime.clock.now))
            }
        }
        return sink.receive(value)
    }

    package func receive(completion: Completion) { sink.receive(completion: completion) }
}
