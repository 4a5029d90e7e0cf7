import Marbles
import StreamCore
import StreamLanguage

/// `stream`, `channel`, `yield`, `finish`, and `send`/`fail` when they name a channel or a
/// throwing stream. A stream's or channel's lane (role `.source`) shows what was yielded or
/// sent; what the lane cannot say (drops, when suspended sends returned) goes in notes.
extension StatementCompiler {
    mutating func compileAsync(_ statement: AsyncStatement) -> StatementPlan? {
        switch statement {
        case .declareStream(let name, let throwing, let buffering, let onTermination):
            let handler = onTermination.map { body in checkingBodies { $0.compileOnTermination(body, stream: name.name) } }
            let free = isFree(name)
            if case .some(nil) = handler { return nil }  // the body's errors are reported
            guard free else { return nil }
            pipelines.pending[name.name] = .some(nil)
            return .declareStream(name.name, throwing: throwing, buffering: buffering, onTermination: handler ?? nil)
        case .declareChannel(let name, let throwing):
            guard isFree(name) else { return nil }
            pipelines.pending[name.name] = .some(nil)
            return .declareChannel(name.name, throwing: throwing)
        case .yield(let name, let values):
            guard let binding = existing(name) else { return nil }
            if case .async(.unfolding) = binding {  // Issue 20
                report(UnfoldingStreams.noContinuation(name, expected: "an AsyncStream with a continuation"))
                return nil
            }
            guard case .async(.stream) = binding else {
                report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "an AsyncStream"),
                                  at: name.range, label: DiagnosticMessages.labelYieldNamesAStream))
                return nil
            }
            guard let sends = checkedValues(values) else { return nil }
            return .yield(BoundName(name: name.name, binding: binding), sends)
        case .finish(let name, let time):
            let checked = checkTime(time)
            guard let binding = existing(name) else { return nil }
            if case .async(.unfolding) = binding {  // Issue 20
                report(UnfoldingStreams.noContinuation(name, expected: "a stream with a continuation, or a channel"))
                return nil
            }
            switch binding {
            case .async(.stream), .async(.channel):
                guard checked != .invalid else { return nil }
                return .finish(BoundName(name: name.name, binding: binding), at: checked.value)
            default:
                report(Diagnostic(.wrongKind(name.name, is: binding.kindDescription, expected: "a stream or a channel"),
                                  at: name.range, label: DiagnosticMessages.labelFinishNamesAStream))
                return nil
            }
        case .declareUnfoldingStream(let stream):  // Issue 20
            return UnfoldingStreams.compile(stream, in: &self)
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
    /// `send CHANNEL V as NAME` names that task (one value, sent now) for `cancel NAME`.
    mutating func compileChannelSend(_ name: Identifier, _ values: [TimedValue], task: Identifier?) -> StatementPlan? {
        if let task {
            if values.count != 1 || values[0].time != nil {
                report(Diagnostic(DiagnosticMessages.namedSendIsOneSendNow, at: task.range,
                                  label: DiagnosticMessages.labelNamedSend))
                return nil
            }
            guard isFree(task) else { return nil }
        }
        guard let binding = pipelines.binding(name.name), case .async(.channel) = binding,
              let sends = checkedValues(values) else { return nil }
        if let task { pipelines.pending[task.name] = .some(nil) }
        return .sendToChannel(BoundName(name: name.name, binding: binding), sends, task: task?.name)
    }

    /// `fail STREAM "msg" [@T]` (`continuation.finish(throwing:)`) or `fail CHANNEL "msg" [@T]`
    /// (`AsyncThrowingChannel.fail`): on a throwing stream or channel only.
    mutating func compileAsyncFailure(_ name: Identifier, _ messageExpr: Expr, _ time: DurationLiteral?) -> StatementPlan? {
        let checked = checkTime(time)
        guard let binding = pipelines.binding(name.name) else { return nil }
        let refusal: (is: String, expected: String, label: String)?
        switch binding {
        case .async(.stream(let stream, _)):
            refusal = stream.isThrowing ? nil : ("an AsyncStream", "an AsyncThrowingStream", DiagnosticMessages.labelDeclareThrowingStream)
        case .async(.channel(let channel, _)):
            refusal = channel.isThrowing ? nil : ("an AsyncChannel", "an AsyncThrowingChannel", DiagnosticMessages.labelDeclareThrowingChannel)
        default:
            return nil
        }
        if let refusal {
            report(Diagnostic(.wrongKind(name.name, is: refusal.is, expected: refusal.expected), at: name.range, label: refusal.label))
            return nil
        }
        guard let message = pipelines.expressions.constant(messageExpr), checked != .invalid else { return nil }
        return .failStream(BoundName(name: name.name, binding: binding), message: message.description, at: checked.value)
    }

    /// The values of a `yield` or channel `send`, each with its time (nil: now).
    private mutating func checkedValues(_ values: [TimedValue]) -> [TimedSend]? {
        var checked: [TimedSend] = []
        for item in values {
            let time = checkTime(item.time)
            let value = pipelines.expressions.constant(item.value)
            if let value, time != .invalid { checked.append(TimedSend(time: time.value, value: value)) }
        }
        return checked.count == values.count ? checked : nil
    }
}

/// When each send of a channel was made, for the notes about when it returned.
final class ChannelSendLog {
    private var times: [Int: VirtualTime] = [:]

    package func record(_ id: Int, at time: VirtualTime) { times[id] = time }

    package func time(of id: Int) -> VirtualTime? { times.removeValue(forKey: id) }
}

/// The wording of the async notes listed under a diagram.
enum AsyncNotes {
    package static func dropped(_ value: Value, _ policy: String) -> String { "dropped \(value.literal) (\(policy))" }
    static func sendCancelled(_ value: Value, madeAt time: VirtualTime?) -> String {
        "send \(value.literal)" + (time.map { " (made at \(formatVirtualTime($0)))" } ?? "")
            + " returned without delivering: its task was cancelled"
    }
    static func sendReturnedAtOnce(_ value: Value) -> String { "send \(value.literal) returned at once: a loop was waiting" }
    static func sendReturned(_ value: Value, madeAt time: VirtualTime?) -> String {
        "send \(value.literal)" + (time.map { " (made at \(formatVirtualTime($0)))" } ?? "") + " returned: a loop took it"
    }
    /// `by` is `finish` or `fail`, whichever ended the channel.
    static func sendDropped(_ value: Value, madeAt time: VirtualTime?, by ending: String) -> String {
        "send \(value.literal)" + (time.map { " (made at \(formatVirtualTime($0)))" } ?? "") + " returned without delivering: \(ending) dropped it"
    }
}
