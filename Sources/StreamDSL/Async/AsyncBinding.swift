import StreamCore

/// What a name of the async world refers to.
package enum AsyncBinding {
    /// `stream NAME …`: the stream and its continuation, with the lane of what was yielded.
    case stream(AsyncStreamModel, lane: Lane)
    /// `channel NAME`: the channel, with the lane of the sends.
    case channel(AsyncChannelModel, lane: Lane)
    /// `q = a | values | map x`: an async sequence, built once.
    case sequence(any AsyncSequenceModel, text: String)
    /// `… | for await as NAME`: a running loop (its task).
    case loop(ForAwaitLoop, lane: Lane)
    /// `task t { … }`: a task (see Tasks/).
    case task(TaskSlot, lane: Lane)
    /// `send CHANNEL V as NAME`: the task of one channel send, for `cancel NAME`.
    case sendTask(ChannelSendTask)
    // Milestone 2:
    /// `func f(…) { … }`: a function (see Tasks/Functions/).
    case function(FunctionSlot)
    // Milestone 3:
    /// `actor NAME { … }`: an actor (see Tasks/Actors/).
    case actor(ActorSlot)
    // Issue 20:
    /// `stream NAME unfolding …`: `AsyncStream(unfolding:)`, no continuation, no lane.
    case unfolding(AsyncUnfoldingStream)

    var kindDescription: String {
        switch self {
        case .stream(let stream, _): return stream.isThrowing ? "an AsyncThrowingStream" : "an AsyncStream"
        case .channel(let channel, _): return channel.isThrowing ? "an AsyncThrowingChannel" : "an AsyncChannel"
        case .sequence: return "an async sequence"
        case .loop: return "a for await loop"
        case .task: return "a task"
        case .sendTask: return "a channel send's task"
        case .function: return "a function"
        case .actor: return "an actor"
        case .unfolding: return "an AsyncStream(unfolding:)"  // Issue 20
        }
    }

    /// The async sequence this name stands for at the start of a pipeline, if it is one.
    package var sequence: (any AsyncSequenceModel)? {
        switch self {
        case .stream(let stream, _): return stream
        case .channel(let channel, _): return channel
        case .sequence(let sequence, _): return sequence
        case .unfolding(let stream): return stream  // Issue 20
        case .loop, .task, .sendTask, .function, .actor: return nil
        }
    }

    /// `cancel NAME` cancels a loop's task.
    package var cancellable: (any Cancellable)? {
        if case .loop(let loop, _) = self { return loop }
        if case .task(let task, _) = self { return task }
        if case .sendTask(let task) = self { return task }
        return nil
    }

    package var lane: Lane? {
        switch self {
        case .stream(_, let lane), .channel(_, let lane), .loop(_, let lane), .task(_, let lane): return lane
        case .sequence, .sendTask, .function, .actor, .unfolding: return nil
        }
    }

    var redefinitionKind: Int {
        switch self {
        case .stream: return 0
        case .channel: return 1
        case .sequence: return 2
        case .loop: return 3
        case .task: return 4
        case .sendTask: return 5
        case .function: return 5
        case .actor: return 6
        case .unfolding: return 7  // Issue 20
        }
    }
}
