import StreamCore

/// The `CheckedContinuation` that `continuation k { … }` makes, as the Swift 6.3 runtime
/// checks it: resumed once it enqueues its task again; resumed twice it traps; and once
/// nothing holds it any more without a resume, the runtime says it leaked (and the task
/// waits for ever).
///
/// What holds it (see docs/CONCURRENCY-SEMANTICS.md): the continuation's body while it runs,
/// and, made inside its braces, a callback not yet run, a task not yet ended and an
/// `onCancel` not yet run, each only if its steps resume `k` (Swift's closure captures `k`
/// only if it names it).
final class ContinuationBox {
    enum Outcome {
        case returning(Value)
        case throwing(String)
    }

    let name: String
    /// The task that waits on it: its name for messages, its lane for the leak note.
    let taskName: String
    private weak var lane: Lane?
    private let host: TaskHost
    private(set) var outcome: Outcome?
    /// The task, once its body returned without a resume; cleared when resumed.
    var waiter: BodyRun?
    private var holders = 0
    private var hasLeaked = false

    init(name: String, taskName: String, lane: Lane?, host: TaskHost) {
        self.name = name
        self.taskName = taskName
        self.lane = lane
        self.host = host
    }

    func hold() { holders += 1 }

    /// A holder let go; the last one, with no resume, leaks it (said once, at this instant).
    func release() {
        holders -= 1
        guard holders == 0, outcome == nil, !hasLeaked else { return }
        hasLeaked = true
        host.note(ContinuationNotes.leaked(name, task: taskName), lane: lane)
    }

    /// `resume k …`: false when it traps (a second resume).
    func resume(_ outcome: Outcome) -> Bool {
        guard self.outcome == nil else {
            host.trap(ContinuationNotes.resumedTwice(name, task: taskName, outcome))
            return false
        }
        self.outcome = outcome
        let waiting = waiter
        waiter = nil
        waiting?.continuationResumed(outcome)
        return true
    }
}

/// The words of continuations: the runtime's two misuse messages, naming `k` and its task
/// where the runtime names the function that made it.
enum ContinuationNotes {
    static func resumedTwice(_ name: String, task: String, _ outcome: ContinuationBox.Outcome) -> String {
        let what = switch outcome {
        case .returning(let value): "returning \(value.description)"
        case .throwing(let error): "throwing \(error)"
        }
        return "SWIFT TASK CONTINUATION MISUSE: continuation \(name) (task \(task)) tried to resume its continuation more than once, \(what)!"
    }

    static func leaked(_ name: String, task: String) -> String {
        "SWIFT TASK CONTINUATION MISUSE: continuation \(name) (task \(task)) leaked its continuation without resuming it. This may cause tasks waiting on it to remain suspended forever."
    }

    static func waiting(_ name: String) -> String { "continuation \(name)" }
}

extension TaskHost {
    /// A Swift runtime trap: the program stops (see `ProgramTrap`).
    func trap(_ message: String) { session?.runtime.trap(message) }
    var hasTrapped: Bool { session?.runtime.programTrap.hasSprung ?? false }
}
