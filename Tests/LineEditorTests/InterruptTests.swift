import Foundation
import Testing
import LineEditor

extension SignalSensitiveTests {
    @Suite struct InterruptTests {
        @Test func theFlagCanBeRequestedAndCleared() {
            Interrupt.clear()
            #expect(!Interrupt.isRequested())
            Interrupt.request()
            #expect(Interrupt.isRequested())
            Interrupt.clear()
            #expect(!Interrupt.isRequested())
        }

        @Test func sigintSetsTheFlagInsteadOfEndingTheProcess() throws {
            try withPreviousSigintHandlerRestored {
                try Interrupt.installHandler()
                try Interrupt.installHandler()  // a second install is harmless
                Interrupt.clear()
                raise(SIGINT)
                #expect(Interrupt.isRequested())
                Interrupt.clear()
            }
        }

        @Test func ctrlCDuringABlockingPlainReadIsAnInterruptedLine() throws {
            try withPreviousSigintHandlerRestored {
                try Interrupt.installHandler()
                let pipe = Pipe()  // nothing is ever written: the read blocks
                let editor = PlainLineEditor(input: pipe.fileHandleForReading, promptEcho: .never)
                let stopper = SignalSender(target: pthread_self(), unblock: pipe.fileHandleForWriting)
                #expect(editor.readLine(prompt: "") == .interrupted)
                stopper.stop()
                Interrupt.clear()
            }
        }
    }
}

/// Sends SIGINT to `target` every 20 ms until stopped: a signal that lands before
/// the read starts is cleared by `readLine` itself, so one is not enough. After five
/// seconds it closes `unblock` instead, so a broken editor fails the test rather
/// than hanging it.
private struct SignalSender {
    private let stopRequest = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init(target: pthread_t, unblock: FileHandle) {
        let stopRequest = stopRequest, stopped = stopped
        Thread.detachNewThread {
            let deadline = Date().addingTimeInterval(5)
            while stopRequest.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
                guard Date() < deadline else {
                    try? unblock.close()
                    stopRequest.wait()
                    break
                }
                pthread_kill(target, SIGINT)
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

/// Runs `body` with SIGINT deliverable to this thread (test threads are pool threads
/// that block it), then puts back the thread's mask and the process's SIGINT handler.
private func withPreviousSigintHandlerRestored(_ body: () throws -> Void) rethrows {
    var previousAction = sigaction()
    sigaction(SIGINT, nil, &previousAction)
    defer { sigaction(SIGINT, &previousAction, nil) }
    var sigint = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&sigint)
    sigaddset(&sigint, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &sigint, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    try body()
}
