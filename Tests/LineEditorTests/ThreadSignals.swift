import Foundation

/// Runs `body` with `signals` deliverable to this thread (test threads are pool
/// threads that block them), then puts back the thread's mask and the process's
/// handlers for those signals.
func withSignalsDeliverable<T>(_ signals: [Int32], _ body: () throws -> T) rethrows -> T {
    var previousActions = signals.map { signal in
        var action = sigaction()
        sigaction(signal, nil, &action)
        return action
    }
    defer {
        for index in signals.indices { sigaction(signals[index], &previousActions[index], nil) }
    }
    var set = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&set)
    signals.forEach { sigaddset(&set, $0) }
    pthread_sigmask(SIG_UNBLOCK, &set, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    return try body()
}

/// Sends `signal` to the thread `target` every 20 ms, starting after `delay`
/// seconds, until stopped; after `giveUp` seconds it runs `fallback` instead.
struct SignalSender {
    private let stopRequest = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init(
        target: pthread_t, signal: Int32, delay: Double = 0, giveUp: Double = 5,
        fallback: @escaping @Sendable () -> Void = {}
    ) {
        let stopRequest = stopRequest, stopped = stopped
        Thread.detachNewThread {
            let start = Date().addingTimeInterval(delay)
            let deadline = start.addingTimeInterval(giveUp)
            while stopRequest.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
                guard Date() < deadline else {
                    fallback()
                    stopRequest.wait()
                    break
                }
                if Date() >= start { pthread_kill(target, signal) }
            }
            stopped.signal()
        }
    }

    /// Stops the signals and waits until the last one has been sent.
    func stop() {
        stopRequest.signal()
        stopped.wait()
    }
}
