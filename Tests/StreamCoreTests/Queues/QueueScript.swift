import OpenCombine
import StreamCore

/// A queue scenario run on both engines: what is sent when, where a marker action runs, and
/// when the sink cancels. Each run returns one log, in the order things happened, of lines
/// `TIME QUEUE EVENT`: `^` (the sink got its subscription), a value, `|`, `#message`,
/// `up^`/`req N`/`req unlimited`/`!` (seen just below the pipeline's queue operator, at the
/// subject), and `mark` (a plain clock action, scheduled on main while the script was set up).
struct QueueScript {
    enum Step {
        case send(Int)
        case finish
        case mark
        case cancel
        /// The sink asks for N more values.
        case request(Int)
    }

    /// Sent synchronously right after subscribing, before the clock runs.
    var immediately: [Int] = []
    /// Scheduled in this order after subscribing; equal times keep it.
    var steps: [(time: Int, step: Step)] = []
    /// The sink's initial demand (nil: unlimited).
    var demand: Int?

    static func line(_ time: Int, _ queue: String, _ event: String) -> String { "\(time) \(queue) \(event)" }
}

/// The queue the running OpenCombine action belongs to, shared by the two labelled schedulers.
final class OCQueues {
    let base = OCVirtualScheduler()
    private(set) var current = "main"
    lazy var main = OCQueueScheduler(queues: self, name: "main")
    lazy var background = OCQueueScheduler(queues: self, name: "background")

    func run(on name: String, _ action: () -> Void) {
        let previous = current
        current = name
        action()
        current = previous
    }
}

/// One named queue (`DispatchQueue.main`, a background queue) over one virtual timeline:
/// every action goes into the shared scheduler, in (time, insertion) order, and runs
/// labelled with its queue.
final class OCQueueScheduler: OpenCombine.Scheduler {
    typealias SchedulerTimeType = OCVirtualScheduler.SchedulerTimeType
    typealias SchedulerOptions = Never

    private unowned let queues: OCQueues
    private let name: String

    init(queues: OCQueues, name: String) {
        self.queues = queues
        self.name = name
    }

    var now: SchedulerTimeType { queues.base.now }
    var minimumTolerance: SchedulerTimeType.Stride { .zero }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        queues.base.schedule(options: nil) { [queues, name] in queues.run(on: name, action) }
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
                  _ action: @escaping () -> Void) {
        queues.base.schedule(after: date, tolerance: tolerance, options: nil) { [queues, name] in
            queues.run(on: name, action)
        }
    }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                  tolerance: SchedulerTimeType.Stride, options: Never?,
                  _ action: @escaping () -> Void) -> OpenCombine.Cancellable {
        queues.base.schedule(after: date, interval: interval, tolerance: tolerance, options: nil) { [queues, name] in
            queues.run(on: name, action)
        }
    }
}
