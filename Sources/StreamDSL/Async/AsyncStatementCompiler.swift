import Marbles
import StreamCore
import StreamLanguage

/// `stream`, `channel`, `yield`, `finish`, and `send`/`fail` when they name a channel or a
/// throwing stream. A stream's or channel's lane (role `.source`) shows what was yielded or
/// sent; what the lane cannot say (drops, when suspended sends returned) goes in notes.
extension StatementCompiler {
    mutating func compileAsync(_ statement: AsyncStatement) -> (() -> Void)? {
        switch statement {
        case .declareStream(let name, let throwing, let buffering):
            guard isFree(name) else { return nil }
            let policy: AsyncStreamModel.BufferingPolicy
            switch buffering {
            case .unbounded: policy = .unbounded
            case .newest(let count): policy = .bufferingNewest(count.value)
            case .oldest(let count): policy = .bufferingOldest(count.value)
            }
            let session = self.session
            let lane = session.makeLane(name: name.name, role: .source)
            var events = AsyncStreamModel.Events()
            events.dropped = { [weak session, weak lane] value in
                session?.addNote(AsyncNotes.dropped(value, buffering.spelling), lane: lane)
            }
            events.trapped = { [weak session] message in session?.trap(message) }
            let stream = AsyncStreamModel(policy: policy, throwing: throwing, clock: session.clock, events: events,
                                          memory: session.recordingBudget)
            return declareAsync(name, .stream(stream, lane: lane), lane: lane)
        case .declareChannel(let name):
            guard isFree(name) else { return nil }
            let session = self.session
            let lane = session.makeLane(name: name.name, role: .source)
            let log = ChannelSendLog()
            var events = AsyncChannelModel.Events()
            events.suspended = { [weak session] id, _ in log.record(id, at: session?.clock.now ?? 0) }
            events.resumed = { [weak session, weak lane] id, value in
                session?.addNote(AsyncNotes.sendReturned(value, madeAt: log.time(of: id)), lane: lane)
            }
            events.dropped = { [weak session, weak lane] id, value in
                session?.addNote(AsyncNotes.sendDropped(value, madeAt: log.time(of: id)), lane: lane)
            }
            let channel = AsyncChannelModel(clock: session.clock, events: events)
            return declareAsync(name, .channel(channel, lane: lane), lane: lane)
        case .yield(let name, let values):
            guard let binding = existing(name) else { return nil }
            guard case .async(.stream(let stream, let lane)) = binding else {
                report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "an AsyncStream"),
                                  at: name.range, label: DiagnosticMessages.labelYieldNamesAStream))
                return nil
            }
            guard let sends = checkedValues(values) else { return nil }
            let session = self.session
            return {
                for (time, value) in sends {
                    session.perform(at: time) {
                        if stream.termination == nil { lane.recorder.record(.value(value)) }
                        stream.yield(value)
                    }
                }
            }
        case .finish(let name, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            let session = self.session
            switch binding {
            case .async(.stream(let stream, let lane)):
                guard checked != .invalid else { return nil }
                return {
                    session.perform(at: checked.value) {
                        if stream.termination == nil { lane.recorder.record(.finished) }
                        stream.finish()
                    }
                }
            case .async(.channel(let channel, let lane)):
                guard checked != .invalid else { return nil }
                return {
                    session.perform(at: checked.value) {
                        if !channel.isFinished { lane.recorder.record(.finished) }
                        channel.finish()
                    }
                }
            default:
                report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a stream or a channel"),
                                  at: name.range, label: DiagnosticMessages.labelFinishNamesAStream))
                return nil
            }
        }
    }

    func isChannel(_ name: Identifier) -> Bool {
        if case .async(.channel)? = pipelines.binding(name.name) { return true }
        return false
    }

    func isStream(_ name: Identifier) -> Bool {
        if case .async(.stream)? = pipelines.binding(name.name) { return true }
        return false
    }

    /// `send CHANNEL V [@T], …`: each value is sent from its own task, in order.
    mutating func compileChannelSend(_ name: Identifier, _ values: [TimedValue]) -> (() -> Void)? {
        guard case .async(.channel(let channel, let lane))? = pipelines.binding(name.name),
              let sends = checkedValues(values) else { return nil }
        let session = self.session
        return {
            for (time, value) in sends {
                session.perform(at: time) {
                    if !channel.isFinished { lane.recorder.record(.value(value)) }
                    switch channel.send(value) {
                    case .handedOver:
                        session.addNote(AsyncNotes.sendReturnedAtOnce(value), lane: lane)
                    case .suspended, .finished:
                        break
                    }
                }
            }
        }
    }

    /// `fail STREAM "msg" [@T]`: `continuation.finish(throwing:)`, on a throwing stream only.
    mutating func compileStreamFailure(_ name: Identifier, _ messageExpr: Expr, _ time: DurationLiteral?) -> (() -> Void)? {
        let checked = checkTime(time)
        guard case .async(.stream(let stream, let lane))? = pipelines.binding(name.name) else { return nil }
        guard stream.isThrowing else {
            report(Diagnostic(.wrongKind(name.name, is: "an AsyncStream", expected: "an AsyncThrowingStream"),
                              at: name.range, label: DiagnosticMessages.labelDeclareThrowingStream))
            return nil
        }
        guard let message = pipelines.expressions.constant(messageExpr), checked != .invalid else { return nil }
        let error = StreamError(message.description)
        let session = self.session
        return {
            session.perform(at: checked.value) {
                if stream.termination == nil { lane.recorder.record(.failure(error)) }
                stream.finish(error)
            }
        }
    }

    private mutating func declareAsync(_ name: Identifier, _ asyncBinding: AsyncBinding, lane: Lane) -> (() -> Void)? {
        let binding = Binding.async(asyncBinding)
        pipelines.pending[name.name] = binding
        let session = self.session
        return {
            session.define(name.name, binding)
            session.register(lane)
        }
    }

    /// The values of a `yield` or channel `send`, each with its time (nil: now).
    private mutating func checkedValues(_ values: [TimedValue]) -> [(VirtualTime?, Value)]? {
        var checked: [(VirtualTime?, Value)] = []
        for item in values {
            let time = checkTime(item.time)
            let value = pipelines.expressions.constant(item.value)
            if let value, time != .invalid { checked.append((time.value, value)) }
        }
        return checked.count == values.count ? checked : nil
    }
}

/// When each send of a channel was made, for the notes about when it returned.
final class ChannelSendLog {
    private var times: [Int: VirtualTime] = [:]

    func record(_ id: Int, at time: VirtualTime) { times[id] = time }

    func time(of id: Int) -> VirtualTime? { times.removeValue(forKey: id) }
}

/// The wording of the async notes listed under a diagram.
enum AsyncNotes {
    static func dropped(_ value: Value, _ policy: String) -> String { "dropped \(value.literal) (\(policy))" }
    static func sendReturnedAtOnce(_ value: Value) -> String { "send \(value.literal) returned at once: a loop was waiting" }
    static func sendReturned(_ value: Value, madeAt time: VirtualTime?) -> String {
        "send \(value.literal)" + (time.map { " (made at \(formatVirtualTime($0)))" } ?? "") + " returned: a loop took it"
    }
    static func sendDropped(_ value: Value, madeAt time: VirtualTime?) -> String {
        "send \(value.literal)" + (time.map { " (made at \(formatVirtualTime($0)))" } ?? "") + " returned without delivering: finish dropped it"
    }
}
