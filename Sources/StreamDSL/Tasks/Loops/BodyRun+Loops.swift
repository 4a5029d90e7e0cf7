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

/// Running `for await x in SEQ { … }` and `send c V` to a channel: the async pull machinery
/// of `Sources/StreamCore/Async`, with the task suspended while it waits.
extension BodyRun {
    func beginLoop(_ source: LoopSourcePlan, variable: String, body: [StepPlan]) -> Next {
        let iterator: any AsyncIteratorModel
        switch source {
        case .sequence(let plan, let names, let range, _):
            guard let sequence = host.buildSequence(plan, at: range, names: names) else { return .proceed }
            iterator = sequence.makeIterator()
        case .group(let name):
            guard let group = group(named: name) else { return .proceed }
            iterator = GroupIterator(group: group)
        }
        let loop = LoopFrame(iterator: iterator, variable: variable, outerX: env.x, endsOnCancel: source.endsOnCancel)
        frames.append(Frame(steps: body, next: body.count, kind: .loop(loop)))
        return pull(loop)
    }

    /// Asks for the next element: one at hand runs the body at once; otherwise the task
    /// suspends until it comes. A cancelled task's loop ends normally (the iterator returns
    /// nil, as `AsyncStream`'s and `AsyncChannel`'s do).
    func pull(_ loop: LoopFrame) -> Next {
        if isCancelled, loop.endsOnCancel {
            loop.iterator.cancel()
            return receive(.end, in: loop)
        }
        loop.pull += 1
        let pull = loop.pull
        var atHand: AsyncElement?
        var inside = true
        loop.iterator.next { [weak self] element in
            if inside {
                atHand = element
                return
            }
            guard let self, loop.pull == pull else { return }
            self.cancelWait = nil
            self.place.submit(to: self.place.executor) { self.resume(with: self.receive(element, in: loop)) }
        }
        inside = false
        if let atHand { return receive(atHand, in: loop) }
        lane?.recorder.record(.suspended("for await"))
        guard loop.endsOnCancel else { return .suspend }
        cancelWait = { [weak self] in
            guard let self else { return }
            loop.pull += 1
            loop.iterator.cancel()
            self.place.submit(to: self.place.executor) { self.resume(with: self.receive(.end, in: loop)) }
        }
        return .suspend
    }

    /// An element runs the body again; the end leaves the loop; a failure is thrown where the loop stands.
    private func receive(_ element: AsyncElement, in loop: LoopFrame) -> Next {
        guard let last = frames.indices.last, case .loop(let top) = frames[last].kind, top === loop else { return .proceed }
        switch element {
        case .value(let value):
            if loop.variable == "x" { env.x = value } else { env.locals[loop.variable] = value }
            frames[last].next = 0
            return .proceed
        case .end:
            frames.removeLast()
            if loop.variable == "x" { env.x = loop.outerX }
            return .proceed
        case .failure(let error):
            return .thrown(error.message)
        }
    }

    /// `send c V` in a body: hands the value to a waiting loop at once, or suspends until a
    /// loop takes it. A cancel makes the send return at once without delivering and without
    /// throwing (`AsyncChannel.send` in a cancelled task).
    func send(_ value: Value, toChannel target: BoundName) -> Next {
        guard case .async(.channel(let channel, let lane)) = target.binding else { return .proceed }
        if !channel.isFinished { lane.recorder.record(.value(value)) }
        if isCancelled { return .proceed }
        guard let id = channel.sendFromTask(value, returned: { [weak self] in
            guard let self else { return }
            self.cancelWait = nil
            self.place.submit(to: self.place.executor) { self.resume(with: .proceed) }
        }) else { return .proceed }
        self.lane?.recorder.record(.suspended("send to \(target.name)"))
        cancelWait = { [weak self] in
            guard let self else { return }
            channel.cancelSend(id)
            self.place.submit(to: self.place.executor) { self.resume(with: .proceed) }
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
