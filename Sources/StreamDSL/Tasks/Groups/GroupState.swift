import StreamCore

/// `group g { … }`: `withThrowingTaskGroup`'s group. Children's results queue in completion
/// order; a `for await r in g` loop takes them one by one (see `GroupIterator`).
final class GroupState {
    let name: String
    private(set) var children: [BodyRun] = []
    /// Ended children's outcomes not taken by a loop yet, in the order they ended.
    private var completed: [EventRecord.Kind] = []
    private var taken = 0
    /// Children that have not ended yet.
    private var running = 0
    /// A loop waiting in `next()`.
    private var waiting: ((AsyncElement) -> Void)?
    /// `cancelAll g`: children added later start cancelled too.
    private(set) var isCancelled = false
    /// Numbers children's lanes: `g#1`, `g#2`, …
    private var added = 0

    init(name: String) { self.name = name }

    func nextChildName() -> String {
        added += 1
        return "\(name)#\(added)"
    }

    func adopt(_ child: BodyRun) {
        children.append(child)
        running += 1
        if isCancelled { child.cancel() }
        child.completion.whenDone.append { [weak self] outcome in self?.ended(outcome) }
    }

    func cancelAll() {
        isCancelled = true
        for child in children where !child.isFinished { child.cancel() }
    }

    private func ended(_ outcome: EventRecord.Kind) {
        running -= 1
        completed.append(outcome)
        if let waiting {
            self.waiting = nil
            waiting(take())
        }
    }

    /// The next result: an ended child's, the end when no child is left, or nil (wait).
    fileprivate func next(_ resume: @escaping (AsyncElement) -> Void) {
        if taken < completed.count { return resume(take()) }
        if running == 0 { return resume(.end) }
        waiting = resume
    }

    fileprivate func stopWaiting() { waiting = nil }

    private func take() -> AsyncElement {
        defer {
            taken += 1
            if taken == completed.count {
                completed.removeAll(keepingCapacity: true)
                taken = 0
            }
        }
        let element: AsyncElement = switch completed[taken] {
        case .returned(let value): .value(value)
        case .failure(let error): .failure(error)
        default: .value(.null)
        }
        return element
    }
}

/// A `for await r in g` loop's iterator: the group's results in completion order; a child's
/// error is thrown where the loop stands. Cancelling the loop's task does not end it: the
/// cancel reaches the children, whose results (a `CancellationError`) come out of the loop.
final class GroupIterator: AsyncIteratorModel {
    private let group: GroupState
    init(group: GroupState) { self.group = group }
    func next(_ resume: @escaping (AsyncElement) -> Void) { group.next(resume) }
    func cancel() { group.stopWaiting() }
}

/// `add g { … }`, `cancelAll g`, and a loop over a group, in the run whose body holds the group.
extension GroupState {
    /// The innermost `group NAME` frame of `run` (checking made sure there is one).
    static func named(_ name: String, in run: BodyRun) -> GroupState? {
        for frame in run.frames.reversed() {
            if case .group(let group) = frame.kind, group.name == name { return group }
        }
        return nil
    }

    static func addChild(to name: String, _ steps: [StepPlan], in run: BodyRun) {
        guard let group = named(name, in: run) else { return }
        var captured = Environment()
        captured.x = run.env.x
        captured.locals = run.env.locals
        guard let child = run.host.startChild(named: group.nextChildName(), steps: steps, names: run.names, env: captured, parent: run)
        else { return }
        group.adopt(child)
    }
}
