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
                // SIGINT until the read gives up: a signal that lands before the read
                // starts is cleared by readLine itself, so one is not enough. If the
                // editor never returns, closing the pipe fails the test instead of hanging it.
                let writer = pipe.fileHandleForWriting
                let stopper = SignalSender(target: pthread_self(), signal: SIGINT) { try? writer.close() }
                #expect(editor.readLine(prompt: "") == .interrupted)
                stopper.stop()
                Interrupt.clear()
            }
        }
    }
}

/// Runs `body` with SIGINT deliverable to this thread, then restores the mask and
/// the test process's own SIGINT handler.
private func withPreviousSigintHandlerRestored(_ body: () throws -> Void) rethrows {
    try withSignalsDeliverable([SIGINT], body)
}
