import StreamLanguage
import StreamCore

/// Running `stream`, `channel`, `yield`, `finish`, a channel's `send`, a stream's `fail` and
/// `for await` loops. A stream's or channel's lane (role `.source`) shows what was yielded
/// or sent; what the lane cannot say (drops, when suspended sends returned) goes in notes.
extension StatementRunner {
    mutating func prepareAsync(_ plan: StatementPlan) -> () -> Void {
        let session = self.session
        switch plan {
        case .declareStream(let name, let throwing, let buffering, let onTermination):
            let policy: AsyncStreamModel.BufferingPolicy
            switch buffering {
            case .unbounded: policy = .unbounded
            case .newest(let count): policy = .bufferingNewest(count.value)
            case .oldest(let count): policy = .bufferingOldest(count.value)
            }
            let lane = Self.makeLane(name: name, role: .source, in: session)
            var events = AsyncStreamModel.Events()
            events.dropped = { [weak session, weak lane] value in
                session?.runtime.addNote(AsyncNotes.dropped(value, buffering.spelling), lane: lane)
            }
            events.trapped = { [weak session] message in session?.runtime.trap(message) }
            if let onTermination { events.terminated = Self.onTermination(onTermination, in: session) }
            let stream = AsyncStreamModel(policy: policy, throwing: throwing, clock: session.runtime.clock, events: events,
                                          memory: session.recording.budget)
            if onTermination != nil { Self.noteTerminationLeftToFreeing(stream, name: name, lane: lane, in: session) }
            return declare(name, .stream(stream, lane: lane), lane: lane)
        case .declareChannel(let name, let throwing):
            let lane = Self.makeLane(name: name, role: .source, in: session)
            let log = ChannelSendLog()
            var events = AsyncChannelModel.Events()
            events.suspended = { [weak session] id, _ in log.record(id, at: session?.runtime.clock.now ?? 0) }
            events.resumed = { [weak session, weak lane] id, value in
                session?.runtime.addNote(AsyncNotes.sendReturned(value, madeAt: log.time(of: id)), lane: lane)
            }
            events.cancelled = { [weak session, weak lane] id, value in
                session?.runtime.addNote(AsyncNotes.sendCancelled(value, madeAt: log.time(of: id)), lane: lane)
            }
            events.dropped = { [weak session, weak lane] id, value, failed in
                session?.runtime.addNote(AsyncNotes.sendDropped(value, madeAt: log.time(of: id), by: failed ? "fail" : "finish"),
                                         lane: lane)
            }
            let channel = AsyncChannelModel(throwing: throwing, clock: session.runtime.clock, events: events)
            return declare(name, .channel(channel, lane: lane), lane: lane)
        case .yield(let target, let sends):
            guard case .async(.stream(let stream, let lane)) = target.binding else { return {} }
            return {
                for send in sends {
                    session.runtime.perform(at: send.time) {
                        if stream.termination == nil { lane.recorder.record(.value(send.value)) }
                        stream.yield(send.value)
                    }
                }
            }
        case .finish(let target, let time):
            switch target.binding {
            case .async(.stream(let stream, let lane)):
                return {
                    session.runtime.perform(at: time) {
                        if stream.termination == nil { lane.recorder.record(.finished) }
                        stream.finish()
                    }
                }
            case .async(.channel(let channel, let lane)):
                return {
                    session.runtime.perform(at: time) {
                        if !channel.isFinished { lane.recorder.record(.finished) }
                        channel.finish()
                    }
                }
            default:
                return {}
            }
        case .sendToChannel(let target, let sends, let taskName):
            guard case .async(.channel(let channel, let lane)) = target.binding else { return {} }
            let task = taskName.map { _ in ChannelSendTask(channel: channel) }
            if let taskName, let task { accept(taskName, .async(.sendTask(task))) }
            return {
                for send in sends {
                    session.runtime.perform(at: send.time) {
                        if !channel.isFinished { lane.recorder.record(.value(send.value)) }
                        switch task?.send(send.value) ?? channel.send(send.value) {
                        case .handedOver:
                            session.runtime.addNote(AsyncNotes.sendReturnedAtOnce(send.value), lane: lane)
                        case .suspended, .finished:
                            break
                        }
                    }
                }
            }
        case .failStream(let target, let message, let time):
            let error = StreamError(message)
            if case .async(.channel(let channel, let lane)) = target.binding {
                return {
                    session.runtime.perform(at: time) {
                        if !channel.isFinished { lane.recorder.record(.failure(error)) }
                        channel.finish(error)
                    }
                }
            }
            guard case .async(.stream(let stream, let lane)) = target.binding else { return {} }
            return {
                session.runtime.perform(at: time) {
                    if stream.termination == nil { lane.recorder.record(.failure(error)) }
                    stream.finish(error)
                }
            }
        default:
            return {}
        }
    }

    /// `ASYNCSEQ | for await [work D] as NAME`: the loop and its lane (subscribe when the
    /// loop starts, each element, `|` when it exits). The sequence is built when the loop
    /// starts, so `values` subscribes then.
    mutating func startLoop(_ plan: LoopPlan) -> () -> Void {
        let session = self.session
        let lane = Self.makeLane(name: plan.laneName, role: .subscription, in: session)
        let recorder = lane.recorder
        let sequence = BuiltOnStart { Self.buildAsync(plan.sequence, at: plan.range, names: plan.names, in: session) }
        let awaited = AwaitedValue.call(awaitedBy: plan)  // Issue 20: `… | min | await as NAME`
        let running = ForAwaitLoop(
            sequence: sequence, clock: session.runtime.clock, work: plan.work,
            observer: .init(
                started: { recorder.record(.subscribe) },
                received: { [weak session, weak lane] value in
                    recorder.record(.value(value))
                    if let awaited { session?.runtime.addNote(AwaitedValue.note(awaited, returned: value), lane: lane) }
                },
                exited: { element in
                    if case .failure(let error) = element { recorder.record(.failure(error)) }
                    else { recorder.record(.finished) }
                }),
            awaitsOneCall: awaited != nil)
        accept(plan.name, .async(.loop(running, lane: lane)))
        return {
            session.recording.register(lane)
            running.start()
        }
    }

    private func declare(_ name: String, _ asyncBinding: AsyncBinding, lane: Lane) -> () -> Void {
        let session = self.session
        return {
            Self.define(name, .async(asyncBinding), in: session)
            session.recording.register(lane)
        }
    }
}
