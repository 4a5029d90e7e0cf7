import StreamCore
import StreamLanguage

/// A `for await` loop inside a body: its iterator, and which pull is current (a pull cut
/// short by a cancel must not resume the task when its element arrives later).
final class LoopFrame {
    let iterator: any AsyncIteratorModel
    let variable: String
    /// `x` before the loop, when the loop's variable is `x`.
    let outerX: Value?
    /// A cancelled task's loop ends (streams, channels); a group's goes on (see `GroupIterator`).
    let endsOnCancel: Bool
    var pull = 0

    init(iterator: any AsyncIteratorModel, variable: String, outerX: Value?, endsOnCancel: Bool = true) {
        self.iterator = iterator
        self.endsOnCancel = endsOnCancel
        self.variable = variable
        self.outerX = outerX
    }
}

/// Running `for await x in SEQ { … }` inside a body: the async pull machinery of
/// `Sources/StreamCore/Async`, with the task suspended while it waits.
extension LoopFrame {
    static func begin(_ source: LoopSourcePlan, variable: String, body: [StepPlan], in run: BodyRun) -> BodyRun.Next {
        let iterator: any AsyncIteratorModel
        switch source {
        case .sequence(let plan, let names, let range, _):
            guard let sequence = run.host.buildSequence(plan, at: range, names: names) else { return .proceed }
            iterator = sequence.makeIterator()
        case .group(let name):
            guard let group = GroupState.named(name, in: run) else { return .proceed }
            iterator = GroupIterator(group: group)
        }
        let loop = LoopFrame(iterator: iterator, variable: variable, outerX: run.env.x, endsOnCancel: source.endsOnCancel)
        run.frames.append(BodyRun.Frame(steps: body, next: body.count, kind: .loop(loop)))
        return loop.pull(in: run)
    }

    /// Asks for the next element: one at hand runs the body at once; otherwise the task
    /// suspends until it comes. A cancelled task's loop ends normally (the iterator returns
    /// nil, as `AsyncStream`'s and `AsyncChannel`'s do).
    func pull(in run: BodyRun) -> BodyRun.Next {
        if run.isCancelled, endsOnCancel {
            iterator.cancel()
            return receive(.end, in: run)
        }
        pull += 1
        let current = pull
        var atHand: AsyncElement?
        var inside = true
        iterator.next { [weak run] element in
            if inside {
                atHand = element
                return
            }
            guard let run, self.pull == current else { return }
            run.waits.onCancel = nil
            run.place.submit(to: run.place.executor) { run.resume(with: self.receive(element, in: run)) }
        }
        inside = false
        if let atHand { return receive(atHand, in: run) }
        run.lane?.recorder.record(.suspended("for await"))
        guard endsOnCancel else { return .suspend }
        run.waits.onCancel = { [weak run] in
            guard let run else { return }
            self.pull += 1
            self.iterator.cancel()
            run.place.submit(to: run.place.executor) { run.resume(with: self.receive(.end, in: run)) }
        }
        return .suspend
    }

    /// An element runs the body again; the end leaves the loop; a failure is thrown where the loop stands.
    private func receive(_ element: AsyncElement, in run: BodyRun) -> BodyRun.Next {
        guard let last = run.frames.indices.last, case .loop(let top) = run.frames[last].kind, top === self else { return .proceed }
        switch element {
        case .value(let value):
            if variable == "x" { run.env.x = value } else { run.env.locals[variable] = value }
            run.frames[last].next = 0
            return .proceed
        case .end:
            run.frames.removeLast()
            if variable == "x" { run.env.x = outerX }
            return .proceed
        case .failure(let error):
            return .thrown(error.message)
        }
    }
}

/// `send c V` in a body: hands the value to a waiting loop at once, or suspends until a
/// loop takes it. A cancel makes the send return at once without delivering and without
/// throwing (`AsyncChannel.send` in a cancelled task).
enum ChannelSendStep {
    static func send(_ value: Value, toChannel target: BoundName, in run: BodyRun) -> BodyRun.Next {
        guard case .async(.channel(let channel, let lane)) = target.binding else { return .proceed }
        if !channel.isFinished { lane.recorder.record(.value(value)) }
        if run.isCancelled { return .proceed }
        guard let id = channel.sendFromTask(value, returned: { [weak run] in
            guard let run else { return }
            run.waits.onCancel = nil
            run.place.submit(to: run.place.executor) { run.resume(with: .proceed) }
        }) else { return .proceed }
        run.lane?.recorder.record(.suspended("send to \(target.name)"))
        run.waits.onCancel = { [weak run] in
            guard let run else { return }
            channel.cancelSend(id)
            run.place.submit(to: run.place.executor) { run.resume(with: .proceed) }
        }
        return .suspend
    }
}

extension TaskHost {
    /// Builds a `for await` step's sequence when its loop starts.
    func buildSequence(_ plan: AsyncPlan, at range: SourceRange, names: ResolvedNames) -> (any AsyncSequenceModel)? {
        guard let session else { return nil }
        return StatementRunner.buildAsync(plan, at: range, names: names, in: session)
    }
}
