import StreamCore

/// `send CHANNEL V as NAME`: the task a channel's send runs in, named so that `cancel NAME`
/// cancels it. AsyncAlgorithms 1.1.4 (`ChannelStorage.send`, `sendCancelled`): a send still
/// suspended returns at once without delivering and without throwing; a send that has
/// returned (a loop took its element, or the channel finished) is not affected.
package final class ChannelSendTask: Cancellable {
    private let channel: AsyncChannelModel
    /// The channel's id of the send, once made (the send runs when its statement does).
    private var sendID: Int?

    init(channel: AsyncChannelModel) { self.channel = channel }

    /// Sends `value` from this task.
    func send(_ value: Value) -> AsyncChannelModel.SendOutcome {
        sendID = channel.nextSendIdentifier
        return channel.send(value)
    }

    package func cancel() {
        guard let sendID else { return }
        channel.cancelSend(sendID)
    }
}
