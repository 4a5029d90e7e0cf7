import Foundation

enum StandardInput {
    /// True when bytes are already waiting on standard input (a paste still arriving).
    @Sendable static func hasPendingInput() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && (descriptor.revents & Int16(POLLIN)) != 0
    }
}
